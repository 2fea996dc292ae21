import * as v from "valibot";

export const IDEMPOTENCY_KEY_MESSAGE =
  "Idempotency-Key must be 1 to 255 visible characters (letters, digits and punctuation, no spaces).";

/**
 * The optional `Idempotency-Key` header of a create that must not happen twice (a payment): the
 * client sends one key per thing it means to create, and the same key again when it retries.
 * Headers reach the validator with lower-case names.
 */
export const idempotencyHeaderSchema = v.object({
  "idempotency-key": v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[\x21-\x7e]{1,255}$/u, IDEMPOTENCY_KEY_MESSAGE),
      v.description(
        "One key per payment meant (a UUID); sending the same key again answers the payment recorded the first time",
      ),
    ),
  ),
});
