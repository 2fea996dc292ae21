import { textLinkClassName } from "@hoa/ui";
import { formatPhone } from "@hoa/validation";
import type { Resident } from "../../api/list-residents";

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

/** Email above phone, as plain text (the resident's page links them); what is hidden says so. */
export function ContactLines({ resident }: { resident: Pick<Resident, "email" | "phone"> }) {
  const lines = [
    resident.email === null ? hidden("Email") : resident.email,
    resident.phone === null ? hidden("Phone") : resident.phone && formatPhone(resident.phone),
  ].filter(Boolean);
  if (lines.length === 0) return <>—</>;
  return (
    <span className="ui-stacked-text">
      {lines.map((line, index) => (
        <span key={index} className={index === 0 ? undefined : "ui-stacked-text__secondary"}>
          {line}
        </span>
      ))}
    </span>
  );
}

const hidden = (what: string) => (
  <span className="ui-stacked-text__secondary">{what} hidden by the resident</span>
);
