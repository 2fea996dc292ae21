import type { InputHTMLAttributes } from "react";
import { FieldFrame, controlAria, useFieldIds, type FieldLabelProps } from "./fieldParts.js";

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
      {...controlAria(ids, hint, error)}
      {...inputProps}
    />
  );
  return (
    <FieldFrame
      ids={ids}
      label={label}
      optional={optional}
      hint={hint}
      error={error}
      className={className}
    >
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
    </FieldFrame>
  );
}
