import type { SelectHTMLAttributes } from "react";
import { FieldFrame, useField, type FieldLabelProps } from "./fieldParts.js";

export interface SelectOption<Value extends string = string> {
  value: Value;
  label: string;
}

/** Options whose label is their value, e.g. `["Condo", "Townhouse"]`. */
export function plainOptions<Value extends string>(
  values: readonly Value[],
): SelectOption<Value>[] {
  return values.map((value) => ({ value, label: value }));
}

export interface SelectFieldProps<Value extends string>
  extends
    FieldLabelProps,
    Omit<
      SelectHTMLAttributes<HTMLSelectElement>,
      "children" | "value" | "defaultValue" | "onChange"
    > {
  options: readonly SelectOption<Value>[];
  value: Value;
  /** Called with the chosen option's value, typed as one of `options`. */
  onValueChange: (value: Value) => void;
}

/** A labelled native select, so keyboard and screen-reader behaviour come for free. */
export function SelectField<Value extends string>({
  options,
  value,
  onValueChange,
  ...props
}: SelectFieldProps<Value>) {
  const { ids, frame, aria, control: selectProps } = useField(props);
  return (
    <FieldFrame {...frame}>
      <div className="ui-select">
        <select
          id={ids.controlId}
          className="ui-input ui-select__control"
          {...aria}
          value={value}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.currentTarget.value);
            if (chosen) onValueChange(chosen.value);
          }}
          {...selectProps}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </FieldFrame>
  );
}
