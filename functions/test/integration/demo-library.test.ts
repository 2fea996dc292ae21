import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { DocumentItem, DocumentLink } from "../../src/resources/documents/schemas.js";
import type { AlbumItem, MediaItem, MediaLink } from "../../src/resources/media/schemas.js";
import { demoAdmin, demoMember, demoOrganization } from "../../../scripts/demo-data.js";
import { demoDocuments } from "../../../scripts/demo-documents.js";
import { demoAlbums } from "../../../scripts/demo-media.js";
import { callApi, consoleUrl, signIn, type TestUser } from "../support/stack.js";
import { dataOf } from "../support/responses.js";

vi.mock("firebase-functions/logger");

// What the stack seeded (its ids and kinds do not depend on the day it was seeded). Other tests
// may add documents and albums to the demo organization before or after this file: only the
// seeded ones are looked for, never a count.
const orgPath = `/api/orgs/${demoOrganization.id}`;
const documents = demoDocuments(new Date());
const albums = demoAlbums(new Date());

let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  [admin, member] = await Promise.all([
    signIn(demoAdmin.email, demoAdmin.password),
    signIn(demoMember.email, demoMember.password),
  ]);
});

describe("the seeded demo documents", () => {
  it("are listed to the admin with their category, visibility and versions; the board's are not listed to a member", async () => {
    const listed = dataOf<{ items: DocumentItem[] }>(
      await callApi(`${orgPath}/documents?limit=100&sort=title`, { token: admin.idToken }),
    );
    for (const document of documents) {
      expect(listed.items.find((item) => item.id === document.id)).toMatchObject({
        category: document.category,
        visibility: document.visibility,
        versions: document.versions
          .map((version) => ({ number: version.number, fileName: version.fileName }))
          .reverse()
          .map((version) => expect.objectContaining(version)),
      });
    }
    const seen = dataOf<{ items: DocumentItem[] }>(
      await callApi(`${orgPath}/documents?limit=100&sort=title`, { token: member.idToken }),
    ).items.map((item) => item.id);
    for (const document of documents) {
      if (document.visibility === "members") expect(seen).toContain(document.id);
    }
  });

  it("download as PDFs from the Storage emulator, the earlier version too", async () => {
    const versioned = documents.find((document) => document.versions.length > 1);
    if (!versioned) throw new Error("no demo document has two versions");
    for (const version of versioned.versions) {
      const link = dataOf<DocumentLink>(
        await callApi(`${orgPath}/documents/${versioned.id}/links`, {
          method: "POST",
          token: member.idToken,
          json: { version: version.number },
        }),
      );
      const response = await fetch(`${consoleUrl}${link.url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toContain(
        `filename="${version.fileName}"`,
      );
      const text = Buffer.from(await response.arrayBuffer()).toString("latin1");
      expect(text.startsWith("%PDF-1.4\n")).toBe(true);
      expect(text.endsWith("%%EOF\n")).toBe(true);
      expect(text).toContain(`(${demoOrganization.name}) Tj`);
      expect(text).toContain(`Version ${version.number} \\227 ${version.fileName}`);
    }
  });
});

describe("the seeded demo albums", () => {
  it("are listed with their photos, whose thumbnails and files the album's link serves", async () => {
    const listed = dataOf<{ items: AlbumItem[] }>(
      await callApi(`${orgPath}/media/albums?limit=100`, { token: member.idToken }),
    );
    for (const album of albums) {
      expect(listed.items.find((item) => item.id === album.id)).toMatchObject({
        coverItemId: album.photos[0]?.id,
      });
    }
    const album = albums[0];
    if (!album) throw new Error("no demo album");
    const items = dataOf<{ items: MediaItem[] }>(
      await callApi(`${orgPath}/media/albums/${album.id}/items`, { token: member.idToken }),
    ).items;
    expect(items.map((item) => item.id)).toEqual(
      expect.arrayContaining(album.photos.map((photo) => photo.id)),
    );
    const link = dataOf<MediaLink>(
      await callApi(`${orgPath}/media/albums/${album.id}/links`, {
        method: "POST",
        token: member.idToken,
      }),
    );
    const photo = album.photos[0];
    const thumbnail = await fetch(`${consoleUrl}${link.url}/${photo?.id}/thumbnail`);
    expect(thumbnail.status).toBe(200);
    expect(await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).toMatchObject({
      format: "jpeg",
      width: 480,
      height: 270,
    });
    const file = await fetch(`${consoleUrl}${link.url}/${photo?.id}/file`);
    expect(await sharp(Buffer.from(await file.arrayBuffer())).metadata()).toMatchObject({
      format: "jpeg",
      width: 1920,
      height: 1080,
    });
  });
});
