import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type PathValue,
} from "react-hook-form";

/** The names of a form's text values. */
type TextFieldName<Values> = {
  [Name in keyof Values]: Values[Name] extends string ? Name : never;
}[keyof Values] &
  Path<Values & FieldValues>;

/** One message per invalid field; a field with no entry is valid. */
export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

interface SchemaIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

type SchemaResult =
  | { readonly value: unknown; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<SchemaIssue> };

/**
 * A schema that checks values the Standard Schema way, as the API's valibot schemas in
 * `@hoa/validation` do: the form and the server refuse the same input with the same message.
 */
export interface FormSchema<Input> {
  readonly "~standard": {
    readonly validate: (value: unknown) => SchemaResult | Promise<SchemaResult>;
    readonly types?: { readonly input: Input; readonly output: unknown } | undefined;
  };
}

/** What `onValidSubmit` is handed of its form: the way to show a refused request's field errors. */
export interface SubmittedForm {
  showServerErrors: (fields: Readonly<Record<string, string>> | undefined) => boolean;
}

export interface SchemaFormOptions<Input, Values extends Input & FieldValues> {
  /** The schema the values must pass; the form's values must be something it accepts. */
  schema: FormSchema<Input>;
  defaultValues: Values;
  /**
   * Called with the values as typed once the schema accepts them, and the form's
   * `showServerErrors` for a refused request's field errors.
   */
  onValidSubmit: (values: Values, form: SubmittedForm) => unknown;
}

/**
 * The console's form layer, on react-hook-form (which holds the values, errors and submitting
 * state): every rule of the schema is checked on submit, a
 * field's error clears as soon as that field is edited, and a refused submit moves focus to the
 * first invalid control on screen (found by `aria-invalid`), selecting a single-line text so typing
 * replaces it. `showServerErrors` puts the field errors of a refused request on their fields the
 * same way.
 *
 * @example
 * const form = useSchemaForm({ schema: invitationDraftSchema, defaultValues, onValidSubmit });
 * <form {...form.formProps}>
 *   <TextField label="Email" {...form.text("email")} />
 *   <RadioGroup legend="Role" options={roleOptions} {...form.choice("role")} />
 */
export function useSchemaForm<Input, Values extends Input & FieldValues>({
  schema,
  defaultValues,
  onValidSubmit,
}: SchemaFormOptions<Input, Values>) {
  const form = useForm<Values>({
    defaultValues: defaultValues as DefaultValues<Values>,
    mode: "onSubmit",
    // Errors are only ever set by a submit; editing a field clears its own.
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [refusedCount, setRefusedCount] = useState(0);

  useEffect(() => {
    if (refusedCount === 0) return;
    const control = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    control?.focus();
    if (control instanceof HTMLInputElement && SELECTABLE_TYPES.has(control.type)) control.select();
  }, [refusedCount]);

  const values = useWatch({ control: form.control }) as Values;
  const errors: FieldErrors<Values> = {};
  for (const [name, error] of Object.entries(form.formState.errors)) {
    const message = (error as FieldError | undefined)?.message;
    if (message) errors[name as keyof Values] = message;
  }

  function setValue<Name extends Path<Values>>(name: Name, value: PathValue<Values, Name>): void {
    form.setValue(name, value, { shouldDirty: true });
    if (form.getFieldState(name).error) form.clearErrors(name);
  }

  const submitValid = form.handleSubmit(async (valid) => {
    await onValidSubmit(valid, { showServerErrors });
  });

  /**
   * What binds a text field or text area to the value `name`: its name, value, error and edits.
   *
   * @example
   * <TextField label="Title" required {...form.text("title")} />
   */
  function text<Name extends TextFieldName<Values>>(name: Name) {
    return {
      name,
      value: values[name] as string,
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValue(name, event.currentTarget.value as PathValue<Values, Name>),
    };
  }

  /**
   * What binds a select to the value `name`: its name, value and choice. Its options are the
   * values the schema allows, so it shows no error of its own.
   *
   * @example
   * <SelectField label="Priority" options={priorityOptions} {...form.select("priority")} />
   */
  function select<Name extends TextFieldName<Values>>(name: Name) {
    return {
      name,
      value: values[name],
      onValueChange: (value: Values[Name]) => setValue(name, value as PathValue<Values, Name>),
    };
  }

  /**
   * What binds a radio group to the value `name`: its name, value and choice.
   *
   * @example
   * <RadioGroup legend="Role" options={roleOptions} {...form.choice("role")} />
   */
  function choice<Name extends TextFieldName<Values>>(name: Name) {
    return {
      name,
      value: values[name],
      onChange: (value: Values[Name]) => setValue(name, value as PathValue<Values, Name>),
    };
  }

  /** Checks every rule at once, in the submit's own event (no frame passes with stale errors). */
  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const showIssues = (result: SchemaResult) => {
      const refused = firstMessages(result);
      form.clearErrors();
      if (refused.length === 0) {
        void submitValid();
        return;
      }
      for (const [name, message] of refused) {
        form.setError(name as Path<Values>, { type: "schema", message });
      }
      setRefusedCount((count) => count + 1);
    };
    const result = schema["~standard"].validate(form.getValues());
    if (result instanceof Promise) void result.then(showIssues);
    else showIssues(result);
  }

  /**
   * Shows a refused request's field errors (`{ fields }` of a 400) on the form's own fields and
   * focuses the first. Returns false when none of them is a field of this form.
   */
  function showServerErrors(fields: Readonly<Record<string, string>> | undefined): boolean {
    const known = Object.entries(fields ?? {}).filter(([name]) => name in defaultValues);
    for (const [name, message] of known) {
      form.setError(name as Path<Values>, { type: "server", message });
    }
    if (known.length > 0) setRefusedCount((count) => count + 1);
    return known.length > 0;
  }

  return {
    values,
    errors,
    setValue,
    text,
    select,
    choice,
    showServerErrors,
    /** True while `onValidSubmit`'s promise is pending. */
    isSubmitting: form.formState.isSubmitting,
    /** True while some value differs from `defaultValues` (until `reset`). */
    isDirty: form.formState.isDirty,
    reset: form.reset,
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: handleSubmit,
    },
  };
}

const SELECTABLE_TYPES = new Set(["text", "email", "search", "tel", "url", "password"]);

/** The first message of each refused top-level field, in the schema's order. */
function firstMessages(result: SchemaResult): [string, string][] {
  const messages = new Map<string, string>();
  for (const issue of result.issues ?? []) {
    const first = issue.path?.[0];
    const name = typeof first === "object" ? first.key : first;
    if (typeof name === "string" && !messages.has(name)) messages.set(name, issue.message);
  }
  return [...messages];
}
