import { readFileSync } from "node:fs";
import { DOCUMENT_MAX_BYTES, formatMessage, messages } from "@hoa/validation";
import type { Firestore } from "firebase-admin/firestore";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApi, call, TEST_DEADLINE_MS, testClock } from "../../../test/support/api.js";
import {
  addProperty,
  auditOf,
  collectionRequests,
  dataOf,
  join,
  linkResident,
  organization,
  type Page,
  type TestOrganization,
} from "../../../test/support/directory.js";
import { startTestFirestore } from "../../../test/support/test-firestore.js";
import { memoryFileStore } from "../../../test/support/memory-files.js";
import type { ApiEnv } from "../../http/env.js";
import { apiMessages } from "../../http/messages.js";
import { dataContext } from "../../platform/data-context.js";
import { sweepDocumentFiles } from "./cleanup.js";
import type { DocumentItem, DocumentLink, DocumentUpload } from "./schemas.js";
import { DOWNLOAD_LINK_TTL_MS, ORPHAN_AFTER_MS, UPLOAD_USABLE_MS } from "./store.js";

const clock = testClock();
const files = memoryFileStore();
let started: { firestore: Firestore; api: Hono<ApiEnv>; stop: () => Promise<void> } | undefined;
const db = {
  get firestore() {
    return started!.firestore;
  },
  get api() {
    return started!.api;
  },
};
beforeAll(async () => {
  const { firestore, stop } = await startTestFirestore();
  started = { firestore, stop, api: buildTestApi(firestore, { clock, files }) };
});
afterAll(() => started?.stop());

const documents = collectionRequests<DocumentItem>(db, "documents");

/** The smallest files of each kind the sniffer knows, padded to `size` where asked. */
const pdf = (size = 64) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  return bytes;
};
const png = () =>
  Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
    0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
  ]);
const docx = () =>
  new Uint8Array(readFileSync(new URL("../../../test/fixtures/minutes.docx", import.meta.url)));
const legacyOffice = () => {
  const bytes = new Uint8Array(1024);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return bytes;
};
const program = () => new TextEncoder().encode("MZ\x90\x00 This program cannot be run in DOS mode");

async function upload(
  org: TestOrganization,
  bytes: Uint8Array,
  fileName: string,
  { token = org.token, contentType = "application/octet-stream" } = {},
) {
  const response = await db.api.request(
    `/api/orgs/${org.id}/documents/uploads?fileName=${encodeURIComponent(fileName)}`,
    {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": contentType },
      body: bytes,
    },
  );
  return { status: response.status, body: (await response.json()) as unknown };
}

async function uploaded(org: TestOrganization, bytes: Uint8Array, fileName: string) {
  const response = await upload(org, bytes, fileName);
  if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
  return (response.body as { data: DocumentUpload }).data;
}

async function addDocument(org: TestOrganization, body: Record<string, unknown> = {}) {
  const { uploadId } = await uploaded(org, pdf(), "bylaws.pdf");
  return dataOf<DocumentItem>(
    await documents.create(org, {
      uploadId,
      title: "Bylaws",
      category: "governingDocuments",
      ...body,
    }),
  );
}

const link = (org: TestOrganization, id: string, token = org.token, body: unknown = {}) =>
  call(db.api, `/api/orgs/${org.id}/documents/${id}/links`, { method: "POST", token, body });
const addVersion = (org: TestOrganization, id: string, uploadId: string, ifMatch: string) =>
  call(db.api, `/api/orgs/${org.id}/documents/${id}/versions`, {
    method: "POST",
    token: org.token,
    body: { uploadId },
    headers: { "if-match": ifMatch },
  });
const download = (url: string) => db.api.request(url);
const storedFiles = (org: TestOrganization) =>
  files.paths().filter((path) => path.startsWith(`documents/${org.id}/`));

describe("POST /api/orgs/{orgId}/documents/uploads, then POST .../documents", () => {
  it("stores the file, then adds the document with its first version, audited", async () => {
    const org = await organization(db);
    const file = await uploaded(org, pdf(), "Bylaws 2026.pdf");
    expect(file).toEqual({
      uploadId: expect.stringMatching(/^[\w-]{24}$/u),
      fileName: "Bylaws 2026.pdf",
      contentType: "application/pdf",
      sizeBytes: 64,
      usableUntil: new Date(clock.now().getTime() + UPLOAD_USABLE_MS).toISOString(),
    });

    const response = await documents.create(org, {
      uploadId: file.uploadId,
      title: " Bylaws ",
      category: "governingDocuments",
      description: "As amended in 2026.",
      visibility: "board",
    });

    expect(response).toMatchObject({ status: 201, headers: { etag: '"1"' } });
    const version = {
      number: 1,
      fileName: "Bylaws 2026.pdf",
      contentType: "application/pdf",
      sizeBytes: 64,
      uploadedAt: clock.now().toISOString(),
      uploadedBy: { uid: org.admin, name: `User ${org.admin}` },
    };
    expect(dataOf<DocumentItem>(response)).toEqual({
      id: expect.any(String),
      title: "Bylaws",
      category: "governingDocuments",
      description: "As amended in 2026.",
      visibility: "board",
      current: version,
      versions: [version],
      createdBy: { uid: org.admin, name: `User ${org.admin}` },
      createdAt: clock.now().toISOString(),
      updatedAt: clock.now().toISOString(),
      version: 1,
    });
    expect(await auditOf(db, org.id)).toContainEqual(
      expect.objectContaining({
        action: "create",
        resource: "documents",
        label: "Bylaws",
        changes: expect.arrayContaining([
          { field: "file", before: null, after: "Bylaws 2026.pdf (version 1)" },
        ]),
      }),
    );
  });

  it("takes PDF, Word, legacy Office and image files by their content", async () => {
    const org = await organization(db);
    const accepted: [Uint8Array, string, string][] = [
      [
        docx(),
        "minutes.docx",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      ],
      [legacyOffice(), "budget.xls", "application/vnd.ms-excel"],
      [png(), "map.png", "image/png"],
    ];
    for (const [bytes, fileName, contentType] of accepted) {
      expect((await uploaded(org, bytes, fileName)).contentType).toBe(contentType);
    }
  });

  it("refuses a file that lies about its type, whatever its name says", async () => {
    const org = await organization(db);
    expect(await upload(org, program(), "minutes.pdf")).toEqual({
      status: 415,
      body: { error: apiMessages.documentTypeNotAccepted },
    });
    expect(await upload(org, new TextEncoder().encode("just text"), "notes.docx")).toEqual({
      status: 415,
      body: { error: apiMessages.documentTypeNotAccepted },
    });
    expect(await upload(org, png(), "minutes.pdf")).toEqual({
      status: 415,
      body: {
        error: formatMessage(apiMessages.documentNameDisagrees, {
          type: "PNG image",
          extension: "png",
        }),
      },
    });
    expect(await upload(org, legacyOffice(), "archive.msi")).toMatchObject({ status: 415 });
    expect(storedFiles(org)).toEqual([]);
  });

  it("takes a file of exactly 10 MB and refuses one byte more, and an empty one", async () => {
    const org = await organization(db);
    expect((await uploaded(org, pdf(DOCUMENT_MAX_BYTES), "report.pdf")).sizeBytes).toBe(
      DOCUMENT_MAX_BYTES,
    );
    expect(await upload(org, pdf(DOCUMENT_MAX_BYTES + 1), "report.pdf")).toEqual({
      status: 413,
      body: { error: apiMessages.documentTooLarge },
    });
    expect(await upload(org, new Uint8Array(0), "report.pdf")).toEqual({
      status: 400,
      body: { error: apiMessages.documentEmpty },
    });
  });

  it("wants the bytes as octet-stream and a file name", async () => {
    const org = await organization(db);
    expect(await upload(org, pdf(), "a.pdf", { contentType: "application/json" })).toEqual({
      status: 415,
      body: { error: apiMessages.documentUploadNotOctetStream },
    });
    expect(await upload(org, pdf(), "")).toMatchObject({
      status: 400,
      body: { fields: { fileName: messages.documentFileNameRequired } },
    });
  });

  it("lets only administrators upload", async () => {
    const org = await organization(db);
    const member = await join(db, org.id, "member");
    expect(await upload(org, pdf(), "a.pdf", { token: member.token })).toMatchObject({
      status: 403,
    });
  });

  it("uses an upload once, and only within 30 minutes", async () => {
    const org = await organization(db);
    const { uploadId } = await uploaded(org, pdf(), "a.pdf");
    const draft = { uploadId, title: "Forms", category: "forms" };
    expect((await documents.create(org, draft)).status).toBe(201);
    expect(await documents.create(org, draft)).toMatchObject({
      status: 400,
      body: { error: apiMessages.documentUploadNotFound },
    });

    const late = await uploaded(org, pdf(), "b.pdf");
    clock.advance(UPLOAD_USABLE_MS);
    expect(await documents.create(org, { ...draft, uploadId: late.uploadId })).toMatchObject({
      status: 400,
      body: { fields: { uploadId: apiMessages.documentUploadNotFound } },
    });
    const elsewhere = await organization(db);
    const theirs = await uploaded(elsewhere, pdf(), "c.pdf");
    expect(await documents.create(org, { ...draft, uploadId: theirs.uploadId })).toMatchObject({
      status: 400,
    });
  });
});

describe("POST /api/orgs/{orgId}/documents/{documentId}/versions", () => {
  it("makes an upload the current version and keeps the older ones listed", async () => {
    const org = await organization(db);
    const document = await addDocument(org);
    const next = await uploaded(org, docx(), "bylaws.docx");

    const response = await addVersion(org, document.id, next.uploadId, '"1"');

    expect(response).toMatchObject({ status: 200, headers: { etag: '"2"' } });
    const changed = dataOf<DocumentItem>(response);
    expect(changed.current).toMatchObject({ number: 2, fileName: "bylaws.docx" });
    expect(changed.versions.map((version) => [version.number, version.fileName])).toEqual([
      [2, "bylaws.docx"],
      [1, "bylaws.pdf"],
    ]);
    expect(storedFiles(org)).toHaveLength(2);
    expect(await auditOf(db, org.id)).toContainEqual(
      expect.objectContaining({
        action: "update",
        changes: [
          {
            field: "file",
            before: "bylaws.pdf (version 1)",
            after: "bylaws.docx (version 2)",
          },
        ],
      }),
    );
  });

  it("refuses a stale version and leaves the upload unused", async () => {
    const org = await organization(db);
    const document = await addDocument(org);
    const next = await uploaded(org, pdf(), "b.pdf");
    expect((await addVersion(org, document.id, next.uploadId, '"7"')).status).toBe(412);
    expect((await addVersion(org, document.id, next.uploadId, '"1"')).status).toBe(200);
  });
});

describe("download links", () => {
  it("gives a member a link that downloads the file's bytes for 5 minutes", async () => {
    const org = await organization(db);
    const document = await addDocument(org);
    const member = await join(db, org.id, "member");

    const answer = await link(org, document.id, member.token);
    expect(answer.status).toBe(201);
    const { url, expiresAt, version } = dataOf<DocumentLink>(answer);
    expect(url).toMatch(/^\/api\/downloads\/[\w-]{43}$/u);
    expect(version).toBe(1);
    expect(expiresAt).toBe(new Date(clock.now().getTime() + DOWNLOAD_LINK_TTL_MS).toISOString());

    const file = await download(url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="bylaws.pdf"; filename*=UTF-8''bylaws.pdf`,
    );
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf());

    clock.advance(DOWNLOAD_LINK_TTL_MS);
    expect(await download(url)).toMatchObject({ status: 404 });
    expect(await (await download(url)).json()).toEqual({ error: apiMessages.downloadLinkInvalid });
    expect((await download("/api/downloads/not-a-token")).status).toBe(404);
  });

  it("downloads an older version when asked, and says when there is no such version", async () => {
    const org = await organization(db);
    const document = await addDocument(org);
    const next = await uploaded(org, png(), "bylaws.png");
    await addVersion(org, document.id, next.uploadId, '"1"');

    const older = dataOf<DocumentLink>(await link(org, document.id, org.token, { version: 1 }));
    expect(new Uint8Array(await (await download(older.url)).arrayBuffer())).toEqual(pdf());
    const latest = dataOf<DocumentLink>(await link(org, document.id));
    expect((await download(latest.url)).headers.get("content-type")).toBe("image/png");
    expect(await link(org, document.id, org.token, { version: 3 })).toMatchObject({
      status: 404,
      body: { error: apiMessages.documentVersionNotFound },
    });
  });
});

describe("who sees what", () => {
  it("hides board-only documents from members who are not on the board", async () => {
    const org = await organization(db);
    const board = await addDocument(org, { title: "Budget draft", visibility: "board" });
    const open = await addDocument(org, { title: "Pool rules", visibility: "members" });
    const member = await join(db, org.id, "member");

    const listed = await documents.list(org, "", member.token);
    expect(listed.items.map((document) => document.id)).toEqual([open.id]);
    expect((await documents.list(org, "visibility=board", member.token)).items).toEqual([]);
    expect(await documents.get(org, board.id, member.token)).toMatchObject({ status: 404 });
    expect(await link(org, board.id, member.token)).toMatchObject({ status: 404 });
    expect((await documents.list(org, "")).items).toHaveLength(2);
    // What they may see is the server's condition, not a filter of theirs: every sort stays.
    const byTitle = await documents.list(org, "sort=-title", member.token);
    expect(byTitle.items.map((document) => document.id)).toEqual([open.id]);
    for (const query of [
      "visibility=members&sort=title",
      "category=governingDocuments&sort=-title",
    ]) {
      expect(
        await call(db.api, `/api/orgs/${org.id}/documents?${query}`, { token: member.token }),
        query,
      ).toMatchObject({ status: 400, body: { fields: { sort: messages.listSortWhileFiltered } } });
    }
  });

  it("shows them to a member linked to a board member of the directory, never for an address alone", async () => {
    const org = await organization(db);
    const board = await addDocument(org, { visibility: "board" });
    const member = await join(db, org.id, "member");
    const home = await addProperty(db, org, { address: "1 Board Street", unit: "1" });
    // The member's token carries the board member's address (an account can change its own,
    // unproven): that alone shows nothing of the board's.
    const bea = dataOf<{ id: string }>(
      await call(db.api, `/api/orgs/${org.id}/residents`, {
        method: "POST",
        token: org.token,
        body: {
          name: "Bea Board",
          propertyId: home.id,
          email: `${member.uid}@test.hoa`,
          boardMember: true,
        },
      }),
    );
    expect((await documents.list(org, "", member.token)).items).toEqual([]);
    expect(await documents.get(org, board.id, member.token)).toMatchObject({ status: 404 });
    expect(await link(org, board.id, member.token)).toMatchObject({ status: 404 });

    expect((await linkResident(db, org, bea.id, member.uid)).status).toBe(200);

    expect((await documents.list(org, "", member.token)).items.map((item) => item.id)).toEqual([
      board.id,
    ]);
    expect((await link(org, board.id, member.token)).status).toBe(201);
  });

  it("filters by category and finds by any word of the title", async () => {
    const org = await organization(db);
    await addDocument(org, { title: "Annual Budget", category: "financialReports" });
    await addDocument(org, { title: "March Minutes", category: "meetingMinutes" });
    const titles = (page: Page<DocumentItem>) => page.items.map((item) => item.title);
    expect(titles(await documents.list(org, "category=financialReports"))).toEqual([
      "Annual Budget",
    ]);
    expect(titles(await documents.list(org, "q=minu"))).toEqual(["March Minutes"]);
    expect(titles(await documents.list(org, "sort=title"))).toEqual([
      "Annual Budget",
      "March Minutes",
    ]);
    expect(titles(await documents.list(org, "q=minu&category=meetingMinutes"))).toEqual([
      "March Minutes",
    ]);
    expect(
      await call(db.api, `/api/orgs/${org.id}/documents?q=minu&sort=title`, { token: org.token }),
    ).toMatchObject({ status: 400, body: { fields: { sort: messages.listSortWhileSearched } } });
  });
});

describe("PATCH and DELETE /api/orgs/{orgId}/documents/{documentId}", () => {
  it("changes the title and visibility to the version shown", async () => {
    const org = await organization(db);
    const document = await addDocument(org);
    const changed = await documents.patch(org, document.id, {
      title: "Bylaws (2026)",
      visibility: "board",
    });
    expect(dataOf<DocumentItem>(changed)).toMatchObject({
      title: "Bylaws (2026)",
      visibility: "board",
      version: 2,
    });
    expect((await documents.patch(org, document.id, { title: "Old" })).status).toBe(412);
  });

  it("deletes the record and every version's file", async () => {
    const org = await organization(db);
    const document = await addDocument(org);
    const next = await uploaded(org, pdf(), "b.pdf");
    await addVersion(org, document.id, next.uploadId, '"1"');
    expect(storedFiles(org)).toHaveLength(2);

    expect(await documents.remove(org, document.id, '"2"')).toMatchObject({
      status: 200,
      body: { data: { id: document.id } },
    });
    expect(storedFiles(org)).toEqual([]);
    expect((await db.firestore.collection(`orgs/${org.id}/documentFiles`).get()).size).toBe(0);
    expect(await documents.get(org, document.id)).toMatchObject({ status: 404 });
  });
});

describe("the dispatcher's sweep of document files", () => {
  it("removes old files no document holds, keeps the held and the recent ones", async () => {
    const org = await organization(db);
    const held = await addDocument(org);
    const unused = await uploaded(org, pdf(), "gave-up.pdf");
    // A crash after a delete's commit, before its files were removed: the record and the claim
    // are gone, the file is not.
    const crashed = await addDocument(org, { title: "Crashed" });
    await db.firestore.doc(`orgs/${org.id}/documents/${crashed.id}`).delete();
    const claims = await db.firestore.collection(`orgs/${org.id}/documentFiles`).get();
    for (const claim of claims.docs) {
      if (claim.get("documentId") === crashed.id) await claim.ref.delete();
    }
    const data = dataContext(db.firestore, TEST_DEADLINE_MS, clock);
    const sweepAll = async () => {
      let removed = 0;
      for (let run = 0; run < 50; run += 1) {
        const result = await sweepDocumentFiles(data, files, { limit: 5 });
        removed += result.removed;
        const state = await db.firestore.doc("system/documentFileSweep").get();
        if (state.get("pageToken") === null) break;
      }
      return removed;
    };

    await sweepAll();
    expect(storedFiles(org)).toHaveLength(3);

    clock.advance(ORPHAN_AFTER_MS);
    const recent = await uploaded(org, pdf(), "just-now.pdf");
    await sweepAll();

    const remaining = storedFiles(org).map((path) => path.split("/")[2]);
    expect(remaining).toHaveLength(2);
    expect(remaining).toContain(recent.uploadId);
    expect(remaining).not.toContain(unused.uploadId);
    const answer = await link(org, held.id);
    expect((await download(dataOf<DocumentLink>(answer).url)).status).toBe(200);
  });

  it("removes expired download links", async () => {
    const org = await organization(db);
    const document = await addDocument(org);
    await link(org, document.id);
    clock.advance(DOWNLOAD_LINK_TTL_MS);
    const data = dataContext(db.firestore, TEST_DEADLINE_MS, clock);
    const result = await sweepDocumentFiles(data, files);
    expect(result.expiredLinks).toBeGreaterThanOrEqual(1);
    const left = await db.firestore
      .collection("downloadLinks")
      .where("expiresAt", "<=", clock.now())
      .get();
    expect(left.size).toBe(0);
  });
});
