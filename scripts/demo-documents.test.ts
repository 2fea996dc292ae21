import {
  DOCUMENT_CATEGORIES,
  checkSchema,
  createDocumentRequestSchema,
  documentUploadQuerySchema,
} from "@hoa/validation";
import type { Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataContext, type DataContext } from "../functions/src/platform/data-context.js";
import type { OrganizationAccess } from "../functions/src/platform/organization-access.js";
import { sweepDocumentFiles } from "../functions/src/resources/documents/cleanup.js";
import { documentFileType } from "../functions/src/resources/documents/file-types.js";
import { documentSchema } from "../functions/src/resources/documents/schemas.js";
import {
  createDownloadLink,
  getDocument,
  listDocuments,
  openDownloadLink,
} from "../functions/src/resources/documents/store.js";
import { startTestFirestore } from "../functions/test/support/test-firestore.js";
import { memoryFileStore } from "../functions/test/support/memory-files.js";
import { demoAdmin, demoOrganization } from "./demo-data.js";
import { demoDocuments, documentFiles, documentWrites } from "./demo-documents.js";
import { memberAccess, seedFilesTwice } from "./test-support.js";

const now = new Date("2026-11-23T18:30:00.000Z");
const documents = demoDocuments(now);
const orgId = demoOrganization.id;
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

/** The parts of a PDF a reader relies on: header, objects at the offsets the table gives, end. */
function pdfStructure(bytes: Uint8Array) {
  const text = latin1(bytes);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/u.exec(text)?.[1]);
  const table = /^xref\n0 (\d+)\n((?:\d{10} \d{5} [fn] \n)+)/u.exec(text.slice(startxref));
  const offsets = (table?.[2] ?? "")
    .split("\n")
    .filter((entry) => entry.endsWith(" n "))
    .map((entry) => Number(entry.slice(0, 10)));
  return {
    header: text.slice(0, 8),
    trailer: text.slice(-6),
    size: Number(table?.[1]),
    objectsAtOffsets: offsets.every((offset, index) =>
      text.startsWith(`${index + 1} 0 obj\n`, offset),
    ),
    objects: offsets.length,
    streamLength: Number(/\/Length (\d+) >>\nstream\n/u.exec(text)?.[1]),
    stream: /stream\n([\s\S]*?)\nendstream/u.exec(text)?.[1] ?? "",
  };
}

describe("the demo documents", () => {
  it("are 6 to 8, in every category of the specification, one board only and one with two versions", () => {
    expect(documents.length).toBeGreaterThanOrEqual(6);
    expect(documents.length).toBeLessThanOrEqual(8);
    expect(new Set(documents.map((document) => document.category))).toEqual(
      new Set(DOCUMENT_CATEGORIES),
    );
    expect(documents.some((document) => document.visibility === "board")).toBe(true);
    expect(documents.some((document) => document.versions.length >= 2)).toBe(true);
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
  });

  it("are what an administrator could create: valid requests and file names, the same on every run", () => {
    for (const document of documents) {
      for (const version of document.versions) {
        const request = {
          uploadId: version.fileId,
          title: document.title,
          category: document.category,
          description: document.description,
          visibility: document.visibility,
        };
        expect(checkSchema(createDocumentRequestSchema, request)).toEqual({
          ok: true,
          value: request,
        });
        expect(checkSchema(documentUploadQuerySchema, { fileName: version.fileName }).ok).toBe(
          true,
        );
        expect(version.uploadedAt.getTime()).toBeLessThan(now.getTime());
      }
    }
    expect(demoDocuments(now)).toEqual(documents);
  });

  it("name the month and year they are about after the seed's day", () => {
    const titles = demoDocuments(new Date("2027-02-10T12:00:00Z")).map((d) => d.title);
    expect(titles).toContain("2028 Operating Budget");
    expect(titles).toContain("Board Meeting Minutes — January 2027");
  });

  it("are real one-page PDFs with the title and the organization, whose cross-references hold", async () => {
    for (const document of documents) {
      for (const version of document.versions) {
        const pdf = pdfStructure(version.bytes);
        expect(pdf.header).toBe("%PDF-1.4");
        expect(pdf.trailer).toBe("%%EOF\n");
        expect(pdf.objects).toBe(7);
        expect(pdf.size).toBe(8);
        expect(pdf.objectsAtOffsets).toBe(true);
        expect(pdf.streamLength).toBe(Buffer.byteLength(pdf.stream, "latin1"));
        expect(pdf.stream).toContain(`(${demoOrganization.name}) Tj`);
        // The title's first words begin its first line (an em dash is WinAnsi's \227).
        expect(pdf.stream).toContain(`Td (${document.title.split(" ").slice(0, 2).join(" ")}`);
        await expect(documentFileType(version.bytes, version.fileName)).resolves.toBe(
          "application/pdf",
        );
      }
    }
    const delinquency = documents.find((document) => document.title.includes("—"));
    expect(latin1(delinquency?.versions[0]?.bytes ?? new Uint8Array())).toContain("\\227");
  });
});

describe("seeding the demo documents", () => {
  let db: Firestore;
  let stop: () => Promise<void>;
  let data: DataContext;
  const files = memoryFileStore();
  const admin: OrganizationAccess = {
    orgId,
    uid: demoAdmin.uid,
    email: demoAdmin.email,
    role: "admin",
    isAdmin: true,
    isResident: false,
  };
  const member = memberAccess(orgId);

  beforeAll(async () => {
    ({ firestore: db, stop } = await startTestFirestore());
    data = dataContext(db, 10_000, { now: () => now });
    await seedFilesTwice(db, files, {
      files: () => documentFiles(orgId, documents),
      writes: () => documentWrites(db, orgId, documents),
    });
  });

  afterAll(() => stop?.());

  it("stores each version's file where uploads go and a record the API reads back", async () => {
    expect(files.paths()).toEqual(
      documents
        .flatMap((document) => document.versions.map((v) => `documents/${orgId}/${v.fileId}`))
        .sort(),
    );
    const listed = await listDocuments(data, admin, { limit: 100, sort: "-updatedAt" });
    expect(listed.items.map((item) => item.id).sort()).toEqual(documents.map((d) => d.id).sort());
    for (const item of listed.items) {
      expect(checkSchema(documentSchema, item).ok).toBe(true);
      const demo = documents.find((document) => document.id === item.id);
      expect(item).toMatchObject({
        title: demo?.title,
        category: demo?.category,
        visibility: demo?.visibility,
        createdBy: { uid: demoAdmin.uid, name: demoAdmin.displayName },
        version: demo?.versions.length,
      });
      expect(item.versions.map((version) => version.number)).toEqual(
        demo?.versions.map((version) => version.number).reverse(),
      );
    }
  });

  it("finds a document by a word of its title, and hides the board's from other members", async () => {
    const found = await listDocuments(data, admin, {
      limit: 25,
      sort: "-updatedAt",
      q: "covenants",
    });
    expect(found.items.map((item) => item.title)).toEqual([
      "Declaration of Covenants, Conditions & Restrictions",
    ]);
    const board = documents.filter((document) => document.visibility === "board");
    const seen = await listDocuments(data, member, { limit: 100, sort: "-updatedAt" });
    expect(seen.items).toHaveLength(documents.length - board.length);
    for (const document of board) {
      await expect(getDocument(data, orgId, document.id, member)).rejects.toMatchObject({
        status: 404,
      });
    }
  });

  it("downloads every version as its PDF through a download link", async () => {
    for (const document of documents) {
      for (const version of document.versions) {
        const link = await createDownloadLink(data, orgId, document.id, version.number, admin);
        const token = link.url.split("/").at(-1) ?? "";
        const file = await openDownloadLink(data, files, token);
        expect(file).toEqual({
          bytes: version.bytes,
          fileName: version.fileName,
          contentType: "application/pdf",
        });
      }
    }
  });

  it("keeps every file through the dispatcher's clean-up, however old", async () => {
    const later = dataContext(db, 10_000, { now: () => new Date(now.getTime() + 86_400_000) });
    const swept = await sweepDocumentFiles(later, files);
    expect(swept.removed).toBe(0);
    expect(swept.checked).toBe(files.paths().length);
  });

  it("records the upload and each new version in the audit trail", async () => {
    const entries = await db
      .collection(`orgs/${orgId}/audit`)
      .where("resource", "==", "documents")
      .get();
    expect(entries.size).toBe(documents.flatMap((document) => document.versions).length);
    const twoVersions = documents.find((document) => document.versions.length === 2);
    const update = entries.docs.find((entry) => entry.id === twoVersions?.versions[1]?.fileId);
    expect(update?.get("action")).toBe("update");
    expect(update?.get("changes")).toEqual([
      {
        field: "file",
        before: `${twoVersions?.versions[0]?.fileName} (version 1)`,
        after: `${twoVersions?.versions[1]?.fileName} (version 2)`,
      },
    ]);
  });
});
