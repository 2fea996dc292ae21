import { TextField, type TextFieldProps } from "@hoa/ui";

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
