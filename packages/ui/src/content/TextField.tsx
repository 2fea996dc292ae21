import type { InputHTMLAttributes } from "react";
import { FieldFrame, useField, type FieldLabelProps } from "./fieldParts.js";

export interface TextFieldProps
  extends FieldLabelProps, Omit<InputHTMLAttributes<HTMLInputElement>, "children"> {
  /** A short unit shown inside the box before the value, e.g. "$". */
  startAdornment?: string;
}

/** A labelled single-line input with its hint and validation message. */
export function TextField({ startAdornment, ...props }: TextFieldProps) {
  const { ids, frame, aria, control: inputProps } = useField(props);
  const input = <input id={ids.controlId} className="ui-input" {...aria} {...inputProps} />;
  return (
    <FieldFrame {...frame}>
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
