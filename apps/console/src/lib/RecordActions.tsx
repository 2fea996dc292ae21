import { Button, Icon, type ButtonProps, type IconName } from "@hoa/ui";

/** A page's action button with its icon, as page headers and record pages show them. */
export function ActionButton({ icon, ...props }: Omit<ButtonProps, "icon"> & { icon: IconName }) {
  return <Button {...props} icon={<Icon name={icon} size={18} />} />;
}

/** A record page's header actions: take it away (asking first, by the owner) and edit it. */
export function RecordActions({
  removeLabel,
  onRemove,
  onEdit,
}: {
  /** "Delete" for a thing, "Remove" for a person. */
  removeLabel: string;
  onRemove: () => void;
  onEdit: () => void;
}) {
  return (
    <>
      <ActionButton variant="secondary" icon="trash" onClick={onRemove}>
        {removeLabel}
      </ActionButton>
      <ActionButton icon="pencil" onClick={onEdit}>
        Edit
      </ActionButton>
    </>
  );
}
