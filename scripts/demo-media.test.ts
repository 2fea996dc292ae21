import {
  MEDIA_RECOMMENDED_HEIGHT,
  MEDIA_RECOMMENDED_WIDTH,
  albumRequestSchema,
  checkSchema,
  mediaUploadQuerySchema,
} from "@hoa/validation";
import type { Firestore } from "firebase-admin/firestore";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataContext, type DataContext } from "../functions/src/platform/data-context.js";
import { mediaFileType } from "../functions/src/resources/media/file-types.js";
import { albumSchema, mediaItemSchema } from "../functions/src/resources/media/schemas.js";
import {
  createAlbumLink,
  listAlbums,
  listItems,
  locateAlbumFile,
  sweepMediaFiles,
} from "../functions/src/resources/media/store.js";
import { THUMBNAIL_SIZE } from "../functions/src/resources/media/thumbnails.js";
import { startTestFirestore } from "../functions/test/support/test-firestore.js";
import { memoryFileStore } from "../functions/test/support/memory-files.js";
import { demoAdmin, demoOrganization } from "./demo-data.js";
import {
  demoAlbums,
  mediaFiles,
  mediaWrites,
  renderAlbums,
  type RenderedAlbum,
} from "./demo-media.js";
import { renderScene } from "./demo-photos.js";
import { memberAccess, seedFilesTwice } from "./test-support.js";

const now = new Date("2026-11-23T18:30:00.000Z");
const orgId = demoOrganization.id;
const albums = demoAlbums(now);
const photos = albums.flatMap((album) => album.photos);
let rendered: RenderedAlbum[];

beforeAll(async () => {
  rendered = await renderAlbums(albums);
});

describe("the demo albums", () => {
  it("are one or two albums of 4 to 8 photos in all, with captions, the same ids every run", () => {
    expect(albums.length).toBeGreaterThanOrEqual(1);
    expect(albums.length).toBeLessThanOrEqual(2);
    expect(photos.length).toBeGreaterThanOrEqual(4);
    expect(photos.length).toBeLessThanOrEqual(8);
    expect(new Set(photos.map((photo) => photo.id)).size).toBe(photos.length);
    expect(demoAlbums(now)).toEqual(albums);
    for (const album of albums) {
      const request = { title: album.title, description: album.description };
      expect(checkSchema(albumRequestSchema, request)).toEqual({ ok: true, value: request });
      for (const photo of album.photos) {
        const query = { fileName: photo.fileName, caption: photo.caption };
        expect(photo.caption).not.toBe("");
        expect(checkSchema(mediaUploadQuerySchema, query)).toEqual({ ok: true, value: query });
        expect(photo.uploadedAt.getTime()).toBeLessThan(now.getTime());
      }
    }
  });

  it("name the last summer's picnic", () => {
    expect(albums[0]?.title).toBe("Summer Picnic 2026");
    expect(demoAlbums(new Date("2027-03-01T00:00:00Z"))[0]?.title).toBe("Summer Picnic 2026");
    expect(demoAlbums(new Date("2027-08-20T00:00:00Z"))[0]?.title).toBe("Summer Picnic 2027");
  });

  it("are JPEGs of the recommended resolution the API takes, with its thumbnails", async () => {
    for (const photo of rendered.flatMap((album) => album.photos)) {
      await expect(mediaFileType(photo.bytes.subarray(0, 4100), photo.fileName)).resolves.toBe(
        "image/jpeg",
      );
      expect({ width: photo.width, height: photo.height }).toEqual({
        width: MEDIA_RECOMMENDED_WIDTH,
        height: MEDIA_RECOMMENDED_HEIGHT,
      });
      expect(photo.bytes.byteLength).toBeLessThan(400_000);
      const thumbnail = await sharp(photo.thumbnail).metadata();
      expect(thumbnail.format).toBe("jpeg");
      expect(Math.max(thumbnail.width, thumbnail.height)).toBe(THUMBNAIL_SIZE);
    }
  });

  it("draw the same pixels every run", async () => {
    const first = rendered[0]?.photos[0];
    if (!first) throw new Error("no photo");
    expect(Buffer.compare(await renderScene(first.scene), first.bytes)).toBe(0);
  });
});

describe("seeding the demo albums", () => {
  let db: Firestore;
  let stop: () => Promise<void>;
  let data: DataContext;
  const files = memoryFileStore();
  const member = memberAccess(orgId);

  beforeAll(async () => {
    ({ firestore: db, stop } = await startTestFirestore());
    data = dataContext(db, 10_000, { now: () => now });
    await seedFilesTwice(db, files, {
      files: () => mediaFiles(orgId, rendered),
      writes: () => mediaWrites(db, orgId, rendered),
    });
  });

  afterAll(() => stop?.());

  it("stores each photo and its thumbnail where uploads go, and records the API lists", async () => {
    expect(files.paths()).toHaveLength(2 * photos.length);
    const listed = await listAlbums(data, orgId, { limit: 25, sort: "-updatedAt" });
    expect(listed.items.map((album) => album.title).sort()).toEqual(
      albums.map((album) => album.title).sort(),
    );
    for (const album of listed.items) {
      expect(checkSchema(albumSchema, album).ok).toBe(true);
      const demo = albums.find((candidate) => candidate.id === album.id);
      expect(album).toMatchObject({
        itemCount: demo?.photos.length,
        coverItemId: demo?.photos[0]?.id,
        createdBy: { uid: demoAdmin.uid, name: demoAdmin.displayName },
      });
      const items = await listItems(data, orgId, album.id, { limit: 25, sort: "createdAt" });
      expect(items.items.map((item) => item.caption)).toEqual(
        demo?.photos.map((photo) => photo.caption),
      );
      for (const item of items.items) {
        expect(checkSchema(mediaItemSchema, item).ok).toBe(true);
        expect(item).toMatchObject({ kind: "photo", hasThumbnail: true, warning: null });
      }
    }
  });

  it("serves every thumbnail and photo through an album's link", async () => {
    for (const album of rendered) {
      const link = await createAlbumLink(data, orgId, album.id, member);
      const token = link.url.split("/").at(-1) ?? "";
      for (const photo of album.photos) {
        const thumbnail = await locateAlbumFile(data, token, photo.id, "thumbnail");
        expect(Buffer.compare((await files.read(thumbnail.path))!, photo.thumbnail)).toBe(0);
        const file = await locateAlbumFile(data, token, photo.id, "file");
        expect(file).toMatchObject({ contentType: "image/jpeg", fileName: photo.fileName });
        expect(Buffer.compare((await files.read(file.path))!, photo.bytes)).toBe(0);
      }
    }
  });

  it("keeps every file through the dispatcher's clean-up, however old", async () => {
    const later = dataContext(db, 10_000, { now: () => new Date(now.getTime() + 86_400_000) });
    expect(await sweepMediaFiles(later, files)).toBe(0);
    expect(files.paths()).toHaveLength(2 * photos.length);
  });

  it("records each album and upload in the audit trail", async () => {
    const entries = await db
      .collection(`orgs/${orgId}/audit`)
      .where("resource", "==", "media")
      .get();
    expect(entries.docs.map((entry) => entry.get("label")).sort()).toEqual(
      albums
        .flatMap((album) => [
          `album ${album.title}`,
          ...album.photos.map(() => `photo in ${album.title}`),
        ])
        .sort(),
    );
  });
});
