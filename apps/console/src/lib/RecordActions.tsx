import { Button, Icon } from "@hoa/ui";

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
      <Button variant="secondary" icon={<Icon name="trash" size={18} />} onClick={onRemove}>
        {removeLabel}
      </Button>
      <Button icon={<Icon name="pencil" size={18} />} onClick={onEdit}>
        Edit
      </Button>
    </>
  );
}
