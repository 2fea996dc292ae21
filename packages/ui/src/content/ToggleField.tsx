import type { InputHTMLAttributes, ReactNode } from "react";
import { CheckText, useFieldIds } from "./fieldParts.js";

export interface ToggleFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "role" | "children"
> {
  label: string;
  description?: ReactNode;
}

/**
 * An on/off setting: a native checkbox exposed as a switch, so Space toggles it and screen
 * readers announce "on" or "off".
 */
export function ToggleField({
  label,
  description,
  id,
  className,
  ...inputProps
}: ToggleFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={["ui-toggle", className].filter(Boolean).join(" ")}>
      <CheckText
        block="ui-toggle"
        controlId={ids.controlId}
        descriptionId={ids.hintId}
        label={label}
        description={description}
      />
      <input
        id={ids.controlId}
        type="checkbox"
        role="switch"
        className="ui-toggle__switch"
        aria-describedby={description ? ids.hintId : undefined}
        {...inputProps}
      />
    </div>
  );
}
