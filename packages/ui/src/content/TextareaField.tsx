import type { TextareaHTMLAttributes } from "react";
import {
  FieldError,
  FieldHint,
  FieldLabelText,
  describedBy,
  useFieldIds,
  type FieldLabelProps,
} from "./fieldParts.js";

export type TextareaFieldProps = FieldLabelProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "children">;

/** A labelled multi-line input with its hint and validation message. */
export function TextareaField({
  label,
  hint,
  error,
  optional,
  id,
  className,
  rows = 4,
  ...textareaProps
}: TextareaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={["ui-field", className].filter(Boolean).join(" ")}>
      <label className="ui-field__label" htmlFor={ids.controlId}>
        <FieldLabelText label={label} optional={optional} />
      </label>
      <FieldHint id={ids.hintId} hint={hint} />
      <textarea
        id={ids.controlId}
        className="ui-input ui-textarea"
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        {...textareaProps}
      />
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}
