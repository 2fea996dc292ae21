import type { Context } from "hono";
import * as v from "valibot";
import { onceFor, type Once } from "../platform/once.js";
import type { ApiEnv } from "./env.js";
import { validate } from "./validate.js";

export const IDEMPOTENCY_KEY_MESSAGE =
  "Idempotency-Key must be 1 to 255 visible characters (letters, digits and punctuation, no spaces).";

/**
 * The optional `Idempotency-Key` header of a create that must not happen twice (one that sends
 * mail or moves money): the client sends one key per thing it means to create, and the same key
 * again when it retries. Headers reach the validator with lower-case names.
 */
export const idempotencyHeaderSchema = v.object({
  "idempotency-key": v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[\x21-\x7e]{1,255}$/u, IDEMPOTENCY_KEY_MESSAGE),
      v.description(
        "One key per thing meant (a UUID). Sent again with the same body within 24 hours, it answers what the first request made, creating and sending nothing; with another body, 409",
      ),
    ),
  ),
});

/** Checks a create's `Idempotency-Key` and declares it in the OpenAPI document. */
export const idempotencyHeader = () => validate("header", idempotencyHeaderSchema);

/**
 * The create this request asks to run at most once (`runOnce`), or undefined without the header:
 * the signed-in caller's key for `operation` on this path (its parameters), with the body as
 * validated. Reads `caller` and `access`, so it runs after the organization's guard.
 */
export function onceOf(c: Context<ApiEnv>, operation: string, body: unknown): Once | undefined {
  const key = c.req.header("Idempotency-Key");
  if (key === undefined) return undefined;
  return onceFor({
    orgId: c.get("access").orgId,
    uid: c.get("caller").uid,
    operation,
    params: c.req.param() as Record<string, string>,
    key,
    body,
  });
}
