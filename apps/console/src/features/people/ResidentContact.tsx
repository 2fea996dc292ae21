import { textLinkClassName } from "@hoa/ui";
import { formatPhone } from "@hoa/validation";

/** A resident's email or phone: "—" when they have none, a note when it is hidden from you. */
export function ContactValue({ value, kind }: { value: string | null; kind: "email" | "phone" }) {
  if (value === null) {
    return <span className="ui-stacked-text__secondary">Hidden by the resident</span>;
  }
  if (value === "") return <>—</>;
  return kind === "email" ? (
    <a className={textLinkClassName} href={`mailto:${value}`}>
      {value}
    </a>
  ) : (
    <a className={textLinkClassName} href={`tel:${value}`}>
      {formatPhone(value)}
    </a>
  );
}
