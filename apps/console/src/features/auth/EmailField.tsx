import { TextField } from "@hoa/ui";

/** The email field of the sign-in, create-account and reset screens; `onEdit` gets the text. */
export function EmailField({
  value,
  error,
  onEdit,
}: {
  value: string;
  error?: string | undefined;
  onEdit: (email: string) => void;
}) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      value={value}
      error={error}
      onChange={(event) => onEdit(event.target.value)}
    />
  );
}
