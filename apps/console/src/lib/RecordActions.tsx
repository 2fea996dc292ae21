import { Button, Icon, type ButtonProps, type IconName } from "@hoa/ui";

/** A page's action button with its icon, as page headers and record pages show them. */
export function ActionButton({ icon, ...props }: Omit<ButtonProps, "icon"> & { icon: IconName }) {
  return <Button {...props} icon={<Icon name={icon} size={18} />} />;
}

/**
 * A record page's header actions: take it away (asking first, by the owner) and edit it. Each
 * opens the page's dialog of its name: "delete" (or "remove") and "edit". Taking away is quiet
 * until confirmed: danger-coloured text here, the solid danger button only in the dialog.
 *
 * @example
 * <RecordActions removeLabel="Delete" open={setDialog} />
 */
export function RecordActions<TRemove extends "Delete" | "Remove">({
  removeLabel,
  open,
}: {
  /** "Delete" for a thing, "Remove" for a person. */
  removeLabel: TRemove;
  open: (dialog: Lowercase<TRemove> | "edit") => void;
}) {
  return (
    <>
      <ActionButton
        variant="quiet"
        tone="danger"
        icon="trash"
        onClick={() => open(removeLabel.toLowerCase() as Lowercase<TRemove>)}
      >
        {removeLabel}
      </ActionButton>
      <ActionButton icon="pencil" onClick={() => open("edit")}>
        Edit
      </ActionButton>
    </>
  );
}
