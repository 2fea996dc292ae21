import { useId, type ReactNode } from "react";
import { CheckText, FieldError, FieldHint, describedBy } from "./fieldParts.js";

export interface ChoiceOption<Value extends string> {
  value: Value;
  label: string;
  description?: string;
}

interface ChoiceGroupFrameProps {
  legend: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** Lays the options out in a row when they fit. */
  inline?: boolean;
}

/**
 * The fieldset of a group of choices: its legend, hint and error, and a control for each option,
 * checked and toggled as the group's kind says.
 */
function ChoiceGroupFrame<Value extends string>({
  legend,
  hint,
  error,
  inline,
  type,
  name,
  options,
  isChecked,
  onToggle,
}: ChoiceGroupFrameProps & {
  type: "radio" | "checkbox";
  name: string;
  options: readonly ChoiceOption<Value>[];
  isChecked: (value: Value) => boolean;
  onToggle: (value: Value, checked: boolean) => void;
}) {
  const idPrefix = useId();
  const ids = { controlId: idPrefix, hintId: `${idPrefix}-hint`, errorId: `${idPrefix}-error` };
  return (
    <fieldset className="ui-choice-group" aria-describedby={describedBy(ids, hint, error)}>
      <legend className="ui-field__label">{legend}</legend>
      <div
        className={
          inline
            ? "ui-choice-group__options ui-choice-group__options--inline"
            : "ui-choice-group__options"
        }
      >
        {options.map((option) => (
          <ChoiceOptionControl
            key={option.value}
            option={option}
            controlId={`${idPrefix}-${option.value}`}
            type={type}
            name={name}
            checked={isChecked(option.value)}
            onChange={(checked) => onToggle(option.value, checked)}
          />
        ))}
      </div>
      <FieldHint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} error={error} />
    </fieldset>
  );
}

function ChoiceOptionControl<Value extends string>({
  option,
  controlId,
  type,
  name,
  checked,
  onChange,
}: {
  option: ChoiceOption<Value>;
  controlId: string;
  type: "radio" | "checkbox";
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const descriptionId = `${controlId}-description`;
  return (
    <div className="ui-check">
      <input
        id={controlId}
        type={type}
        name={name}
        value={option.value}
        className="ui-check__box"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        aria-describedby={option.description ? descriptionId : undefined}
      />
      <CheckText
        block="ui-check"
        controlId={controlId}
        descriptionId={descriptionId}
        label={option.label}
        description={option.description}
      />
    </div>
  );
}

export interface RadioGroupProps<Value extends string> extends ChoiceGroupFrameProps {
  name: string;
  options: readonly ChoiceOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}

/** One choice out of a few, all visible at once. */
export function RadioGroup<Value extends string>({
  value,
  onChange,
  ...group
}: RadioGroupProps<Value>) {
  return (
    <ChoiceGroupFrame
      {...group}
      type="radio"
      isChecked={(candidate) => candidate === value}
      onToggle={(chosen, checked) => {
        if (checked) onChange(chosen);
      }}
    />
  );
}

export interface CheckboxGroupProps<Value extends string> extends ChoiceGroupFrameProps {
  name: string;
  options: readonly ChoiceOption<Value>[];
  values: readonly Value[];
  onChange: (values: Value[]) => void;
}

/** Any number of choices out of a few; the result keeps the options' order. */
export function CheckboxGroup<Value extends string>({
  values,
  onChange,
  ...group
}: CheckboxGroupProps<Value>) {
  return (
    <ChoiceGroupFrame
      {...group}
      type="checkbox"
      isChecked={(candidate) => values.includes(candidate)}
      onToggle={(toggled, checked) =>
        onChange(
          group.options
            .map((option) => option.value)
            .filter((candidate) => (candidate === toggled ? checked : values.includes(candidate))),
        )
      }
    />
  );
}
