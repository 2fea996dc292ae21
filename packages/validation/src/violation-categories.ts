import * as v from "valibot";
import { centsToAmount, parseCents } from "./billing.js";
import { listOrder, listQuerySchema } from "./lists.js";
import { messages } from "./messages.js";
import { maxCharacters, optionalText, requiredText, text, wholeNumber } from "./schema.js";

/**
 * A kind of covenant violation (landscaping, parking, trash, noise...) as the board sets it: what a
 * notice says by default, the rule it cites, how long the owner has to cure it and the fine the
 * published schedule sets. A violation copies these when it is reported, so a later change to the
 * category changes no violation already under way.
 */
export const VIOLATION_CATEGORY_NAME_MAX_LENGTH = 60;
export const VIOLATION_CATEGORY_RULE_MAX_LENGTH = 120;
export const VIOLATION_CATEGORY_DESCRIPTION_MAX_LENGTH = 2_000;
/** A cure period longer than a year is not a cure period. */
export const CURE_DAYS_MAX = 365;

export const violationCategoryMessages = {
  nameRequired: "Name is required",
  nameTooLong: `Name must be at most ${VIOLATION_CATEGORY_NAME_MAX_LENGTH} characters`,
  ruleTooLong: `Rule must be at most ${VIOLATION_CATEGORY_RULE_MAX_LENGTH} characters`,
  descriptionTooLong: `Description must be at most ${VIOLATION_CATEGORY_DESCRIPTION_MAX_LENGTH.toLocaleString("en-US")} characters`,
  cureDaysInvalid: `Cure period must be a whole number of days from 0 to ${CURE_DAYS_MAX}`,
  fineInvalid: "Fine must be an amount such as 100.00, or 0 for none",
  notFound: "Violation category not found",
} as const;

const m = violationCategoryMessages;

/** A category as an administrator enters it; the fine is an amount ("100.00"), 0 for none. */
export const violationCategoryDraftSchema = v.object(
  {
    name: v.pipe(
      requiredText(m.nameRequired),
      maxCharacters(VIOLATION_CATEGORY_NAME_MAX_LENGTH, m.nameTooLong),
    ),
    rule: v.pipe(
      optionalText(m.ruleTooLong),
      maxCharacters(VIOLATION_CATEGORY_RULE_MAX_LENGTH, m.ruleTooLong),
    ),
    description: v.pipe(
      optionalText(m.descriptionTooLong),
      maxCharacters(VIOLATION_CATEGORY_DESCRIPTION_MAX_LENGTH, m.descriptionTooLong),
    ),
    cureDays: wholeNumber(m.cureDaysInvalid, CURE_DAYS_MAX),
    fine: v.pipe(
      text(m.fineInvalid),
      v.trim(),
      v.check((amount) => parseCents(amount) !== null, m.fineInvalid),
      // Kept as the amount it is ("100" is "100.00"), as the category answers it.
      v.transform((amount) => centsToAmount(parseCents(amount) ?? 0)),
    ),
  },
  messages.requestBodyNotObject,
);
export type ViolationCategoryDraft = v.InferOutput<typeof violationCategoryDraftSchema>;

/** `POST /api/orgs/{orgId}/violation-categories`. */
export const createViolationCategoryRequestSchema = violationCategoryDraftSchema;

/** `PATCH /api/orgs/{orgId}/violation-categories/{categoryId}`: any of the fields. */
export const updateViolationCategoryRequestSchema = v.partial(violationCategoryDraftSchema);
export type UpdateViolationCategoryRequest = v.InferOutput<
  typeof updateViolationCategoryRequestSchema
>;

/** By name (default), cure period or fine; a board has a few categories, so no search. */
export const VIOLATION_CATEGORY_LIST_ORDER = listOrder({
  sorts: ["name", "-name", "cureDays", "-cureDays", "fineCents", "-fineCents"],
  defaultSort: "name",
});

/** `GET /api/orgs/{orgId}/violation-categories`. */
export const violationCategoryListQuerySchema = listQuerySchema({
  order: VIOLATION_CATEGORY_LIST_ORDER,
  searchable: false,
  filters: {},
});

/** "14 days", "1 day", "None" (no cure period: the notice goes straight to a hearing). */
export const cureDaysLabel = (days: number): string =>
  days === 0 ? "None" : days === 1 ? "1 day" : `${days} days`;
