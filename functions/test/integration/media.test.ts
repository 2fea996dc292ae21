import { MEDIA_PART_MAX_BYTES, PHOTO_MAX_BYTES } from "@hoa/validation";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type {
  AlbumItem,
  MediaItem,
  MediaLink,
  MediaUpload,
} from "../../src/resources/media/schemas.js";
import { bucketFileStore } from "../../src/platform/file-store.js";
import { mediaFilePath, thumbnailPath } from "../../src/resources/media/store.js";
import { admin, callApi, consoleUrl, createOrg, signUp, type TestUser } from "../support/stack.js";
import { dataOf } from "../support/responses.js";

vi.mock("firebase-functions/logger");

const photo = async (width: number, height: number) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: "#2d6a4f" } })
      .png()
      .toBuffer(),
  );
const mp4 = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([
    0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32, 0, 0, 0, 0, 0x6d, 0x70, 0x34,
    0x32, 0x69, 0x73, 0x6f, 0x6d,
  ]);
  bytes[size - 1] = 9;
  return bytes;
};

let owner: TestUser;
let orgId: string;
let album: AlbumItem;

async function send(method: "POST" | "PUT", path: string, bytes: Uint8Array) {
  const response = await fetch(`${consoleUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${owner.idToken}`,
      "content-type": "application/octet-stream",
    },
    body: bytes,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
const upload = (bytes: Uint8Array, fileName: string) =>
  send(
    "POST",
    `/api/orgs/${orgId}/media/albums/${album.id}/items?fileName=${encodeURIComponent(fileName)}`,
    bytes,
  );
// Through the API's own file store, which carries the credential the emulator's admin-only mode asks.
const files = () => bucketFileStore(admin().bucket, 10_000);
const exists = async (path: string) => (await files().describe(path)) !== null;

beforeAll(async () => {
  owner = await signUp();
  orgId = dataOf<{ id: string }>(await createOrg(owner, { name: "Media HOA" })).id;
  album = dataOf<AlbumItem>(
    await callApi(`/api/orgs/${orgId}/media/albums`, {
      method: "POST",
      token: owner.idToken,
      json: { title: "Pool opening" },
    }),
  );
});

describe("media on the Storage emulator", () => {
  it("stores a photo with a thumbnail next to it and serves both through the album's link", async () => {
    const item = dataOf<MediaItem>(await upload(await photo(1600, 900), "deck.png"));
    expect(item).toMatchObject({ width: 1600, height: 900, hasThumbnail: true });
    expect(item.warning).toContain("1920x1080");
    expect(await exists(mediaFilePath(orgId, album.id, item.id))).toBe(true);
    expect(await exists(thumbnailPath(orgId, album.id, item.id))).toBe(true);

    const link = dataOf<MediaLink>(
      await callApi(`/api/orgs/${orgId}/media/albums/${album.id}/links`, {
        method: "POST",
        token: owner.idToken,
      }),
    );
    const thumbnail = await fetch(`${consoleUrl}${link.url}/${item.id}/thumbnail`);
    expect(thumbnail.status).toBe(200);
    const metadata = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 480, height: 270 });
  });

  it("takes one request up to 10 MB and refuses more, and a file that lies about its type", async () => {
    const atLimit = await upload(mp4(PHOTO_MAX_BYTES), "clip.mp4");
    expect(atLimit).toMatchObject({ status: 201, body: { data: { kind: "video" } } });
    expect(await upload(mp4(PHOTO_MAX_BYTES + 1), "clip.mp4")).toMatchObject({ status: 413 });
    expect(await upload(await photo(10, 10), "photo.gif")).toMatchObject({ status: 415 });
  });

  it("joins a video sent in resumable parts into one file, and serves it in byte ranges", async () => {
    const video = mp4(MEDIA_PART_MAX_BYTES + 4096);
    const started = dataOf<MediaUpload>(
      await callApi(`/api/orgs/${orgId}/media/uploads`, {
        method: "POST",
        token: owner.idToken,
        json: { albumId: album.id, fileName: "parade.mp4", sizeBytes: video.byteLength },
      }),
    );
    expect(started.partCount).toBe(2);
    const parts = `/api/orgs/${orgId}/media/uploads/${started.uploadId}/parts`;
    expect(await send("PUT", `${parts}/2`, video.subarray(MEDIA_PART_MAX_BYTES))).toMatchObject({
      status: 200,
    });
    expect(await send("PUT", `${parts}/1`, video.subarray(0, MEDIA_PART_MAX_BYTES))).toMatchObject({
      status: 200,
    });
    const item = dataOf<MediaItem>(
      await callApi(`/api/orgs/${orgId}/media/uploads/${started.uploadId}/complete`, {
        method: "POST",
        token: owner.idToken,
      }),
    );
    expect(item).toMatchObject({ kind: "video", sizeBytes: video.byteLength });
    const [stored] = await admin()
      .bucket.file(mediaFilePath(orgId, album.id, item.id))
      .download();
    expect(Buffer.compare(stored, Buffer.from(video))).toBe(0);
    const [left] = await admin().bucket.getFiles({
      prefix: `media-uploads/${orgId}/${started.uploadId}/`,
    });
    expect(left).toEqual([]);

    // Served through the album's link, streamed whole or in the range a player asks for.
    const link = dataOf<MediaLink>(
      await callApi(`/api/orgs/${orgId}/media/albums/${album.id}/links`, {
        method: "POST",
        token: owner.idToken,
      }),
    );
    const fileUrl = `${consoleUrl}${link.url}/${item.id}/file`;
    const whole = await fetch(fileUrl);
    expect(whole.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await whole.arrayBuffer()), Buffer.from(video))).toBe(0);
    const start = MEDIA_PART_MAX_BYTES - 100;
    const part = await fetch(fileUrl, { headers: { range: `bytes=${String(start)}-` } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(
      `bytes ${String(start)}-${String(video.byteLength - 1)}/${String(video.byteLength)}`,
    );
    expect(
      Buffer.compare(Buffer.from(await part.arrayBuffer()), Buffer.from(video.subarray(start))),
    ).toBe(0);
  });
});
