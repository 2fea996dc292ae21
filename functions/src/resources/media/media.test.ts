import { MEDIA_PART_MAX_BYTES, PHOTO_MAX_BYTES } from "@hoa/validation";
import type { Firestore } from "firebase-admin/firestore";
import type { Hono } from "hono";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApi, call, TEST_DEADLINE_MS, testClock } from "../../../test/support/api.js";
import {
  auditOf,
  collectionRequests,
  dataOf,
  join,
  organization,
  type Page,
  type TestOrganization,
} from "../../../test/support/directory.js";
import { startTestFirestore } from "../../../test/support/test-firestore.js";
import { memoryFileStore } from "../../../test/support/memory-files.js";
import type { ApiEnv } from "../../http/env.js";
import { apiMessages } from "../../http/messages.js";
import { dataContext } from "../../platform/data-context.js";
import type { AlbumItem, MediaItem, MediaLink, MediaUpload } from "./schemas.js";
import {
  MEDIA_LINK_TTL_MS,
  MEDIA_ORPHAN_AFTER_MS,
  MEDIA_UPLOAD_USABLE_MS,
  sweepMediaFiles,
  sweepMediaUploads,
} from "./store.js";

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

const albums = collectionRequests<AlbumItem>(db, "media/albums");

/** A real photo of `width` x `height`, made with the same library the server uses. */
const photo = async (width: number, height: number, format: "png" | "jpeg" | "gif" = "png") => {
  const image = sharp({ create: { width, height, channels: 3, background: "#3a7bd5" } });
  return new Uint8Array(await image.toFormat(format).toBuffer());
};
/** The start of an MP4 (its `ftyp` box), padded to `size`. */
const mp4 = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([
    0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32, 0, 0, 0, 0, 0x6d, 0x70, 0x34,
    0x32, 0x69, 0x73, 0x6f, 0x6d,
  ]);
  return bytes;
};

async function addAlbum(org: TestOrganization, title = "Pool opening") {
  return dataOf<AlbumItem>(await albums.create(org, { title, description: "June 2026" }));
}

async function upload(
  org: TestOrganization,
  albumId: string,
  bytes: Uint8Array,
  fileName: string,
  { token = org.token, caption = "" } = {},
) {
  const response = await db.api.request(
    `/api/orgs/${org.id}/media/albums/${albumId}/items?fileName=${encodeURIComponent(fileName)}&caption=${encodeURIComponent(caption)}`,
    {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/octet-stream" },
      body: bytes,
    },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const uploaded = async (...args: Parameters<typeof upload>) => {
  const response = await upload(...args);
  if (response.status !== 201) throw new Error(`upload answered ${JSON.stringify(response)}`);
  return (response.body as { data: MediaItem }).data;
};

const items = async (org: TestOrganization, albumId: string, token = org.token) =>
  dataOf<Page<MediaItem>>(
    await call(db.api, `/api/orgs/${org.id}/media/albums/${albumId}/items`, { token }),
  );
const link = async (org: TestOrganization, albumId: string, token = org.token) =>
  dataOf<MediaLink>(
    await call(db.api, `/api/orgs/${org.id}/media/albums/${albumId}/links`, {
      method: "POST",
      token,
    }),
  );
const stored = (org: TestOrganization) =>
  files.paths().filter((path) => path.includes(`/${org.id}/`));

async function putPart(org: TestOrganization, uploadId: string, number: number, bytes: Uint8Array) {
  const response = await db.api.request(
    `/api/orgs/${org.id}/media/uploads/${uploadId}/parts/${number}`,
    {
      method: "PUT",
      headers: { authorization: `Bearer ${org.token}`, "content-type": "application/octet-stream" },
      body: bytes,
    },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const start = (org: TestOrganization, body: Record<string, unknown>) =>
  call(db.api, `/api/orgs/${org.id}/media/uploads`, { method: "POST", token: org.token, body });
const complete = (org: TestOrganization, uploadId: string) =>
  call(db.api, `/api/orgs/${org.id}/media/uploads/${uploadId}/complete`, {
    method: "POST",
    token: org.token,
  });

describe("albums", () => {
  it("are added, listed, renamed and audited by administrators; members only read them", async () => {
    const org = await addOrg();
    const album = await addAlbum(org);
    expect(album).toMatchObject({ title: "Pool opening", itemCount: 0, coverItemId: null });
    const member = await join(db, org.id, "member");
    expect(await albums.create(org, { title: "Nope" }, member.token)).toMatchObject({
      status: 403,
    });
    expect((await albums.list(org, "", member.token)).items.map((a) => a.title)).toEqual([
      "Pool opening",
    ]);
    const renamed = dataOf<AlbumItem>(await albums.patch(org, album.id, { title: "Pool day" }));
    expect(renamed).toMatchObject({ title: "Pool day", version: 2 });
    expect(await auditOf(db, org.id)).toContainEqual(
      expect.objectContaining({ resource: "media", action: "update", label: "album Pool day" }),
    );
  });

  it("refuses a title or description holding half of a surrogate pair with a 400 naming the field, not a 503 from Firestore", async () => {
    const org = await addOrg();
    for (const half of ["\ud800", "\udfff"]) {
      const refused = await albums.create(org, { title: `Pool ${half} day` });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        error: apiMessages.textNotUnicode,
        fields: { title: apiMessages.textNotUnicode },
      });
    }
    const description = await albums.create(org, { title: "Pool day", description: "\udc00" });
    expect(description.status).toBe(400);
    expect(description.body).toEqual({
      error: apiMessages.textNotUnicode,
      fields: { description: apiMessages.textNotUnicode },
    });
    expect((await albums.list(org, "")).items).toEqual([]);

    const album = await addAlbum(org);
    expect(await albums.patch(org, album.id, { title: "Renamed \ud800" })).toMatchObject({
      status: 400,
      body: { fields: { title: apiMessages.textNotUnicode } },
    });
    expect(dataOf<AlbumItem>(await albums.get(org, album.id))).toMatchObject({
      title: album.title,
      version: 1,
    });
  });
});

describe("POST .../media/albums/{albumId}/items", () => {
  it("stores a photo with a thumbnail next to it, its size, and a warning under 1920x1080", async () => {
    const org = await addOrg();
    const album = await addAlbum(org);
    const large = await uploaded(org, album.id, await photo(2400, 1350), "pool.png", {
      caption: "Opening day",
    });
    expect(large).toMatchObject({
      kind: "photo",
      contentType: "image/png",
      caption: "Opening day",
      width: 2400,
      height: 1350,
      hasThumbnail: true,
      warning: null,
    });
    clock.advance(1_000);
    const small = await uploaded(org, album.id, await photo(800, 600, "jpeg"), "small.jpg");
    expect(small).toMatchObject({ width: 800, height: 600, contentType: "image/jpeg" });
    expect(small.warning).toBe("Smaller than the recommended 1920x1080 (800x600).");
    clock.advance(1_000);
    const gif = await uploaded(org, album.id, await photo(40, 30, "gif"), "tiny.gif");
    expect(gif).toMatchObject({ contentType: "image/gif", hasThumbnail: true });

    const base = `media/${org.id}/${album.id}/${large.id}`;
    expect(stored(org)).toEqual(expect.arrayContaining([base, `${base}.thumbnail.jpg`]));
    const thumbnail = await sharp(
      Buffer.from((await files.read(`${base}.thumbnail.jpg`))!),
    ).metadata();
    expect(thumbnail).toMatchObject({ format: "jpeg", width: 480, height: 270 });
    expect(dataOf<AlbumItem>(await albums.get(org, album.id))).toMatchObject({
      itemCount: 3,
      coverItemId: large.id,
    });
    expect((await items(org, album.id)).items.map((item) => item.id)).toEqual([
      large.id,
      small.id,
      gif.id,
    ]);
  });

  it("refuses what is not a photo or video by content, a name that lies, and over 10 MB", async () => {
    const org = await addOrg();
    const album = await addAlbum(org);
    const text = new TextEncoder().encode("just some words, not a picture");
    expect(await upload(org, album.id, text, "notes.png")).toEqual({
      status: 415,
      body: { error: apiMessages.mediaTypeNotAccepted },
    });
    expect(await upload(org, album.id, await photo(20, 20), "lies.jpg")).toEqual({
      status: 415,
      body: { error: "This file is a PNG by its content; name it .png." },
    });
    const big = new Uint8Array(PHOTO_MAX_BYTES + 1);
    big.set(await photo(8, 8));
    expect(await upload(org, album.id, big, "big.png")).toMatchObject({ status: 413 });
    const atLimit = new Uint8Array(PHOTO_MAX_BYTES);
    atLimit.set(mp4(64));
    expect(await uploaded(org, album.id, atLimit, "clip.mp4")).toMatchObject({
      kind: "video",
      sizeBytes: PHOTO_MAX_BYTES,
      hasThumbnail: false,
      width: null,
    });
    const member = await join(db, org.id, "member");
    expect(
      await upload(org, album.id, await photo(20, 20), "p.png", { token: member.token }),
    ).toMatchObject({ status: 403 });
    expect(stored(org)).toHaveLength(1);
  });
});

describe("resumable uploads", () => {
  it("takes a video in 8 MB parts and joins them into one file", async () => {
    const org = await addOrg();
    const album = await addAlbum(org);
    const video = mp4(MEDIA_PART_MAX_BYTES + 1000);
    video[MEDIA_PART_MAX_BYTES + 999] = 7;
    const started = dataOf<MediaUpload>(
      await start(org, {
        albumId: album.id,
        fileName: "parade.mp4",
        sizeBytes: video.byteLength,
        caption: "The parade",
      }),
    );
    expect(started).toMatchObject({ partSize: MEDIA_PART_MAX_BYTES, partCount: 2 });
    expect(
      await putPart(org, started.uploadId, 1, video.subarray(0, MEDIA_PART_MAX_BYTES)),
    ).toMatchObject({ status: 200 });
    expect(await complete(org, started.uploadId)).toMatchObject({
      status: 409,
      body: { error: "Parts 2 have not been uploaded yet." },
    });
    expect(await putPart(org, started.uploadId, 2, video.subarray(0, 10))).toMatchObject({
      status: 400,
    });
    expect(
      await putPart(org, started.uploadId, 2, video.subarray(MEDIA_PART_MAX_BYTES)),
    ).toMatchObject({ status: 200 });

    const item = dataOf<MediaItem>(await complete(org, started.uploadId));
    expect(item).toMatchObject({
      kind: "video",
      contentType: "video/mp4",
      sizeBytes: video.byteLength,
      caption: "The parade",
    });
    const joined = await files.read(`media/${org.id}/${album.id}/${item.id}`);
    expect(Buffer.compare(Buffer.from(joined!), Buffer.from(video))).toBe(0);
    expect(files.paths().filter((path) => path.startsWith(`media-uploads/${org.id}/`))).toEqual([]);
    expect(await complete(org, started.uploadId)).toMatchObject({ status: 404 });
  });

  it("refuses a photo in parts, a video over 100 MB, and sweeps an abandoned upload", async () => {
    const org = await addOrg();
    const album = await addAlbum(org);
    expect(
      await start(org, {
        albumId: album.id,
        fileName: "huge.mov",
        sizeBytes: 100 * 1024 * 1024 + 1,
      }),
    ).toMatchObject({ status: 400 });
    const started = dataOf<MediaUpload>(
      await start(org, { albumId: album.id, fileName: "a.mp4", sizeBytes: MEDIA_PART_MAX_BYTES }),
    );
    const png = new Uint8Array(MEDIA_PART_MAX_BYTES);
    png.set(await photo(8, 8));
    expect(await putPart(org, started.uploadId, 1, png)).toMatchObject({ status: 415 });
    expect(await putPart(org, started.uploadId, 1, mp4(MEDIA_PART_MAX_BYTES))).toMatchObject({
      status: 200,
    });
    clock.advance(MEDIA_UPLOAD_USABLE_MS);
    expect(
      await sweepMediaUploads(dataContext(db.firestore, TEST_DEADLINE_MS, clock), files),
    ).toBeGreaterThan(0);
    expect(files.paths().filter((path) => path.startsWith(`media-uploads/${org.id}/`))).toEqual([]);
    expect(await complete(org, started.uploadId)).toMatchObject({ status: 404 });
  });
});

describe("album links, captions and deletes", () => {
  it("serves thumbnails and files to whoever has the link until it expires", async () => {
    const org = await addOrg();
    const album = await addAlbum(org);
    const item = await uploaded(org, album.id, await photo(600, 400), "deck.png");
    const member = await join(db, org.id, "member");
    const { url } = await link(org, album.id, member.token);
    const thumbnail = await db.api.request(`${url}/${item.id}/thumbnail`);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get("content-type")).toBe("image/jpeg");
    const file = await db.api.request(`${url}/${item.id}/file`);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(
      await files.read(`media/${org.id}/${album.id}/${item.id}`),
    );
    const outsider = await organization(db, "Other HOA");
    expect(
      await call(db.api, `/api/orgs/${org.id}/media/albums/${album.id}/links`, {
        method: "POST",
        token: outsider.token,
      }),
    ).toMatchObject({ status: 403 });
    clock.advance(MEDIA_LINK_TTL_MS);
    expect((await db.api.request(`${url}/${item.id}/thumbnail`)).status).toBe(404);
  });

  it("streams a video whole, or the byte range a player asks for", async () => {
    const org = await addOrg();
    const album = await addAlbum(org);
    const video = mp4(5_000);
    for (let index = 24; index < video.byteLength; index += 1) video[index] = index % 251;
    const item = await uploaded(org, album.id, video, "clip.mp4");
    const { url } = await link(org, album.id);
    const open = (range?: string) =>
      db.api.request(`${url}/${item.id}/file`, range ? { headers: { range } } : {});

    const whole = await open();
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("content-length")).toBe("5000");
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(video);

    const part = await open("bytes=1000-1999");
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 1000-1999/5000");
    expect(part.headers.get("content-length")).toBe("1000");
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(video.slice(1000, 2000));

    const rest = await open("bytes=4990-");
    expect(rest.headers.get("content-range")).toBe("bytes 4990-4999/5000");
    expect(new Uint8Array(await rest.arrayBuffer())).toEqual(video.slice(4990));

    const past = await open("bytes=5000-");
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe("bytes */5000");
  });

  it("changes a caption, deletes an item with its files, and an album with everything", async () => {
    const org = await addOrg();
    const album = await addAlbum(org);
    const first = await uploaded(org, album.id, await photo(300, 200), "a.png");
    const second = await uploaded(org, album.id, await photo(300, 200), "b.png");
    const path = `/api/orgs/${org.id}/media/albums/${album.id}/items/${first.id}`;
    const patched = await call(db.api, path, {
      method: "PATCH",
      token: org.token,
      body: { caption: "Deck" },
      headers: { "if-match": `"${first.version}"` },
    });
    expect(patched.headers.etag).toBe('"2"');
    expect(dataOf<MediaItem>(patched)).toMatchObject({ caption: "Deck", version: 2 });
    const remove = (headers: Record<string, string>) =>
      call(db.api, path, { method: "DELETE", token: org.token, headers });
    // A delete is made to the version shown, like a change: not without it, not to an older one.
    expect(await remove({})).toMatchObject({ status: 428 });
    expect(await remove({ "if-match": `"${first.version}"` })).toMatchObject({
      status: 412,
      body: { error: apiMessages.versionStale },
    });
    expect(stored(org).some((file) => file.includes(first.id))).toBe(true);
    expect(await remove({ "if-match": '"2"' })).toMatchObject({ status: 200 });
    expect(stored(org).some((file) => file.includes(first.id))).toBe(false);
    expect(dataOf<AlbumItem>(await albums.get(org, album.id))).toMatchObject({
      itemCount: 1,
      coverItemId: null,
    });
    const current = dataOf<AlbumItem>(await albums.get(org, album.id));
    expect(await albums.remove(org, album.id, `"${current.version}"`)).toMatchObject({
      status: 200,
    });
    expect(stored(org)).toEqual([]);
    expect(await albums.get(org, album.id)).toMatchObject({ status: 404 });
    expect(second.id).toBeTruthy();
  });
});

describe("caption changes made to a version", () => {
  it("refuses a caption change without If-Match (428) or made to an older version (412), changing nothing", async () => {
    const org = await addOrg();
    const album = await addAlbum(org);
    const item = await uploaded(org, album.id, await photo(300, 200), "a.png", { caption: "Pool" });
    const path = `/api/orgs/${org.id}/media/albums/${album.id}/items/${item.id}`;
    const caption = (value: string, headers: Record<string, string> = {}) =>
      call(db.api, path, { method: "PATCH", token: org.token, body: { caption: value }, headers });

    expect(await caption("Deck")).toMatchObject({
      status: 428,
      body: { error: apiMessages.versionRequired },
    });
    expect(await caption("Deck", { "if-match": '"1"' })).toMatchObject({ status: 200 });
    expect(await caption("Slide", { "if-match": '"1"' })).toMatchObject({
      status: 412,
      body: { error: apiMessages.versionStale },
    });
    const [current] = (await items(org, album.id)).items;
    expect(current).toMatchObject({ caption: "Deck", version: 2 });
  });
});

describe("the media file sweep", () => {
  it("removes a file no item names once it is old, and keeps every item's files", async () => {
    const org = await addOrg();
    const album = await addAlbum(org);
    const kept = await uploaded(org, album.id, await photo(300, 200), "kept.png");
    // What a crash between the file and its record leaves.
    const orphan = `media/${org.id}/${album.id}/AbandonedItem00000001`;
    await files.save(orphan, await photo(10, 10), {
      contentType: "image/png",
      metadata: { uploadedAt: clock.now().toISOString() },
    });
    const sweep = () => sweepMediaFiles(dataContext(db.firestore, TEST_DEADLINE_MS, clock), files);
    await sweep();
    expect(stored(org)).toContain(orphan);
    clock.advance(MEDIA_ORPHAN_AFTER_MS);
    // The sweep pages through the bucket from where it stopped: run it until it comes round.
    for (let run = 0; run < 5 && stored(org).includes(orphan); run += 1) await sweep();
    expect(stored(org)).not.toContain(orphan);
    expect(stored(org)).toEqual(
      expect.arrayContaining([
        `media/${org.id}/${album.id}/${kept.id}`,
        `media/${org.id}/${album.id}/${kept.id}.thumbnail.jpg`,
      ]),
    );
  });
});

function addOrg() {
  return organization(db, "Media HOA");
}
