import type { InputHTMLAttributes, ReactNode } from "react";
import { CheckText, useFieldIds } from "./fieldParts.js";

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
      <CheckText
        block="ui-check"
        controlId={ids.controlId}
        descriptionId={ids.hintId}
        label={label}
        description={description}
      />
    </div>
  );
}
