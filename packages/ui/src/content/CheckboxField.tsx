import type { InputHTMLAttributes, ReactNode } from "react";
import { useFieldIds } from "./fieldParts.js";

export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "children"
> {
  label: string;
  description?: ReactNode;
}

/** A checkbox with its label beside it and an optional line of explanation. */
export function CheckboxField({
  label,
  description,
  id,
  className,
  ...inputProps
}: CheckboxFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={["ui-check", className].filter(Boolean).join(" ")}>
      <input
        id={ids.controlId}
        type="checkbox"
        className="ui-check__box"
        aria-describedby={description ? ids.hintId : undefined}
        {...inputProps}
      />
      <div className="ui-check__text">
        <label htmlFor={ids.controlId} className="ui-check__label">
          {label}
        </label>
        {description ? (
          <p id={ids.hintId} className="ui-check__description">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
