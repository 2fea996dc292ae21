import * as v from "valibot";
import { messages } from "./messages.js";
import { characterCount } from "./text.js";

/**
 * Helpers shared by the request schemas. A schema here is a valibot schema (a Standard Schema), so
 * the API validates with it, the OpenAPI document is generated from it, and a form library can use
 * it as its resolver. Each rule keeps the one message the product gives it.
 */

/** A message-returning rule (`undefined` when the value passes) as a valibot check. */
/* @__NO_SIDE_EFFECTS__ */
export function rule<T>(validate: (value: T) => string | undefined) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = validate(dataset.value);
    if (message !== undefined) addIssue({ message });
  });
}

/** A text of at most `max` characters as a person counts them (`characterCount`), else `message`. */
/* @__NO_SIDE_EFFECTS__ */
export const maxCharacters = (max: number, message: string) =>
  v.check((text: string) => characterCount(text) <= max, message);

/** Every refused field with its first message, keyed by its dotted path ("" for the body). */
export type FieldMessages = Record<string, string>;

/** The outcome of checking input against a schema, with the first message and one per field. */
export type SchemaResult<T> =
  { ok: true; value: T } | { ok: false; error: string; fields: FieldMessages };

/** Checks `input` against `schema`, collecting one message per field, in the schema's order. */
export function checkSchema<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): SchemaResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, ...describeIssues(schema, result.issues) };
}

/** The first message and the first message of each field, for the issues of `schema`. */
export function describeIssues(
  schema: v.GenericSchema,
  issues: readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]],
): { error: string; fields: FieldMessages } {
  const fields: FieldMessages = {};
  let error: string | undefined;
  for (const issue of issues) {
    const message = issueMessage(schema, issue);
    error ??= message;
    fields[v.getDotPath(issue) ?? ""] ??= message;
  }
  return { error: error ?? issues[0].message, fields };
}

/** One message per refused field of a form; the same shape as `FieldErrors` of `@hoa/ui`. */
export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/**
 * A form's field errors from a schema: the first message of each top-level field, in the order
 * of the field's rules (an item of a list counts as its list). An empty object when valid.
 *
 * @example
 * const validateEventDraft = (draft: EventDraft) => fieldErrorsOf(eventDraftSchema, draft);
 */
export function fieldErrorsOf<
  TSchema extends v.GenericSchema,
  Values extends v.InferInput<TSchema>,
>(schema: TSchema, values: Values): FieldErrors<Values> {
  const result = v.safeParse(schema, values);
  if (result.success) return {};
  const errors: FieldErrors<Values> = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key;
    if (typeof field !== "string") continue;
    errors[field as keyof Values] ??= issueMessage(schema, issue);
  }
  return errors;
}

function issueMessage(schema: v.GenericSchema, issue: v.BaseIssue<unknown>): string {
  return missingFieldMessage(schema, issue) ?? issue.message;
}

/**
 * valibot reports a missing key with the message of the object around it; the product's message
 * for it is the field's own (a missing name is "Organization name is required"), so the field's
 * schema is asked what it says of no value.
 */
function missingFieldMessage(
  schema: v.GenericSchema,
  issue: v.BaseIssue<unknown>,
): string | undefined {
  if (issue.kind !== "schema" || issue.received !== "undefined" || !issue.path) return undefined;
  let field: unknown = schema;
  for (const item of issue.path) {
    const entries = (field as { entries?: Record<string, unknown> }).entries;
    if (!entries || typeof item.key !== "string" || !Object.hasOwn(entries, item.key)) {
      return undefined;
    }
    field = entries[item.key];
  }
  if (field === schema) return undefined;
  const own = v.safeParse(field as v.GenericSchema, undefined);
  return own.success ? undefined : own.issues[0].message;
}

/** In a Unicode pattern a surrogate pair is one character: only half of one alone matches. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Whether a text is well-formed Unicode. JSON may escape half of a surrogate pair alone
 * (`"\ud800"`), which no UTF-8 store can keep: Firestore refuses to store it.
 */
export const isWellFormedText = (value: string): boolean => !LONE_SURROGATE.test(value);

/** The rule every text of a request carries (`text()` adds it): well-formed Unicode. */
export const wellFormedText = v.check<string, string>(isWellFormedText, messages.textNotUnicode);

/**
 * Text, the base of every text field of a request: a string (else `notText`) that is well-formed
 * Unicode (else "...not valid Unicode..."). A test walks every exported schema for a string
 * without this rule.
 */
/* @__NO_SIDE_EFFECTS__ */
export const text = (notText: string) => v.pipe(v.string(notText), wellFormedText);

/** Text that is trimmed before its rules run. */
/* @__NO_SIDE_EFFECTS__ */
export const trimmedText = (notText: string) => v.pipe(text(notText), v.trim());

/** Required text, judged after trimming; text that is missing, blank or not text gets `message`. */
/* @__NO_SIDE_EFFECTS__ */
export const requiredText = (message: string) =>
  v.pipe(text(message), v.trim(), v.nonEmpty(message));

/** An optional text field: missing or null reads as "", anything else must be text. */
/* @__NO_SIDE_EFFECTS__ */
export const optionalText = (notText: string) =>
  v.pipe(
    v.optional(v.nullable(text(notText)), ""),
    v.transform((value) => (value ?? "").trim()),
  );

/** Text that only some choices need (a scheduled date, say): missing reads as "". */
/* @__NO_SIDE_EFFECTS__ */
/**
 * A whole number from `min` to `max`, sent as a number or as the text a form's field holds ("14");
 * anything else is refused with `message`.
 */
export const wholeNumber = (message: string, max: number, min = 0) =>
  v.pipe(
    v.union([v.pipe(text(message), v.trim()), v.pipe(v.number(), v.transform(String))], message),
    v.regex(/^\d{1,9}$/u, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

export const textWhenNeeded = (notText: string) => v.optional(trimmedText(notText), "");

/**
 * `field` is required while `choice` is `value` (a scheduled notification's date, say), for a
 * pipe of objects shaped `TInput`: the check is reported on `field`, and runs even when other
 * fields are refused, so that a form shows every message at once.
 */
/* @__NO_SIDE_EFFECTS__ */
export function requiredWhen<TInput extends Record<string, unknown>>(
  choice: keyof TInput & string,
  value: TInput[keyof TInput],
  field: keyof TInput & string,
  message: string,
): v.BaseValidation<TInput, TInput, v.BaseIssue<unknown>> {
  const paths: [[string], [string]] = [[choice], [field]];
  const check = v.forward<Record<string, unknown>, v.BaseIssue<unknown>, [string]>(
    v.partialCheck<Record<string, unknown>, [[string], [string]], Record<string, unknown>, string>(
      paths,
      (input) => input[choice] !== value || input[field] !== "",
      message,
    ),
    [field],
  );
  // valibot types a forwarded check by the paths it names; the pipe it joins sees the whole object.
  return check as unknown as v.BaseValidation<TInput, TInput, v.BaseIssue<unknown>>;
}
