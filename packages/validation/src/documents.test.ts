import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  DOCUMENT_CATEGORY_LABELS,
  createDocumentRequestSchema,
  documentKeywords,
  documentUploadQuerySchema,
  updateDocumentRequestSchema,
} from "./documents.js";
import { messages } from "./messages.js";

const uploadId = "u0123456789abcdefXYZ";
const issueOf = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.[0]?.message;

describe("documents", () => {
  it("offers the specification's categories, in its words and order", () => {
    expect(Object.values(DOCUMENT_CATEGORY_LABELS)).toEqual([
      "Governing Documents",
      "Financial Reports",
      "Meeting Minutes",
      "Forms",
      "Policies",
    ]);
  });

  it("trims a new document, visible to all members unless said otherwise", () => {
    expect(
      v.parse(createDocumentRequestSchema, {
        uploadId,
        title: " Bylaws 2026 ",
        category: "governingDocuments",
      }),
    ).toEqual({
      uploadId,
      title: "Bylaws 2026",
      category: "governingDocuments",
      description: "",
      visibility: "members",
    });
  });

  it("refuses a missing title, an unknown category or visibility and a malformed upload id", () => {
    const base = { uploadId, title: "Bylaws", category: "forms" };
    expect(issueOf(createDocumentRequestSchema, { ...base, title: "  " })).toBe(
      messages.documentTitleRequired,
    );
    expect(issueOf(createDocumentRequestSchema, { ...base, category: "Forms" })).toBe(
      messages.documentCategoryInvalid,
    );
    expect(issueOf(updateDocumentRequestSchema, { visibility: "residents" })).toBe(
      messages.documentVisibilityInvalid,
    );
    expect(issueOf(createDocumentRequestSchema, { ...base, uploadId: "../x" })).toBe(
      messages.documentUploadRequired,
    );
    expect(issueOf(createDocumentRequestSchema, { ...base, title: "x".repeat(201) })).toBe(
      messages.documentTitleTooLong,
    );
  });

  it("takes a file name without path separators or control characters", () => {
    expect(v.parse(documentUploadQuerySchema, { fileName: " minutes.pdf " })).toEqual({
      fileName: "minutes.pdf",
    });
    for (const fileName of ["../minutes.pdf", "a\\b.pdf", "line\nbreak.pdf"]) {
      expect(issueOf(documentUploadQuerySchema, { fileName })).toBe(
        messages.documentFileNameInvalid,
      );
    }
  });

  it("is found by any word of its title", () => {
    expect(documentKeywords({ title: "Budget Summary" })).toEqual(
      expect.arrayContaining(["budget", "sum", "summary"]),
    );
  });
});
