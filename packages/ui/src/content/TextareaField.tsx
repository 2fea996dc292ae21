import type { ReactNode, TextareaHTMLAttributes } from "react";
import { FieldFrame, useField, type FieldLabelProps } from "./fieldParts.js";

export type TextareaFieldProps = FieldLabelProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "children"> & {
    /**
     * What the text holds so far, under the control ("3 addresses recognized", "120 of 1000
     * characters"): read with the control, and announced politely as it changes. Pass "" while
     * there is nothing to say, so the first status is announced too.
     */
    status?: ReactNode;
  };

/** A labelled multi-line input with its hint, its status and its validation message. */
export function TextareaField({ status, rows = 4, ...props }: TextareaFieldProps) {
  const { ids, frame, aria, control: textareaProps } = useField(props);
  const statusId = `${ids.controlId}-status`;
  const description = [aria["aria-describedby"], status ? statusId : undefined]
    .filter(Boolean)
    .join(" ");
  return (
    <FieldFrame {...frame}>
      <textarea
        id={ids.controlId}
        className="ui-input ui-textarea"
        rows={rows}
        aria-invalid={aria["aria-invalid"]}
        aria-describedby={description || undefined}
        {...textareaProps}
      />
      {status === undefined ? null : (
        // Kept in place while empty, so the first text put in it is announced too.
        <p id={statusId} className="ui-field__hint" aria-live="polite">
          {status}
        </p>
      )}
    </FieldFrame>
  );
}
