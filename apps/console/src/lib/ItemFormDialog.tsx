import { FormDialog, Icon } from "@hoa/ui";
import type { ReactNode } from "react";

/** What a page gives the dialog that adds or edits one of its items. */
export interface ItemFormDialogProps<TItem> {
  open: boolean;
  /** The item to edit; none to add one. */
  item?: TItem | undefined;
  onClose: () => void;
  onSaved?: ((item: TItem) => void) | undefined;
}

/**
 * Adds or edits an item in a dialog (or a drawer) around its form: "Add {noun}" or "Save changes",
 * busy while the form's own mutation saves, closed once it has; closing it discards the draft.
 *
 * @example
 * <ItemFormDialog {...props} noun="property" busy={useSavePropertyPending()}
 *   form={(id, onSaved) => <PropertyForm id={id} property={props.item} onSaved={onSaved} />} />
 */
export function ItemFormDialog<TItem>({
  open,
  item,
  onClose,
  onSaved,
  noun,
  createLabel = `Add ${noun}`,
  editTitle,
  variant,
  busy,
  form,
}: ItemFormDialogProps<TItem> & {
  /** The item in the texts: "Add {noun}", "Edit {noun}". */
  noun: string;
  /** The title and submit button while adding, when "Add {noun}" says it less well. */
  createLabel?: string;
  /** The title while editing, when "Edit {noun}" says too little (a person's name). */
  editTitle?: (item: TItem) => string;
  variant?: "dialog" | "drawer";
  /** Whether the form's save is under way (its mutation's pending state). */
  busy: boolean;
  form: (formId: string, onSaved: (saved: TItem) => void) => ReactNode;
}) {
  return (
    <FormDialog
      open={open}
      {...(variant ? { variant } : {})}
      title={item ? (editTitle?.(item) ?? `Edit ${noun}`) : createLabel}
      submitLabel={item ? "Save changes" : createLabel}
      submitIcon={<Icon name={item ? "check" : "plus"} size={18} />}
      busy={busy}
      busyLabel="Saving..."
      onClose={onClose}
    >
      {(formId) =>
        form(formId, (saved) => {
          onClose();
          onSaved?.(saved);
        })
      }
    </FormDialog>
  );
}
