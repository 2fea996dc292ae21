import { TextField, TextareaField, type TextFieldProps, type TextareaFieldProps } from "@hoa/ui";
import { timeZoneLabel, type TimeZone } from "@hoa/validation";

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

/**
 * The time of day of what a form schedules (an event, a hearing), in the organization's time
 * zone, which its hint names.
 *
 * @example
 * <ZoneTimeField zone={zone} {...form.text("time")} />
 */
export function ZoneTimeField({
  zone,
  ...props
}: Omit<TextFieldProps, "label" | "type"> & { zone: TimeZone }) {
  return <TextField label="Time" type="time" required hint={timeZoneLabel(zone)} {...props} />;
}
