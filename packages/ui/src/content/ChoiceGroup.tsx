import { useId, type ReactNode } from "react";
import { FieldError, FieldHint } from "./fieldParts.js";

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

function ChoiceGroupFrame({
  legend,
  hint,
  error,
  inline,
  children,
}: ChoiceGroupFrameProps & { children: (idPrefix: string) => ReactNode }) {
  const idPrefix = useId();
  const hintId = `${idPrefix}-hint`;
  const errorId = `${idPrefix}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset className="ui-choice-group" aria-describedby={describedBy || undefined}>
      <legend className="ui-field__label">{legend}</legend>
      <FieldHint id={hintId} hint={hint} />
      <div
        className={
          inline
            ? "ui-choice-group__options ui-choice-group__options--inline"
            : "ui-choice-group__options"
        }
      >
        {children(idPrefix)}
      </div>
      <FieldError id={errorId} error={error} />
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
      <div className="ui-check__text">
        <label htmlFor={controlId} className="ui-check__label">
          {option.label}
        </label>
        {option.description ? (
          <p id={descriptionId} className="ui-check__description">
            {option.description}
          </p>
        ) : null}
      </div>
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
  name,
  options,
  value,
  onChange,
  ...frameProps
}: RadioGroupProps<Value>) {
  return (
    <ChoiceGroupFrame {...frameProps}>
      {(idPrefix) =>
        options.map((option) => (
          <ChoiceOptionControl
            key={option.value}
            option={option}
            controlId={`${idPrefix}-${option.value}`}
            type="radio"
            name={name}
            checked={option.value === value}
            onChange={(checked) => {
              if (checked) onChange(option.value);
            }}
          />
        ))
      }
    </ChoiceGroupFrame>
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
  name,
  options,
  values,
  onChange,
  ...frameProps
}: CheckboxGroupProps<Value>) {
  return (
    <ChoiceGroupFrame {...frameProps}>
      {(idPrefix) =>
        options.map((option) => (
          <ChoiceOptionControl
            key={option.value}
            option={option}
            controlId={`${idPrefix}-${option.value}`}
            type="checkbox"
            name={name}
            checked={values.includes(option.value)}
            onChange={(checked) =>
              onChange(
                options
                  .map((candidate) => candidate.value)
                  .filter((candidate) =>
                    candidate === option.value ? checked : values.includes(candidate),
                  ),
              )
            }
          />
        ))
      }
    </ChoiceGroupFrame>
  );
}
