import { TextField, TextareaField, type TextFieldProps, type TextareaFieldProps } from "@hoa/ui";

/**
 * The title of what a form adds or edits, its first field: required, focused as the dialog
 * opens, with no browser suggestions.
 *
 * @example
 * <TitleField {...form.text("title")} />
 */
export function TitleField(props: Omit<TextFieldProps, "label">) {
  return <TextField label="Title" required data-autofocus autoComplete="off" {...props} />;
}

/**
 * The optional description of what a form adds or edits (an album, a document, the organization).
 *
 * @example
 * <DescriptionField rows={3} {...form.text("description")} />
 */
export function DescriptionField(props: Omit<TextareaFieldProps, "label">) {
  return <TextareaField label="Description" optional {...props} />;
}
