import { describeIssues, type FieldMessages } from "@hoa/validation";
import type { HonoRequest } from "hono";
import { createMiddleware } from "hono/factory";
import { validator } from "hono-openapi";
import * as v from "valibot";
import { ApiError } from "./errors.js";
import { readJsonObject, wellFormed } from "./json-body.js";
import { apiMessages } from "./messages.js";

/** 400 naming every refused field: `{error: <first message>, fields: {<field>: <message>}}`. */
function refuse(schema: v.GenericSchema, input: unknown): never {
  const result = v.safeParse(schema, input);
  if (result.success) throw new Error("refuse() called for valid input");
  const { error, fields } = describeIssues(schema, result.issues);
  throw new ApiError(400, error, {}, onlyNamedFields(fields));
}

const onlyNamedFields = (fields: FieldMessages): FieldMessages | undefined => {
  const named = Object.entries(fields).filter(([field]) => field !== "");
  return named.length > 0 ? Object.fromEntries(named) : undefined;
};

/**
 * Validates one part of the request with a schema of `@hoa/validation`; the framework records
 * the schema in the OpenAPI document, and the handler reads the typed result with `c.req.valid`.
 */
export function validate<
  TTarget extends "query" | "param" | "header",
  TSchema extends v.GenericSchema,
>(target: TTarget, schema: TSchema) {
  return validator(target, schema, (result) => {
    if (!result.success) refuse(schema, result.data);
  });
}

/**
 * The JSON body: an object (400 otherwise, malformed JSON included), then the schema's rules,
 * which refuse a text that is not valid Unicode in the field holding it. What the schema lets
 * through must still be valid Unicode throughout (400 otherwise), so that no text of a request
 * reaches Firestore unchecked.
 */
export function validateBody<TSchema extends v.GenericSchema>(schema: TSchema) {
  const mustBeObject = createMiddleware(async (c, next) => {
    await readJsonObject(c.req);
    await next();
  });
  return [
    mustBeObject,
    validator("json", schema, (result) => {
      if (!result.success) refuse(schema, result.data);
      if (!wellFormed(result.data)) throw new ApiError(400, apiMessages.textNotUnicode);
    }),
  ] as const;
}

/**
 * The JSON body of a request whose schema depends on more than the route (an administrator's
 * ticket names its resident, a member's does not), checked as `validateBody` checks a body. Its
 * route documents a schema that accepts each of them (`jsonRequestBody`).
 */
export async function readBody<T>(
  request: HonoRequest,
  schema: v.GenericSchema<unknown, T>,
): Promise<T> {
  const body = await readJsonObject(request);
  const result = v.safeParse(schema, body);
  if (!result.success) refuse(schema, body);
  if (!wellFormed(result.output)) throw new ApiError(400, apiMessages.textNotUnicode);
  return result.output;
}
