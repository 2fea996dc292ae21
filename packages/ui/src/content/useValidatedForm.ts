import { useEffect, useRef, useState, type FormEvent } from "react";

/** One message per invalid field; a field with no entry is valid. */
import type { FieldErrors } from "./useSchemaForm.js";

export interface ValidatedFormOptions<Values> {
  initialValues: Values;
  validate: (values: Values) => FieldErrors<Values>;
  onValidSubmit: (values: Values) => void;
}

/**
 * Form state with the console's validation behaviour: every rule is checked on submit, a field's
 * error clears as soon as that field is edited, and a failed submit moves focus to the first
 * invalid control in the form (found by `aria-invalid`, so the order is the order on screen).
 */
export function useValidatedForm<Values extends object>({
  initialValues,
  validate,
  onValidSubmit,
}: ValidatedFormOptions<Values>) {
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [failedSubmitCount, setFailedSubmitCount] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (failedSubmitCount === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmitCount]);

  function setValue<Key extends keyof Values>(key: Key, value: Values[Key]): void {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => {
      if (previous[key] === undefined) return previous;
      const next = { ...previous };
      delete next[key];
      return next;
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const nextErrors = validate(values);
    setErrors(nextErrors);
    if (Object.values(nextErrors).some(Boolean)) {
      setFailedSubmitCount((count) => count + 1);
      return;
    }
    onValidSubmit(values);
  }

  return {
    values,
    errors,
    setValue,
    formProps: { ref: formRef, noValidate: true, onSubmit: handleSubmit },
  };
}
