import {
  ARC_ATTACHMENTS_MAX,
  ARC_ATTACHMENT_MAX_BYTES,
  arcMessages as m,
  type ArcAttachmentQuery,
} from "@hoa/validation/architectural-review";
import { Timestamp } from "firebase-admin/firestore";
import { nameOf, type Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { fileBody } from "../../http/file-body.js";
import type { DataContext } from "../../platform/data-context.js";
import { isDocumentId } from "../../platform/document-ids.js";
import type { FileStore } from "../../platform/file-store.js";
import type { OrganizationAccess } from "../../platform/organization-access.js";
import { runTransaction } from "../../platform/transactions.js";
import { linkedResidents, linkedResidentsIn } from "../residents/accounts.js";
import { storedPhoto } from "../violations/photos.js";
import {
  arcAttachmentPath,
  arcRequestFromData,
  arcRequestRef,
  ownArcRequestFromData,
  toOwnArcRequest,
  type ArcRequest,
  type OwnArcRequest,
} from "./documents.js";

/** A drawing or a photo as sent: at most 10 MB, as octet-stream. */
export const arcAttachmentBody = fileBody({
  maxBytes: ARC_ATTACHMENT_MAX_BYTES,
  messages: {
    tooLarge: m.attachmentTooLarge,
    notOctetStream: m.attachmentNotOctetStream,
    empty: m.attachmentEmpty,
  },
});

const isPdf = (bytes: Uint8Array) =>
  bytes.length > 5 && Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";

/** A file as kept: a PDF drawing as sent, a photo as a JPEG without its location. */
async function keptFile(bytes: Uint8Array, fileName: string) {
  if (isPdf(bytes)) {
    return {
      bytes,
      kind: "drawing" as const,
      contentType: "application/pdf",
      name: fileName,
    };
  }
  const photo = await storedPhoto(bytes, {
    unreadable: m.attachmentUnreadable,
    type: m.attachmentType,
  });
  return {
    bytes: photo,
    kind: "photo" as const,
    contentType: "image/jpeg",
    name: fileName.replace(/\.(png|webp|jpe?g)$/iu, "") + ".jpg",
  };
}

/** The states in which the homeowner's files may still change. */
const OPEN_FOR_FILES = new Set(["draft", "returned"]);

/**
 * Adds a drawing (PDF) or a photo to a request while it is a draft or returned (409 otherwise, and
 * once it holds `ARC_ATTACHMENTS_MAX`): the board's, or a resident's of their own household's
 * request (404 for any other). The file is stored first, then the request records it; a refused
 * record removes the file. Not made to a version: it changes no field the homeowner edits.
 */
export async function addArcAttachment(
  data: DataContext,
  files: FileStore,
  access: OrganizationAccess,
  caller: Caller,
  requestId: string,
  bytes: Uint8Array,
  query: ArcAttachmentQuery,
): Promise<ArcRequest | OwnArcRequest> {
  const { orgId } = access;
  if (!isDocumentId(requestId)) throw new ApiError(404, m.notFound);
  const kept = await keptFile(bytes, query.fileName);
  const ref = arcRequestRef(data.db, orgId, requestId);
  const fileId = ref.collection("attachments").doc().id;
  const path = arcAttachmentPath(orgId, requestId, fileId);
  await files.save(path, kept.bytes, { contentType: kept.contentType, metadata: { requestId } });
  try {
    return await runTransaction(data, async (transaction) => {
      const [snapshot, residents] = await Promise.all([
        transaction.get(ref),
        access.isResident
          ? linkedResidentsIn(transaction, data.db, orgId, access.uid)
          : Promise.resolve(null),
      ]);
      if (!snapshot.exists) throw new ApiError(404, m.notFound);
      const request = toOwnArcRequest(snapshot);
      const resident = residents?.find((r) => r.propertyId === request.propertyId);
      if (residents && !resident) throw new ApiError(404, m.notFound);
      if (!OPEN_FOR_FILES.has(request.status)) throw new ApiError(409, m.attachmentsClosed);
      if (request.attachments.length >= ARC_ATTACHMENTS_MAX) {
        throw new ApiError(409, m.tooManyAttachments);
      }
      const now = Timestamp.fromDate(data.clock.now());
      const by = { uid: caller.uid, name: resident?.name ?? nameOf(caller, caller.uid) };
      const seq = (Number(snapshot.get("timelineCount")) || 0) + 1;
      const file = {
        id: fileId,
        name: kept.name,
        kind: kept.kind,
        contentType: kept.contentType,
        size: kept.bytes.byteLength,
        at: now,
        by,
      };
      transaction.create(ref.collection("timeline").doc(String(seq).padStart(4, "0")), {
        seq,
        step: "attachment",
        at: now,
        by,
        summary: `${kept.kind === "drawing" ? "Drawing" : "Photo"} added by ${by.name}: ${kept.name}`,
        note: "",
        letter: null,
      });
      const attachments = [...(snapshot.get("attachments") ?? []), file];
      transaction.update(ref, { attachments, timelineCount: seq });
      const stored = { ...snapshot.data(), attachments, timelineCount: seq };
      return access.isResident
        ? ownArcRequestFromData(requestId, stored)
        : arcRequestFromData(requestId, stored, access.uid);
    });
  } catch (error) {
    await files.remove(path);
    throw error;
  }
}

/**
 * A request's file with its type and name: to the board, and to a resident of the request's
 * property; 404 to anyone else, and for a file the request does not hold.
 */
export async function readArcAttachment(
  data: DataContext,
  files: FileStore,
  access: OrganizationAccess,
  requestId: string,
  fileId: string,
): Promise<{ bytes: Uint8Array; contentType: string; name: string }> {
  const missing = () => new ApiError(404, m.attachmentNotFound);
  if (!isDocumentId(requestId) || !isDocumentId(fileId)) throw missing();
  const snapshot = await data.call(arcRequestRef(data.db, access.orgId, requestId).get());
  if (!snapshot.exists) throw missing();
  const request = toOwnArcRequest(snapshot);
  if (access.isResident) {
    const residents = await linkedResidents(data, access);
    if (!residents.some((resident) => resident.propertyId === request.propertyId)) throw missing();
  }
  const file = request.attachments.find((attachment) => attachment.id === fileId);
  if (!file) throw missing();
  const bytes = await files.read(arcAttachmentPath(access.orgId, requestId, fileId));
  if (!bytes) throw missing();
  return { bytes, contentType: file.contentType, name: file.name };
}
