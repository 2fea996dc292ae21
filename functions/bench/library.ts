/**
 * Documents and media at size, through Hosting against the running emulators
 * (`pnpm bench:library`, loopback only), as the demo admin:
 *   photos: 50 distinct JPEGs of about 3 MB (12 MP, made with sharp before timing) uploaded into
 *   a new album the way the console does it (one request each up to the 10 MB limit, resumable
 *   parts above), two at a time as the console's upload dialog, then again one at a time, after
 *   two rounds of 8 unmeasured uploads; every item is checked for its thumbnail, and a few
 *   thumbnails are read through the album's link; then 20 uploads taken apart step by step (see
 *   `breakdown`);
 *   documents: 2,000 records written straight to Firestore (not timed; ids `bulk-document-NNNN`,
 *   the same every run, so a rerun overwrites them), then a first page, a category filter, a
 *   title search and a member's first page for 5 s each at 1 and 8 connections with autocannon,
 *   each p99 against GET /api/roles's at the same concurrency, and every page of the library
 *   walked at the console's page size (25) and at the largest (100).
 * Prints tables and exits non-zero when any request failed or a check did not hold.
 */
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import {
  DOCUMENT_CATEGORIES,
  MEDIA_PART_MAX_BYTES,
  PHOTO_MAX_BYTES,
  documentKeywords,
  foldSearchText,
  type DocumentCategory,
  type DocumentVisibility,
} from "@hoa/validation";
import type { AutocannonResult } from "autocannon";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { Timestamp, getFirestore, type Firestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import sharp from "sharp";
import {
  documentFileRef,
  documentFromData,
  documentsCollection,
} from "../src/resources/documents/store.js";
import { bucketFileStore } from "../src/platform/file-store.js";
import { keywordFields } from "../src/platform/keywords.js";
import { KEYWORDS_FIELD } from "../src/platform/lists.js";
import { makeThumbnail } from "../src/resources/media/thumbnails.js";
import {
  AUTH_URL,
  BASE_URL,
  DEMO_ADMIN,
  DEMO_ORGANIZATION_ID,
  assertLoopback,
  latencyColumns,
  loadRead,
  p99Ratio,
  percentile,
  runWithin,
  signIn,
  timed,
  unexpectedAnswers,
  warmUp,
  type SignedIn,
} from "./support.js";

const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080";
const STORAGE_HOST = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? "127.0.0.1:9199";
const STORAGE_BUCKET = process.env.HOA_STORAGE_BUCKET ?? "demo-hoa.appspot.com";
// The emulators need no credentials: the Admin SDK must not look for a cloud metadata server.
process.env.METADATA_SERVER_DETECTION ??= "none";
const PROJECT_ID = "demo-hoa";
const DEMO_MEMBER = { email: "member@demo.hoa", password: "Member123!" };
const OVERALL_LIMIT_MS = 900_000;

const PHOTOS = 50;
/** A phone camera's 12 MP frame; the JPEG quality below lands each photo near 3 MB. */
const PHOTO_SIZE = { width: 4032, height: 3024 };
const PHOTO_QUALITY = 84;
/** What the console's upload dialog runs at once (`useUploads().run`, lib/uploads.tsx). */
const CONSOLE_UPLOAD_CONCURRENCY = 2;
/** Photos whose upload is taken apart step by step (see `breakdown`). */
const BREAKDOWN_PHOTOS = 20;
const THUMBNAILS_FETCHED = 5;

const DOCUMENTS = 2_000;
const DOCUMENT_ID_PREFIX = "bulk-document-";
/** Documents per batched write, each with its file's claim: 400 writes. */
const DOCUMENTS_PER_BATCH = 200;
/** The console sends no `limit`, so a documents page is the API's default; exports use the max. */
const CONSOLE_PAGE_SIZE = 25;
const LARGEST_PAGE_SIZE = 100;
const READ_SECONDS = 5;
// The Functions emulator runs one worker per request in flight and degrades above about 10.
const WARM_CONNECTIONS = 8;

const MB = 1_000_000;
const seconds = (ms: number) => Math.round(ms / 10) / 100;

/** What went wrong; the exit code says whether anything did. */
const problems: string[] = [];
function check(condition: boolean, problem: string): void {
  if (!condition) {
    problems.push(problem);
    console.error(`FAILED: ${problem}`);
  }
}

/** A JSON API call; anything but a 2xx is thrown with the server's message. */
async function api<T>(user: SignedIn, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${user.idToken}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** The raw bytes as the body of an API route, as the console's `uploadFile` sends them. */
async function sendBytes<T>(
  user: SignedIn,
  method: "POST" | "PUT",
  path: string,
  bytes: Uint8Array,
): Promise<T> {
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${user.idToken}`,
      "content-type": "application/octet-stream",
    },
    body: bytes,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

// ---------------------------------------------------------------------------------------------
// Photos

interface Photo {
  name: string;
  bytes: Uint8Array;
}

/**
 * A distinct, detailed 12 MP JPEG: random colour fields enlarged smoothly (the shapes) with
 * random grain over them (the detail that makes a photo's file large).
 */
async function makePhoto(index: number): Promise<Photo> {
  const { width, height } = PHOTO_SIZE;
  const fields = await sharp(randomBytes(63 * 47 * 3), {
    raw: { width: 63, height: 47, channels: 3 },
  })
    .resize(width, height, { kernel: "cubic" })
    .raw()
    .toBuffer();
  const grain = randomBytes(width * height * 3);
  for (let at = 0; at < fields.length; at += 1) {
    fields[at] = Math.max(
      0,
      Math.min(255, (fields[at] ?? 0) + (((grain[at] ?? 128) - 128) * 20) / 128),
    );
  }
  const bytes = await sharp(fields, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: PHOTO_QUALITY })
    .toBuffer();
  return {
    name: `bench-photo-${String(index + 1).padStart(2, "0")}.jpg`,
    bytes: new Uint8Array(bytes),
  };
}

interface MediaItem {
  id: string;
  kind: string;
  sizeBytes: number;
  hasThumbnail: boolean;
}

/**
 * One photo the way the console sends it (`uploadMediaFile`): one request up to the photo limit,
 * else a resumable upload (start, 8 MiB parts, complete).
 */
async function uploadMedia(user: SignedIn, albumId: string, photo: Photo): Promise<MediaItem> {
  const org = encodeURIComponent(DEMO_ORGANIZATION_ID);
  if (photo.bytes.byteLength <= PHOTO_MAX_BYTES) {
    const query = `fileName=${encodeURIComponent(photo.name)}&caption=`;
    return sendBytes<MediaItem>(
      user,
      "POST",
      `/api/orgs/${org}/media/albums/${encodeURIComponent(albumId)}/items?${query}`,
      photo.bytes,
    );
  }
  const upload = await api<{ uploadId: string; partCount: number }>(
    user,
    "POST",
    `/api/orgs/${org}/media/uploads`,
    { albumId, fileName: photo.name, sizeBytes: photo.bytes.byteLength, caption: "" },
  );
  for (let number = 1; number <= upload.partCount; number += 1) {
    const from = (number - 1) * MEDIA_PART_MAX_BYTES;
    await sendBytes(
      user,
      "PUT",
      `/api/orgs/${org}/media/uploads/${upload.uploadId}/parts/${number}`,
      photo.bytes.subarray(from, from + MEDIA_PART_MAX_BYTES),
    );
  }
  return api<MediaItem>(user, "POST", `/api/orgs/${org}/media/uploads/${upload.uploadId}/complete`);
}

interface UploadRun {
  name: string;
  concurrency: number;
  photos: number;
  bytes: number;
  totalMs: number;
  perPhotoMs: number[];
  failed: number;
}

/** Sends `photos` through `send`, `concurrency` at a time, timing each and the whole batch. */
async function uploadBatch(
  name: string,
  photos: readonly Photo[],
  concurrency: number,
  send: (photo: Photo) => Promise<unknown>,
): Promise<UploadRun> {
  const queue = [...photos];
  const perPhotoMs: number[] = [];
  let failed = 0;
  const started = performance.now();
  const worker = async () => {
    for (let photo = queue.shift(); photo; photo = queue.shift()) {
      try {
        const [, ms] = await timed(() => send(photo));
        perPhotoMs.push(ms);
      } catch (error) {
        failed += 1;
        console.error(error instanceof Error ? error.message : error);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return {
    name,
    concurrency,
    photos: photos.length,
    bytes: photos.reduce((sum, photo) => sum + photo.bytes.byteLength, 0),
    totalMs: performance.now() - started,
    perPhotoMs,
    failed,
  };
}

async function createAlbum(user: SignedIn, title: string): Promise<string> {
  const album = await api<{ id: string }>(
    user,
    "POST",
    `/api/orgs/${DEMO_ORGANIZATION_ID}/media/albums`,
    { title, description: "Photos uploaded by the library benchmark" },
  );
  return album.id;
}

/**
 * The album as its page shows it: every item listed with a thumbnail, and a few thumbnails read
 * through the album's link (JPEG or WebP, at most 480 px, smaller than the photo).
 */
async function checkAlbum(user: SignedIn, albumId: string, photos: readonly Photo[]) {
  const base = `/api/orgs/${DEMO_ORGANIZATION_ID}/media/albums/${albumId}`;
  const page = await api<{ items: MediaItem[] }>(user, "GET", `${base}/items?limit=100`);
  check(
    page.items.length === photos.length,
    `the album lists ${page.items.length} items, not ${photos.length}`,
  );
  const withoutThumbnail = page.items.filter((item) => item.kind !== "photo" || !item.hasThumbnail);
  check(withoutThumbnail.length === 0, `${withoutThumbnail.length} items have no thumbnail`);
  const link = await api<{ url: string }>(user, "POST", `${base}/links`);
  const fetchedMs: number[] = [];
  const sizes: number[] = [];
  for (const item of page.items.slice(0, THUMBNAILS_FETCHED)) {
    const [response, ms] = await timed(() => fetch(`${BASE_URL}${link.url}/${item.id}/thumbnail`));
    const bytes = new Uint8Array(await response.arrayBuffer());
    fetchedMs.push(ms);
    sizes.push(bytes.byteLength);
    const type = response.headers.get("content-type") ?? "";
    check(response.status === 200, `thumbnail of ${item.id} answered ${response.status}`);
    check(/^image\/(jpeg|webp)$/u.test(type), `thumbnail of ${item.id} is ${type}`);
    const metadata = await sharp(bytes)
      .metadata()
      .catch(() => null);
    check(
      metadata !== null &&
        ["jpeg", "webp"].includes(metadata.format) &&
        Math.max(metadata.width, metadata.height) <= 480,
      `thumbnail of ${item.id} is not a JPEG or WebP of at most 480 px`,
    );
    check(
      bytes.byteLength < item.sizeBytes,
      `thumbnail of ${item.id} is not smaller than its photo`,
    );
  }
  return { items: page.items.length, fetchedMs, sizes };
}

function uploadRow(run: UploadRun) {
  const totalS = run.totalMs / 1000;
  return {
    run: run.name,
    concurrency: run.concurrency,
    photos: run.photos,
    failed: run.failed,
    "MB sent": Math.round(run.bytes / MB),
    "total s": seconds(run.totalMs),
    "photos/s": Math.round((run.photos / totalS) * 100) / 100,
    "MB/s": Math.round((run.bytes / MB / totalS) * 10) / 10,
    "p50 ms": Math.round(percentile(run.perPhotoMs, 50)),
    "p99 ms": Math.round(percentile(run.perPhotoMs, 99)),
    "max ms": Math.round(Math.max(...run.perPhotoMs)),
  };
}

/**
 * The same number of bytes the document upload route refuses by their type (415 after reading
 * the whole body): what carrying them through Hosting into a function costs, nothing stored.
 */
async function refusedByType(user: SignedIn, photo: Photo): Promise<void> {
  const response = await fetch(
    `${BASE_URL}/api/orgs/${DEMO_ORGANIZATION_ID}/documents/uploads?fileName=noise.pdf`,
    {
      method: "POST",
      headers: {
        authorization: `Bearer ${user.idToken}`,
        "content-type": "application/octet-stream",
      },
      body: randomBytes(photo.bytes.byteLength),
    },
  );
  await response.text();
  if (response.status !== 415) throw new Error(`random bytes answered ${response.status}, not 415`);
}

const BREAKDOWN_STEPS = [
  "photo upload, end to end",
  "the same bytes as a document upload (no thumbnail, no record)",
  "the same size refused by its type (carried into the function only)",
  "the file written straight to the Storage emulator",
  "makeThumbnail in process",
] as const;
type BreakdownStep = (typeof BREAKDOWN_STEPS)[number];

/**
 * One upload taken apart: for each photo, one after the other (so the machine's load falls on
 * every step alike), the photo uploaded, the same bytes as a document upload, a body of the same
 * size refused by its type, the file written straight to the Storage emulator with the API's own
 * file store (then removed), and its thumbnail made in this process.
 */
async function breakdown(admin: SignedIn, albumId: string, photos: readonly Photo[]) {
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= STORAGE_HOST;
  const app = initializeApp(
    { projectId: PROJECT_ID, storageBucket: STORAGE_BUCKET },
    `bench-library-storage-${Date.now()}`,
  );
  const times = new Map<BreakdownStep, number[]>(BREAKDOWN_STEPS.map((step) => [step, []]));
  const time = async (step: BreakdownStep, work: () => Promise<unknown>) => {
    const [, ms] = await timed(work);
    times.get(step)?.push(ms);
  };
  try {
    const files = bucketFileStore(getStorage(app).bucket(), 30_000);
    for (const [index, photo] of photos.entries()) {
      const [photoStep, documentStep, refusedStep, storageStep, thumbnailStep] = BREAKDOWN_STEPS;
      await time(photoStep, async () => {
        const item = await uploadMedia(admin, albumId, photo);
        check(item.hasThumbnail, `${photo.name} got no thumbnail`);
      });
      await time(documentStep, () =>
        sendBytes(
          admin,
          "POST",
          `/api/orgs/${DEMO_ORGANIZATION_ID}/documents/uploads?fileName=${encodeURIComponent(photo.name)}`,
          photo.bytes,
        ),
      );
      await time(refusedStep, () => refusedByType(admin, photo));
      const path = `bench-library/${index + 1}`;
      await time(storageStep, () =>
        files.save(path, photo.bytes, { contentType: "image/jpeg", metadata: {} }),
      );
      await files.remove(path);
      await time(thumbnailStep, () => makeThumbnail(photo.bytes));
    }
  } finally {
    await deleteApp(app);
  }
  return times;
}

async function photosPhase(admin: SignedIn) {
  console.log(`Making ${PHOTOS} photos of ${PHOTO_SIZE.width}x${PHOTO_SIZE.height} (not timed)...`);
  const photos: Photo[] = [];
  for (let index = 0; index < PHOTOS; index += 1) photos.push(await makePhoto(index));
  const sizes = photos.map((photo) => photo.bytes.byteLength);
  console.log(
    `Photos: ${(Math.min(...sizes) / MB).toFixed(2)} to ${(Math.max(...sizes) / MB).toFixed(2)} MB, ` +
      `${(sizes.reduce((a, b) => a + b, 0) / MB).toFixed(0)} MB in all.`,
  );
  const stamp = new Date().toISOString().slice(0, 16).replace("T", " ");

  // Every worker the emulator may use gets the upload route (and sharp) going before timing.
  const warmAlbum = await createAlbum(admin, `Benchmark ${stamp}, warm-up`);
  console.log(`Warming up: ${WARM_CONNECTIONS} uploads at once, twice (not timed)...`);
  for (let round = 0; round < 2; round += 1) {
    const warm = await uploadBatch(
      "warm-up",
      photos.slice(0, WARM_CONNECTIONS),
      WARM_CONNECTIONS,
      (photo) => uploadMedia(admin, warmAlbum, photo),
    );
    check(warm.failed === 0, `${warm.failed} warm-up uploads failed`);
  }

  const album = await createAlbum(admin, `Benchmark ${stamp}`);
  console.log(
    `Uploading ${PHOTOS} photos, ${CONSOLE_UPLOAD_CONCURRENCY} at a time (the console's)...`,
  );
  const batch = await uploadBatch("photos", photos, CONSOLE_UPLOAD_CONCURRENCY, (photo) =>
    uploadMedia(admin, album, photo),
  );
  const serialAlbum = await createAlbum(admin, `Benchmark ${stamp}, one at a time`);
  console.log(`Uploading the ${PHOTOS} again into another album, one at a time...`);
  const serial = await uploadBatch("photos", photos, 1, (photo) =>
    uploadMedia(admin, serialAlbum, photo),
  );
  for (const run of [batch, serial]) {
    check(
      run.failed === 0,
      `${run.failed} of ${run.photos} ${run.name} failed (concurrency ${run.concurrency})`,
    );
  }

  console.log("Checking every item's thumbnail...");
  const checked = await checkAlbum(admin, album, photos);
  await checkAlbum(admin, serialAlbum, photos);

  const breakdownAlbum = await createAlbum(admin, `Benchmark ${stamp}, taken apart`);
  console.log(`Taking ${BREAKDOWN_PHOTOS} uploads apart, step by step...`);
  const steps = await breakdown(admin, breakdownAlbum, photos.slice(0, BREAKDOWN_PHOTOS));
  return { batch, serial, checked, steps };
}

// ---------------------------------------------------------------------------------------------
// Documents

const TOPICS = [
  "Pool",
  "Landscaping",
  "Clubhouse",
  "Parking",
  "Roof",
  "Reserve Study",
  "Insurance",
  "Architectural Review",
  "Pet",
  "Trash and Recycling",
] as const;
const KINDS: Readonly<Record<DocumentCategory, readonly string[]>> = {
  governingDocuments: ["Bylaws Amendment", "CC&R Section", "Articles"],
  financialReports: ["Budget", "Balance Sheet", "Audit Report"],
  meetingMinutes: ["Board Meeting Minutes", "Annual Meeting Minutes", "Committee Minutes"],
  forms: ["Request Form", "Application", "Waiver"],
  policies: ["Policy", "Rules", "Guidelines"],
};
const DOCUMENT_TYPES = [
  ["application/pdf", "pdf"],
  ["application/vnd.openxmlformats-officedocument.wordprocessingml.document", "docx"],
  ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "xlsx"],
] as const;
/** The bulk documents' times count back from here, an hour apart (fixed: reruns overwrite alike). */
const DOCUMENTS_LATEST = Date.parse("2026-11-20T17:00:00.000Z");

/**
 * The record `createDocument` stores (one version, keywords from the title, the title folded for
 * sorting), with its file's claim. The files themselves are not written: lists never read them
 * (a download of one of these would answer 404).
 */
function bulkDocument(index: number) {
  const number = String(index + 1).padStart(4, "0");
  const category = DOCUMENT_CATEGORIES[index % DOCUMENT_CATEGORIES.length] as DocumentCategory;
  const kinds = KINDS[category];
  const topic = TOPICS[Math.floor(index / DOCUMENT_CATEGORIES.length) % TOPICS.length] ?? "Pool";
  const kind = kinds[Math.floor(index / 50) % kinds.length] ?? "Policy";
  const year = 2026 - (Math.floor(index / 150) % 12);
  const title = `${topic} ${kind} ${year} #${number}`;
  // About one in four is for the board only.
  const visibility: DocumentVisibility = index % 4 === 3 ? "board" : "members";
  const [contentType, extension] =
    DOCUMENT_TYPES[index % DOCUMENT_TYPES.length] ?? DOCUMENT_TYPES[0];
  const at = Timestamp.fromMillis(DOCUMENTS_LATEST - index * 3_600_000);
  const fileId = `${DOCUMENT_ID_PREFIX}file-${number}`;
  const uploadedBy = { uid: "demo-admin", name: "Avery Admin" };
  return {
    id: `${DOCUMENT_ID_PREFIX}${number}`,
    fileId,
    stored: {
      title,
      titleSort: foldSearchText(title),
      category,
      description: `${topic}: ${kind.toLowerCase()} for ${year}.`,
      visibility,
      versions: [
        {
          number: 1,
          fileId,
          fileName: `${foldSearchText(title).replaceAll(" ", "-")}.${extension}`,
          contentType,
          sizeBytes: 40_000 + ((index * 7_919) % 2_000_000),
          uploadedAt: at,
          uploadedBy,
        },
      ],
      createdBy: uploadedBy,
      ...keywordFields(KEYWORDS_FIELD, documentKeywords({ title })),
      version: 1,
      createdAt: at,
      updatedAt: at,
    },
  };
}

async function addDocuments(db: Firestore): Promise<{ board: number; ms: number }> {
  const started = performance.now();
  let board = 0;
  const documents = Array.from({ length: DOCUMENTS }, (_, index) => bulkDocument(index));
  for (const document of documents) {
    documentFromData(document.id, document.stored); // throws if the API could not read it
    if (document.stored.visibility === "board") board += 1;
  }
  const batches: (typeof documents)[] = [];
  for (let start = 0; start < documents.length; start += DOCUMENTS_PER_BATCH) {
    batches.push(documents.slice(start, start + DOCUMENTS_PER_BATCH));
  }
  let next = 0;
  const worker = async () => {
    for (let chunk = batches[next++]; chunk; chunk = batches[next++]) {
      const batch = db.batch();
      for (const { id, fileId, stored } of chunk) {
        batch.set(documentsCollection(db, DEMO_ORGANIZATION_ID).doc(id), stored);
        batch.set(documentFileRef(db, DEMO_ORGANIZATION_ID, fileId), {
          documentId: id,
          createdAt: stored.createdAt,
        });
      }
      await batch.commit();
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { board, ms: performance.now() - started };
}

interface ReadTarget {
  name: string;
  path: string;
  user: SignedIn;
}

interface DocumentItem {
  id: string;
  visibility: DocumentVisibility;
  category: DocumentCategory;
  title: string;
}

/** Every page of the library in the default order, `limit` at a time, following the cursor. */
async function walkPages(user: SignedIn, limit: number) {
  const pageMs: number[] = [];
  const ids = new Set<string>();
  let cursor: string | null = null;
  const started = performance.now();
  do {
    const query: string = `limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
    const [page, ms] = await timed(() =>
      api<{ items: DocumentItem[]; nextCursor: string | null }>(
        user,
        "GET",
        `/api/orgs/${DEMO_ORGANIZATION_ID}/documents?${query}`,
      ),
    );
    pageMs.push(ms);
    for (const item of page.items) {
      check(!ids.has(item.id), `document ${item.id} came twice while walking pages of ${limit}`);
      ids.add(item.id);
    }
    cursor = page.nextCursor;
  } while (cursor);
  return {
    limit,
    pages: pageMs.length,
    documents: ids.size,
    totalMs: performance.now() - started,
    pageMs,
  };
}

async function documentsPhase(admin: SignedIn, member: SignedIn) {
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-library-${Date.now()}`);
  try {
    console.log(`Adding ${DOCUMENTS} documents to ${DEMO_ORGANIZATION_ID} (not timed)...`);
    const added = await addDocuments(getFirestore(app));
    console.log(
      `Wrote ${DOCUMENTS} documents (${added.board} board only) in ${seconds(added.ms)} s.`,
    );
  } finally {
    await deleteApp(app);
  }

  const documents = `/api/orgs/${DEMO_ORGANIZATION_ID}/documents`;
  const targets: ReadTarget[] = [
    { name: "GET /api/roles", path: "/api/roles", user: admin },
    { name: "documents, first page", path: documents, user: admin },
    { name: "documents, category", path: `${documents}?category=financialReports`, user: admin },
    { name: "documents, title search", path: `${documents}?q=pool`, user: admin },
    { name: "documents, member's first page", path: documents, user: member },
  ];

  const memberPage = await api<{ items: DocumentItem[] }>(member, "GET", documents);
  check(memberPage.items.length > 0, "the member's first page of documents is empty");
  check(
    memberPage.items.every((item) => item.visibility === "members"),
    "the member's first page shows a board-only document",
  );
  const searched = await api<{ items: DocumentItem[] }>(admin, "GET", `${documents}?q=pool`);
  check(
    searched.items.length > 0 && searched.items.every((item) => /\bpool/iu.test(item.title)),
    "the title search for 'pool' found nothing or a title without it",
  );

  const reads: Record<string, string | number>[] = [];
  const results: { name: string; result: AutocannonResult }[] = [];
  for (const connections of [1, 8]) {
    let rolesP99 = 0;
    for (const target of targets) {
      console.log(`Reading ${target.name} for ${READ_SECONDS} s, ${connections} connection(s)...`);
      await warmUp(target.user, target.path, WARM_CONNECTIONS);
      const result = await loadRead(target.path, target.user, {
        connections,
        seconds: READ_SECONDS,
      });
      results.push({ name: `${target.name} @${connections}`, result });
      if (target.path === "/api/roles") rolesP99 = result.latency.p99;
      reads.push({
        call: target.name,
        connections,
        ...latencyColumns(result),
        "p99 / roles p99": p99Ratio(result, rolesP99),
      });
    }
  }
  for (const { name, result } of results) {
    const unexpected = unexpectedAnswers(result, new Set([200]));
    check(
      result.errors === 0 && unexpected === 0 && result.requests.total > 0,
      `${name}: ${result.errors} errors, ${unexpected} answers other than 200`,
    );
  }

  console.log("Walking every page of the library...");
  const walks = [];
  for (const limit of [CONSOLE_PAGE_SIZE, LARGEST_PAGE_SIZE]) {
    const walk = await walkPages(admin, limit);
    check(
      walk.documents >= DOCUMENTS,
      `walking pages of ${limit} found ${walk.documents} documents, fewer than ${DOCUMENTS}`,
    );
    walks.push(walk);
  }
  return { reads, walks };
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  assertLoopback(BASE_URL);
  assertLoopback(AUTH_URL);
  assertLoopback(`http://${FIRESTORE_HOST}`);
  assertLoopback(`http://${STORAGE_HOST}`);
  const admin = await signIn(DEMO_ADMIN);
  const member = await signIn(DEMO_MEMBER);
  await warmUp(admin, "/api/roles", WARM_CONNECTIONS);

  const photos = await photosPhase(admin);
  const documents = await documentsPhase(admin, member);

  console.log("Photo uploads (each: the request until the item is answered; MB = 10^6 bytes):");
  console.table([photos.batch, photos.serial].map(uploadRow));
  console.log(
    `Thumbnails: ${photos.checked.items} items listed, each with a thumbnail; ${photos.checked.sizes.length} read ` +
      `(${photos.checked.sizes.map((size) => `${Math.round(size / 1000)} kB`).join(", ")}), ` +
      `p50 ${Math.round(percentile(photos.checked.fetchedMs, 50))} ms each.`,
  );
  const whole = percentile(photos.steps.get(BREAKDOWN_STEPS[0]) ?? [], 50);
  console.log(`One upload taken apart (${BREAKDOWN_PHOTOS} photos, the steps in turn):`);
  console.table(
    [...photos.steps].map(([step, ms]) => ({
      step,
      "p50 ms": Math.round(percentile(ms, 50)),
      "max ms": Math.round(Math.max(...ms)),
      "p50 / photo upload's": `${Math.round((percentile(ms, 50) / whole) * 100)} %`,
    })),
  );
  console.log(
    "Document reads (autocannon), each p99 against GET /api/roles's at the same concurrency:",
  );
  console.table(documents.reads);
  console.log("Every page of the library, admin, latest change first:");
  console.table(
    documents.walks.map((walk) => ({
      "page size": walk.limit,
      pages: walk.pages,
      documents: walk.documents,
      "total s": seconds(walk.totalMs),
      "page p50 ms": Math.round(percentile(walk.pageMs, 50)),
      "page p99 ms": Math.round(percentile(walk.pageMs, 99)),
      "page max ms": Math.round(Math.max(...walk.pageMs)),
    })),
  );
  if (problems.length > 0) {
    console.error(`${problems.length} checks failed:\n  ${problems.join("\n  ")}`);
    process.exitCode = 1;
  }
}

runWithin(OVERALL_LIMIT_MS, main);
