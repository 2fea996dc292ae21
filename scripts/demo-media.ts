import { AUDITED_FIELDS, foldSearchText } from "@hoa/validation";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import {
  albumsCollection,
  itemsCollection,
  mediaFilePath,
  thumbnailPath,
} from "../functions/src/resources/media/store.js";
import { makeThumbnail, resolutionWarning } from "../functions/src/resources/media/thumbnails.js";
import { demoUploader, demoUploaderActor, type DemoFile } from "./demo-files.js";
import { renderScene, type DemoScene } from "./demo-photos.js";
import type { SeedWrite } from "./seed.js";

export interface DemoPhoto {
  id: string;
  scene: DemoScene;
  fileName: string;
  caption: string;
  uploadedAt: Date;
}

export interface DemoAlbum {
  id: string;
  title: string;
  description: string;
  createdAt: Date;
  /** In the order they were added (the album's order). */
  photos: readonly DemoPhoto[];
}

/** A photo with its JPEG and the thumbnail the API makes of it. */
export interface RenderedPhoto extends DemoPhoto {
  bytes: Uint8Array;
  thumbnail: Uint8Array;
  width: number;
  height: number;
}

export type RenderedAlbum = Omit<DemoAlbum, "photos"> & { photos: readonly RenderedPhoto[] };

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

/** The demo album ids: `demo-album-<slug>`, the same every run. */
export const demoAlbumId = (slug: string) => `demo-album-${slug}`;

/**
 * The demo's albums (deterministic ids `demo-album-<slug>`, photos `demo-photo-<scene>`): the
 * last summer picnic, uploaded the day after, and the clubhouse renovation, three weeks ago.
 */
export function demoAlbums(now: Date): DemoAlbum[] {
  // The picnic is in mid-July: this year's once it is over, last year's before.
  const summer = now.getUTCMonth() >= 7 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  const picnicUploaded = new Date(Date.UTC(summer, 6, 19, 17, 0));
  const renovationUploaded = new Date(now.getTime() - 20 * DAY_MS);
  const album = (
    slug: string,
    title: string,
    description: string,
    uploaded: Date,
    photos: readonly [DemoScene, string, string][],
  ): DemoAlbum => ({
    id: demoAlbumId(slug),
    title,
    description,
    createdAt: new Date(uploaded.getTime() - 5 * MINUTE_MS),
    photos: photos.map(([scene, fileName, caption], index) => ({
      id: `demo-photo-${scene}`,
      scene,
      fileName,
      caption,
      uploadedAt: new Date(uploaded.getTime() + index * MINUTE_MS),
    })),
  });
  return [
    album(
      "summer-picnic",
      `Summer Picnic ${summer}`,
      "The community picnic in Maple Grove Park: games on the lawn, lunch at the pavilion and the sunset.",
      picnicUploaded,
      [
        ["picnic-lawn", "IMG_2041.jpg", "Blankets out under the maples at noon"],
        ["picnic-games", "IMG_2057.jpg", "The sack race on the east lawn"],
        ["picnic-pavilion", "IMG_2063.jpg", "Watermelon and lemonade at the pavilion"],
        ["picnic-sunset", "IMG_2090.jpg", "Sunset over Maple Grove Park"],
      ],
    ),
    album(
      "clubhouse-renovation",
      "Clubhouse Renovation",
      "The clubhouse after this fall's renovation: a new entrance, the lounge and the resurfaced pool deck.",
      renovationUploaded,
      [
        ["clubhouse-entrance", "clubhouse-entrance.jpg", "The new front entrance and porch"],
        [
          "clubhouse-lounge",
          "clubhouse-lounge.jpg",
          "The renovated lounge, open to every resident",
        ],
        ["clubhouse-pool", "clubhouse-pool-deck.jpg", "The resurfaced pool deck, ready for summer"],
      ],
    ),
  ];
}

/** Draws every photo and makes its thumbnail with the API's own code (about a second in all). */
export async function renderAlbums(albums: readonly DemoAlbum[]): Promise<RenderedAlbum[]> {
  return Promise.all(
    albums.map(async (album) => ({
      ...album,
      photos: await Promise.all(
        album.photos.map(async (photo) => {
          const bytes = await renderScene(photo.scene);
          const { bytes: thumbnail, width, height } = await makeThumbnail(bytes);
          return { ...photo, bytes, thumbnail, width, height };
        }),
      ),
    })),
  );
}

/** Each photo at `media/{orgId}/{albumId}/{itemId}` with its thumbnail next to it. */
export function mediaFiles(orgId: string, albums: readonly RenderedAlbum[]): DemoFile[] {
  return albums.flatMap((album) =>
    album.photos.flatMap((photo) => {
      const metadata = {
        fileName: photo.fileName,
        uploadedByUid: demoUploader.uid,
        uploadedAt: photo.uploadedAt.toISOString(),
      };
      return [
        {
          path: mediaFilePath(orgId, album.id, photo.id),
          bytes: photo.bytes,
          contentType: "image/jpeg",
          metadata,
        },
        {
          path: thumbnailPath(orgId, album.id, photo.id),
          bytes: photo.thumbnail,
          contentType: "image/jpeg",
          metadata,
        },
      ];
    }),
  );
}

/** `orgs/{orgId}/albums/{id}` as the API leaves it once the photos are in. */
export function albumRecord(album: RenderedAlbum) {
  const last = album.photos.at(-1);
  return {
    title: album.title,
    titleSort: foldSearchText(album.title),
    description: album.description,
    itemCount: album.photos.length,
    coverItemId: album.photos[0]?.id ?? null,
    createdBy: demoUploader,
    version: 1,
    createdAt: Timestamp.fromDate(album.createdAt),
    updatedAt: Timestamp.fromDate(last?.uploadedAt ?? album.createdAt),
  };
}

/** `orgs/{orgId}/albums/{albumId}/items/{id}`, as an upload of the photo writes it. */
export function photoRecord(album: Pick<DemoAlbum, "id">, photo: RenderedPhoto) {
  return {
    albumId: album.id,
    kind: "photo",
    contentType: "image/jpeg",
    fileName: photo.fileName,
    sizeBytes: photo.bytes.byteLength,
    caption: photo.caption,
    width: photo.width,
    height: photo.height,
    hasThumbnail: true,
    warning: resolutionWarning(photo.width, photo.height),
    uploadedBy: demoUploader,
    version: 1,
    createdAt: Timestamp.fromDate(photo.uploadedAt),
    updatedAt: Timestamp.fromDate(photo.uploadedAt),
  };
}

const auditEntry = (
  db: Firestore,
  orgId: string,
  id: string,
  at: Date,
  label: string,
  state: Record<string, string>,
): SeedWrite => ({
  ref: db.doc(`orgs/${orgId}/audit/${id}`),
  data: {
    action: "create",
    resource: "media",
    resourceId: id,
    label,
    changes: AUDITED_FIELDS.media
      .filter((field) => field in state)
      .map((field) => ({ field, before: null, after: state[field] })),
    actor: demoUploaderActor,
    at: Timestamp.fromDate(at),
  },
});

/**
 * The albums and their photos' records (seeding again overwrites them), with the audit entries
 * of the album's creation and of each upload.
 */
export function mediaWrites(
  db: Firestore,
  orgId: string,
  albums: readonly RenderedAlbum[],
): SeedWrite[] {
  return albums.flatMap((album) => [
    { ref: albumsCollection(db, orgId).doc(album.id), data: albumRecord(album) },
    auditEntry(db, orgId, album.id, album.createdAt, `album ${album.title}`, {
      title: album.title,
      description: album.description,
    }),
    ...album.photos.flatMap((photo) => [
      { ref: itemsCollection(db, orgId, album.id).doc(photo.id), data: photoRecord(album, photo) },
      auditEntry(db, orgId, photo.id, photo.uploadedAt, `photo in ${album.title}`, {
        caption: photo.caption,
        file: photo.fileName,
      }),
    ]),
  ]);
}
