import type { InputHTMLAttributes, ReactNode } from "react";
import { useFieldIds } from "./fieldParts.js";

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
      <div className="ui-toggle__text">
        <label htmlFor={ids.controlId} className="ui-toggle__label">
          {label}
        </label>
        {description ? (
          <p id={ids.hintId} className="ui-toggle__description">
            {description}
          </p>
        ) : null}
      </div>
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
