import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { DOCUMENT_MAX_BYTES } from "@hoa/validation";
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { readConfig } from "../../src/config.js";
import { apiMessages } from "../../src/http/messages.js";
import { dataContext } from "../../src/platform/data-context.js";
import { bucketFileStore } from "../../src/platform/file-store.js";
import { sweepDocumentFiles } from "../../src/resources/documents/cleanup.js";
import type {
  DocumentItem,
  DocumentLink,
  DocumentUpload,
} from "../../src/resources/documents/schemas.js";
import { ORPHAN_AFTER_MS, documentFilePath } from "../../src/resources/documents/store.js";
import {
  admin,
  callApi,
  consoleUrl,
  createOrg,
  signUp,
  storageBucket,
  type TestUser,
} from "../support/stack.js";
import { dataOf } from "../support/responses.js";

vi.mock("firebase-functions/logger");

const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? "127.0.0.1:9199";

const pdf = (size = 2048) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  bytes[size - 1] = 0x0a;
  return bytes;
};
const docx = () =>
  new Uint8Array(readFileSync(new URL("../fixtures/minutes.docx", import.meta.url)));

let owner: TestUser;
let member: TestUser;
let orgId: string;

async function upload(bytes: Uint8Array, fileName: string, user: TestUser = owner) {
  const response = await fetch(
    `${consoleUrl}/api/orgs/${orgId}/documents/uploads?fileName=${encodeURIComponent(fileName)}`,
    {
      method: "POST",
      headers: {
        authorization: `Bearer ${user.idToken}`,
        "content-type": "application/octet-stream",
      },
      body: bytes,
    },
  );
  return { status: response.status, body: (await response.json()) as unknown };
}

async function addDocument(fileName: string, bytes: Uint8Array, draft: Record<string, unknown>) {
  const { uploadId } = dataOf<DocumentUpload>(await upload(bytes, fileName));
  return dataOf<DocumentItem>(
    await callApi(`/api/orgs/${orgId}/documents`, {
      method: "POST",
      token: owner.idToken,
      json: { uploadId, title: fileName, category: "forms", ...draft },
    }),
  );
}

const linkFor = (documentId: string, user: TestUser, json: unknown = {}) =>
  callApi(`/api/orgs/${orgId}/documents/${documentId}/links`, {
    method: "POST",
    token: user.idToken,
    json,
  });

async function downloaded(url: string) {
  const response = await fetch(`${consoleUrl}${url}`);
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

beforeAll(async () => {
  owner = await signUp();
  orgId = dataOf<{ id: string }>(await createOrg(owner, { name: "Documents HOA" })).id;
  member = await signUp();
  await admin()
    .firestore.doc(`users/${member.uid}/roles/roles`)
    .set({ orgId, role: "member", permissions: [] });
});

describe("the Storage emulator in admin-only mode", () => {
  it("refuses every client that is not the Admin SDK, and serves firebase-admin", async () => {
    const files = bucketFileStore(admin().bucket, 3_500);
    const path = `checks/${Date.now()}.txt`;
    await files.save(path, new TextEncoder().encode("only the API"), {
      contentType: "text/plain",
      metadata: {},
    });
    expect(new TextDecoder().decode((await files.read(path)) ?? new Uint8Array())).toBe(
      "only the API",
    );

    const object = encodeURIComponent(path);
    const refused = [
      // The Firebase SDK's API, as a browser would call it, without and with an ID token.
      fetch(`http://${storageHost}/v0/b/${storageBucket}/o/${object}?alt=media`),
      fetch(`http://${storageHost}/v0/b/${storageBucket}/o/${object}?alt=media`, {
        headers: { authorization: `Firebase ${owner.idToken}` },
      }),
      fetch(`http://${storageHost}/v0/b/${storageBucket}/o?prefix=checks%2F`),
      // The Cloud Storage JSON API, which the emulator would otherwise serve to anyone.
      fetch(`http://${storageHost}/storage/v1/b/${storageBucket}/o/${object}?alt=media`),
      fetch(`http://${storageHost}/download/storage/v1/b/${storageBucket}/o/${object}?alt=media`),
      fetch(`http://${storageHost}/storage/v1/b/${storageBucket}/o`, {
        headers: { authorization: `Bearer ${owner.idToken}` },
      }),
      fetch(
        `http://${storageHost}/upload/storage/v1/b/${storageBucket}/o?uploadType=media&name=${object}`,
        { method: "POST", body: "overwritten", headers: { "content-type": "text/plain" } },
      ),
      fetch(`http://${storageHost}/storage/v1/b/${storageBucket}/o/${object}`, {
        method: "DELETE",
      }),
    ];
    for (const response of await Promise.all(refused)) {
      expect(response.status, response.url).toBe(403);
    }
    expect(new TextDecoder().decode((await files.read(path)) ?? new Uint8Array())).toBe(
      "only the API",
    );
    await files.remove(path);
    expect(await files.describe(path)).toBeNull();
  });
});

describe("documents through Hosting, on the Storage emulator", () => {
  it("uploads a PDF, adds a version, keeps both, and downloads each one's bytes", async () => {
    const first = pdf();
    const document = await addDocument("Bylaws.pdf", first, { title: "Bylaws" });
    expect(document.current).toMatchObject({ number: 1, contentType: "application/pdf" });

    const next = dataOf<DocumentUpload>(await upload(docx(), "Bylaws.docx"));
    const replaced = dataOf<DocumentItem>(
      await callApi(`/api/orgs/${orgId}/documents/${document.id}/versions`, {
        method: "POST",
        token: owner.idToken,
        json: { uploadId: next.uploadId },
        headers: { "if-match": '"1"' },
      }),
    );
    expect(replaced.versions.map((version) => version.fileName)).toEqual([
      "Bylaws.docx",
      "Bylaws.pdf",
    ]);

    const latest = dataOf<DocumentLink>(await linkFor(document.id, member));
    const older = dataOf<DocumentLink>(await linkFor(document.id, member, { version: 1 }));
    const latestFile = await downloaded(latest.url);
    expect(latestFile.status).toBe(200);
    expect(latestFile.bytes).toEqual(docx());
    expect(latestFile.headers.get("content-disposition")).toContain('filename="Bylaws.docx"');
    expect((await downloaded(older.url)).bytes).toEqual(first);
  });

  it("stops a download link once it expires", async () => {
    const document = await addDocument("Pool rules.pdf", pdf(), {});
    const link = dataOf<DocumentLink>(await linkFor(document.id, member));
    expect((await downloaded(link.url)).status).toBe(200);

    // The functions run on the real clock: the link's expiry is moved to a second ago instead.
    const token = link.url.split("/").at(-1) ?? "";
    const hash = createHash("sha256").update(token).digest("hex");
    await admin()
      .firestore.doc(`downloadLinks/${hash}`)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1_000) });

    const expired = await fetch(`${consoleUrl}${link.url}`);
    expect(expired.status).toBe(404);
    expect(await expired.json()).toEqual({ error: apiMessages.downloadLinkInvalid });
  });

  it("refuses a member a board-only document", async () => {
    const board = await addDocument("Budget draft.pdf", pdf(), { visibility: "board" });
    const listed = dataOf<{ items: DocumentItem[] }>(
      await callApi(`/api/orgs/${orgId}/documents`, { token: member.idToken }),
    );
    expect(listed.items.map((item) => item.id)).not.toContain(board.id);
    expect(
      (await callApi(`/api/orgs/${orgId}/documents/${board.id}`, { token: member.idToken })).status,
    ).toBe(404);
    expect((await linkFor(board.id, member)).status).toBe(404);
    expect((await linkFor(board.id, owner)).status).toBe(201);
  });

  it("refuses a file that lies about its type", async () => {
    const program = new TextEncoder().encode("MZ\x90\x00 This program cannot be run in DOS mode");
    expect(await upload(program, "minutes.pdf")).toEqual({
      status: 415,
      body: { error: apiMessages.documentTypeNotAccepted },
    });
  });

  it("takes a file of exactly 10 MB and refuses one of 10 MB and a byte", async () => {
    const atLimit = await upload(pdf(DOCUMENT_MAX_BYTES), "report.pdf");
    expect(atLimit.status).toBe(201);
    const overLimit = await upload(pdf(DOCUMENT_MAX_BYTES + 1), "report.pdf");
    expect(overLimit).toEqual({ status: 413, body: { error: apiMessages.documentTooLarge } });
  });

  it("leaves no orphan: the sweep removes an unused upload and a crashed delete's file", async () => {
    const held = await addDocument("Held.pdf", pdf(), {});
    const unused = dataOf<DocumentUpload>(await upload(pdf(), "Gave up.pdf"));
    // A delete that stopped after its commit: the record and the claim are gone, the file is not.
    const crashed = await addDocument("Crashed.pdf", pdf(), {});
    const heldFileId = (
      await admin().firestore.collection(`orgs/${orgId}/documentFiles`).get()
    ).docs.find((claim) => claim.get("documentId") === held.id)?.id;
    const crashedClaims = await admin()
      .firestore.collection(`orgs/${orgId}/documentFiles`)
      .where("documentId", "==", crashed.id)
      .get();
    const crashedFileId = crashedClaims.docs[0]?.id ?? "";
    await admin().firestore.doc(`orgs/${orgId}/documents/${crashed.id}`).delete();
    for (const claim of crashedClaims.docs) await claim.ref.delete();

    const files = bucketFileStore(admin().bucket, 10_000);
    const exists = async (fileId: string) =>
      (await files.describe(documentFilePath(orgId, fileId))) !== null;
    expect(await exists(unused.uploadId)).toBe(true);
    expect(await exists(crashedFileId)).toBe(true);

    // The dispatcher's job, two hours on, over the stack's Firestore and Storage.
    const later = { now: () => new Date(Date.now() + ORPHAN_AFTER_MS) };
    const data = dataContext(admin().firestore, readConfig({}).dependencyDeadlineMs, later);
    await admin().firestore.doc("system/documentFileSweep").delete();
    for (let run = 0; run < 100; run += 1) {
      await sweepDocumentFiles(data, files);
      const state = await admin().firestore.doc("system/documentFileSweep").get();
      if (state.get("pageToken") === null) break;
    }

    expect(await exists(unused.uploadId)).toBe(false);
    expect(await exists(crashedFileId)).toBe(false);
    expect(await exists(heldFileId ?? "")).toBe(true);
  });
});
