import { isWellFormedText, messages } from "@hoa/validation";
import { createMiddleware } from "hono/factory";
import { ApiError } from "./errors.js";
import { apiMessages } from "./messages.js";

const isJsonMediaType = (contentType: string | undefined): boolean =>
  contentType?.split(";")[0]?.trim().toLowerCase() === "application/json";

/**
 * For a route that takes a JSON body: refuses one over the size limit (413), one not declared as
 * JSON (415), and one that is not a JSON object (400), before the token is even checked. The
 * parsed body is left where the framework's validator reads it (`c.req.json()` is cached).
 */
export function jsonBody(maxBodyBytes: number) {
  return createMiddleware(async (c, next) => {
    const declaredLength = Number(c.req.header("content-length") ?? 0);
    if (declaredLength > maxBodyBytes) throw new ApiError(413, apiMessages.bodyTooLarge);
    const raw = await c.req.arrayBuffer();
    if (raw.byteLength > maxBodyBytes) throw new ApiError(413, apiMessages.bodyTooLarge);
    if (!isJsonMediaType(c.req.header("content-type"))) {
      throw new ApiError(415, apiMessages.bodyNotJson);
    }
    await next();
  });
}

/**
 * Whether every text in `value` is well-formed Unicode: JSON may escape half of a surrogate pair
 * alone (`"\ud800"`), and Firestore refuses to store such a text. With `namesOnly`, only the
 * names of fields are looked at (the request's schema judges the values, naming each field).
 */
export function wellFormed(value: unknown, { namesOnly = false } = {}): boolean {
  if (typeof value === "string") return namesOnly || isWellFormedText(value);
  if (Array.isArray(value)) return value.every((item) => wellFormed(item, { namesOnly }));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).every(
      ([key, item]) => isWellFormedText(key) && wellFormed(item, { namesOnly }),
    );
  }
  return true;
}

/**
 * The body as a JSON object, or a 400 saying it must be one (malformed JSON included), or that
 * the name of one of its fields is not valid Unicode (no schema names such a field; its values'
 * texts are the schema's to judge).
 */
export async function readJsonObject(request: { text(): Promise<string> }): Promise<object> {
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    throw new ApiError(400, messages.requestBodyNotObject);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ApiError(400, messages.requestBodyNotObject);
  }
  if (!wellFormed(body, { namesOnly: true })) throw new ApiError(400, apiMessages.textNotUnicode);
  return body;
}
