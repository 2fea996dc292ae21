import { useId, type LabelHTMLAttributes, type ReactNode } from "react";

/** What every labelled control accepts besides its native attributes. */
export interface FieldLabelProps {
  label: string;
  /** Help shown under the control and read with it. */
  hint?: ReactNode;
  /** The validation message; marks the control invalid and is read with it. */
  error?: string | undefined;
  /** Adds a visible "(optional)" to the label. */
  optional?: boolean;
}

export interface FieldIds {
  controlId: string;
  hintId: string;
  errorId: string;
}

export function useFieldIds(id: string | undefined): FieldIds {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** The `aria-describedby` value for a control with the given hint and error. */
export function describedBy(
  ids: FieldIds,
  hint: ReactNode | undefined,
  error: string | undefined,
): string | undefined {
  const parts = [hint ? ids.hintId : undefined, error ? ids.errorId : undefined].filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : undefined;
}

export function FieldLabelText({ label, optional }: Pick<FieldLabelProps, "label" | "optional">) {
  return (
    <>
      {label}
      {optional ? <span className="ui-field__optional"> (optional)</span> : null}
    </>
  );
}

export function FieldHint({ id, hint }: { id: string; hint: ReactNode | undefined }) {
  return hint ? (
    <p id={id} className="ui-field__hint">
      {hint}
    </p>
  ) : null;
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="ui-field__error">
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path
          d="M8 4.5v4.5M8 11.2v.3"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </svg>
      {error}
    </p>
  ) : null;
}

/** The ARIA a field's control carries: invalid while it has an error, described by its hint and error. */
export function controlAria(ids: FieldIds, hint: ReactNode | undefined, error: string | undefined) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(ids, hint, error),
  } as const;
}

/**
 * A field's parts from its props: the ids, what its frame shows (`FieldFrame`), the ARIA its
 * control carries, and the rest of the props, which are the control's own.
 */
export function useField<TProps extends FieldLabelProps & { id?: string; className?: string }>({
  label,
  hint,
  error,
  optional,
  id,
  className,
  ...control
}: TProps) {
  const ids = useFieldIds(id);
  return {
    ids,
    frame: { ids, label, hint, error, optional, className },
    aria: controlAria(ids, hint, error),
    control,
  };
}

export interface FieldFrameProps extends FieldLabelProps {
  ids: FieldIds;
  className?: string | undefined;
  /** The label's attributes when the control's owner gives them (a combobox's label). */
  labelProps?: LabelHTMLAttributes<HTMLLabelElement>;
  /** The control, and what stands between it and the error (a status line). */
  children: ReactNode;
}

/**
 * What every labelled field has around its control, in this order: the label (with
 * "(optional)"), the control, then the hint and the validation message under it, with the ids the
 * control names. Side by side in a two-column `FormGrid`, the three parts sit on rows the fields
 * share, so the controls of a row line up whether or not a field has a hint or an error.
 */
export function FieldFrame({
  ids,
  label,
  optional,
  hint,
  error,
  className,
  labelProps = { htmlFor: ids.controlId },
  children,
}: FieldFrameProps) {
  return (
    <div className={["ui-field", className].filter(Boolean).join(" ")}>
      <label className="ui-field__label" {...labelProps}>
        <FieldLabelText label={label} optional={optional} />
      </label>
      <div className="ui-field__control">{children}</div>
      {hint || error ? (
        <div className="ui-field__below">
          <FieldHint id={ids.hintId} hint={hint} />
          <FieldError id={ids.errorId} error={error} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * The label and the line of explanation beside a checkbox or a switch, in the class block of its
 * kind (`ui-check`, `ui-toggle`); the explanation has the id the control is described by.
 */
export function CheckText({
  block,
  controlId,
  descriptionId,
  label,
  description,
}: {
  block: "ui-check" | "ui-toggle";
  controlId: string;
  descriptionId: string;
  label: ReactNode;
  description: ReactNode | undefined;
}) {
  return (
    <div className={`${block}__text`}>
      <label htmlFor={controlId} className={`${block}__label`}>
        {label}
      </label>
      {description ? (
        <p id={descriptionId} className={`${block}__description`}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
