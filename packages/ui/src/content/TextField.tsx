import type { InputHTMLAttributes } from "react";
import {
  FieldError,
  FieldHint,
  FieldLabelText,
  describedBy,
  useFieldIds,
  type FieldLabelProps,
} from "./fieldParts.js";

export interface TextFieldProps
  extends FieldLabelProps, Omit<InputHTMLAttributes<HTMLInputElement>, "children"> {
  /** A short unit shown inside the box before the value, e.g. "$". */
  startAdornment?: string;
}

/** A labelled single-line input with its hint and validation message. */
export function TextField({
  label,
  hint,
  error,
  optional,
  startAdornment,
  id,
  className,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(id);
  const input = (
    <input
      id={ids.controlId}
      className="ui-input"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(ids, hint, error)}
      {...inputProps}
    />
  );
  return (
    <div className={["ui-field", className].filter(Boolean).join(" ")}>
      <label className="ui-field__label" htmlFor={ids.controlId}>
        <FieldLabelText label={label} optional={optional} />
      </label>
      <FieldHint id={ids.hintId} hint={hint} />
      {startAdornment ? (
        <div className="ui-input-group">
          <span className="ui-input-group__adornment" aria-hidden="true">
            {startAdornment}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}
