import * as v from "valibot";
import { describe, expect, it } from "vitest";
import * as validation from "./index.js";
import {
  albumRequestSchema,
  checkSchema,
  createTicketCommentRequestSchema,
  isWellFormedText,
  messages,
  optionalText,
  requiredText,
  text,
  trimmedText,
  wellFormedText,
} from "./index.js";

const LONE_HALVES = ["\ud800", "\udbff", "\udc00", "\udfff"];

interface SchemaNode {
  kind?: unknown;
  type?: unknown;
  pipe?: readonly SchemaNode[];
  wrapped?: SchemaNode;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  items?: readonly SchemaNode[];
  options?: readonly SchemaNode[];
  key?: SchemaNode;
  value?: SchemaNode;
  rest?: SchemaNode;
}

const isSchema = (value: unknown): value is SchemaNode =>
  typeof value === "object" && value !== null && (value as SchemaNode).kind === "schema";

/**
 * The paths of the strings in `schema` that no `wellFormedText` rule covers: the rule covers the
 * value of the pipe it is in, through the wrappers (optional, nullable, union) of that value, but
 * not the fields or items of an object or list, which are texts of their own.
 */
function uncheckedTexts(schema: SchemaNode, path: string, covered = false): string[] {
  if (schema.pipe) {
    const own = covered || schema.pipe.includes(wellFormedText as unknown as SchemaNode);
    return schema.pipe.filter(isSchema).flatMap((inner) => uncheckedTexts(inner, path, own));
  }
  const found: string[] = [];
  if (schema.type === "string" && !covered) found.push(path);
  for (const inner of [schema.wrapped, ...(schema.options ?? [])]) {
    if (isSchema(inner)) found.push(...uncheckedTexts(inner, path, covered));
  }
  for (const [name, entry] of Object.entries(schema.entries ?? {})) {
    found.push(...uncheckedTexts(entry, `${path}.${name}`));
  }
  for (const [index, entry] of (schema.items ?? []).entries()) {
    found.push(...uncheckedTexts(entry, `${path}[${index}]`));
  }
  if (isSchema(schema.item)) found.push(...uncheckedTexts(schema.item, `${path}[]`));
  if (isSchema(schema.key)) found.push(...uncheckedTexts(schema.key, `${path}{key}`));
  if (isSchema(schema.value)) found.push(...uncheckedTexts(schema.value, `${path}{value}`));
  if (isSchema(schema.rest)) found.push(...uncheckedTexts(schema.rest, `${path}{rest}`));
  return found;
}

describe("text that is not valid Unicode", () => {
  it("is told apart from well-formed text, emoji and letters outside the BMP included", () => {
    for (const half of LONE_HALVES) {
      expect(isWellFormedText(`Pool ${half} day`)).toBe(false);
      expect(isWellFormedText(half)).toBe(false);
    }
    // A pair written the wrong way round is two lone halves.
    expect(isWellFormedText("\udc00\ud800")).toBe(false);
    for (const good of ["", "Pool day", "Élise 😀", "𝔸lbum", "\ud83d\ude00", "中文"]) {
      expect(isWellFormedText(good)).toBe(true);
    }
  });

  it("is refused by every text helper with its own message", () => {
    for (const schema of [text("Not text"), trimmedText("Not text"), requiredText("Required")]) {
      expect(v.safeParse(schema, " A \ud800 ").issues?.[0]?.message).toBe(messages.textNotUnicode);
    }
    expect(v.safeParse(optionalText("Not text"), "\udfff").issues?.[0]?.message).toBe(
      messages.textNotUnicode,
    );
    expect(v.safeParse(optionalText("Not text"), null).success).toBe(true);
  });

  it("names the refused field: an album's title, its description, a comment's body", () => {
    expect(checkSchema(albumRequestSchema, { title: "Pool \ud800 day" })).toEqual({
      ok: false,
      error: messages.textNotUnicode,
      fields: { title: messages.textNotUnicode },
    });
    expect(
      checkSchema(albumRequestSchema, { title: "Pool day", description: "June \udc00" }),
    ).toMatchObject({ ok: false, fields: { description: messages.textNotUnicode } });
    expect(checkSchema(createTicketCommentRequestSchema, { body: "\ud800" })).toMatchObject({
      ok: false,
      fields: { body: messages.textNotUnicode },
    });
    expect(checkSchema(albumRequestSchema, { title: "Pool 😀 day" })).toMatchObject({ ok: true });
  });

  it("has a rule on every string of every schema the package exports", () => {
    const schemas = Object.entries(validation).filter(([, value]) => isSchema(value));
    expect(schemas.length).toBeGreaterThan(40);
    const unchecked = schemas.flatMap(([name, schema]) =>
      uncheckedTexts(schema as SchemaNode, name),
    );
    expect(unchecked).toEqual([]);
  });

  it("would be caught by that walk: a plain string field is reported", () => {
    const careless = v.object({
      title: requiredText("Required"),
      tags: v.array(v.string()),
      note: v.optional(v.pipe(v.string(), v.trim())),
      nested: v.object({ ok: text("Not text"), bad: v.nullable(v.string()) }),
    });
    expect(uncheckedTexts(careless as unknown as SchemaNode, "careless")).toEqual([
      "careless.tags[]",
      "careless.note",
      "careless.nested.bad",
    ]);
  });
});
