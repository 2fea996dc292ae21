import {
  appealRequestSchema,
  decisionRequestSchema,
  hearingRequestSchema,
  reportViolationRequestSchema,
  violationListQuerySchema,
  violationNoteRequestSchema,
  violationReplyRequestSchema,
} from "@hoa/validation/violations";
import type { Hono } from "hono";
import * as v from "valibot";
import type { ApiEnv } from "../../http/env.js";
import { itemRoutes } from "../../http/item-routes.js";
import { listRoute } from "../../http/list-route.js";
import { route } from "../../http/route.js";
import type { RouteKit } from "../../http/route-kit.js";
import type { ItemChange } from "../../platform/items.js";
import { DOWNLOAD_CONTENT, downloadRoute } from "../../http/download-route.js";
import { fileRoute } from "../../http/file-route.js";
import { namedObject } from "../../http/openapi.js";
import type { FileStore } from "../../platform/file-store.js";
import type { OrganizationAccess } from "../../platform/organization-access.js";
import { addViolationPhoto, readViolationPhoto, violationPhotoBody } from "./photos.js";
import { ownViolationLetterPdf, violationLetterPdf, type LetterFile } from "./letter-files.js";
import { timelineEntrySchema, violationSchema, type Violation } from "./documents.js";
import { getOwnViolation, listOwnViolations, replyToViolation } from "./portal.js";
import {
  appealViolation,
  closeViolation,
  decideViolation,
  getTimeline,
  getViolation,
  listViolations,
  noticeHearing,
  reportViolation,
  sendCourtesyNotice,
  violationConsistency,
} from "./store.js";

const path = "/orgs/:orgId/violations";
const tag = "Violations";

export function violationRoutes(app: Hono<ApiEnv>, kit: RouteKit, files: FileStore): void {
  listRoute(app, kit, {
    path,
    tag,
    operationId: "listViolations",
    summary: "The violations reported, newest first, filtered by status, property or category",
    access: "member",
    query: violationListQuerySchema,
    item: violationSchema,
    read: { everyone: listViolations },
  });

  itemRoutes(app, kit, {
    path,
    idParam: "violationId",
    tag,
    noun: "violation",
    item: violationSchema,
    create: {
      operationId: "reportViolation",
      summary:
        "Report a violation at a property in a category (administrators): it copies the category and the rule set it is handled under",
      request: reportViolationRequestSchema,
      store: reportViolation,
    },
    get: {
      operationId: "getViolation",
      summary: "One violation (ETag: its version)",
      store: getViolation,
    },
  });

  route(app, kit, {
    method: "get",
    path: `${path}/:violationId/timeline`,
    tag,
    operationId: "getViolationTimeline",
    summary: "What happened to a violation, oldest first, with each letter sent",
    access: "member",
    success: { description: "Its timeline", data: v.array(timelineEntrySchema) },
    failures: [404],
    handle: ({ orgId, param }) => getTimeline(kit.data, orgId, param("violationId")),
  });

  route(app, kit, {
    method: "get",
    path: `${path}/:violationId/consistency`,
    tag,
    operationId: "getViolationConsistency",
    summary:
      "How the board decided the other violations of the same category: how many ended each way, and the fines' amounts",
    access: "member",
    success: {
      description: "The past decisions of its category",
      data: namedObject("ViolationConsistency", {
        category: v.string(),
        ended: v.number(),
        cured: v.number(),
        noAction: v.number(),
        fined: v.number(),
        suspended: v.number(),
        withdrawn: v.number(),
        reversed: v.number(),
        fines: v.object({
          /** Formatted amounts ("$100.00"); null when none was fined. */
          total: v.string(),
          average: v.nullable(v.string()),
          lowest: v.nullable(v.string()),
          highest: v.nullable(v.string()),
        }),
      }),
    },
    failures: [404],
    handle: ({ orgId, param }) => violationConsistency(kit.data, orgId, param("violationId")),
  });

  /** A step of the violation's way, made to the version shown (`If-Match`). */
  const step = <TBody>(declaration: {
    action: string;
    operationId: string;
    summary: string;
    description: string;
    body: v.GenericSchema<unknown, TBody>;
    failures: readonly (400 | 404 | 409)[];
    store: (target: ItemChange, body: TBody) => Promise<Violation>;
  }) =>
    route(app, kit, {
      method: "post",
      path: `${path}/:violationId/${declaration.action}`,
      tag,
      operationId: declaration.operationId,
      summary: declaration.summary,
      access: "admin",
      body: declaration.body,
      ifMatch: true,
      success: {
        description: `${declaration.description} (ETag: its version)`,
        data: violationSchema,
      },
      failures: [404, ...declaration.failures],
      etag: true,
      handle: ({ itemChange, body }) => declaration.store(itemChange("violationId"), body),
    });

  const consoleUrl = kit.links.consoleUrl;
  step({
    action: "courtesy-notice",
    operationId: "sendViolationCourtesyNotice",
    summary:
      "Send the courtesy notice (administrators; If-Match): a letter by email to the property's owners on file, with the category's cure period from today",
    description: "The violation, noticed",
    body: violationNoteRequestSchema,
    failures: [409],
    store: (target, body) => sendCourtesyNotice(kit.data, target, body, consoleUrl),
  });
  step({
    action: "hearing",
    operationId: "noticeViolationHearing",
    summary:
      "Notice (or move) the hearing (administrators; If-Match): refused with the rule's citation when the organization's rule set requires more days' notice",
    description: "The violation, its hearing noticed",
    body: hearingRequestSchema,
    failures: [409],
    store: (target, body) => noticeHearing(kit.data, target, body, consoleUrl),
  });
  step({
    action: "decision",
    operationId: "decideViolation",
    summary:
      "Record the board's decision after the hearing (administrators; If-Match): no action, a fine within the rule set's caps (posted to the property's ledger once), or a suspension; the decision notice goes out at once",
    description: "The violation, decided",
    body: decisionRequestSchema,
    failures: [409],
    store: (target, body) => decideViolation(kit.data, target, body, consoleUrl),
  });
  step({
    action: "appeal",
    operationId: "decideViolationAppeal",
    summary:
      "Record the result of internal dispute resolution (or an appeal) of the board's decision (administrators; If-Match), once: upheld, or reversed (the fine comes off the property's ledger and the violation closes); the result goes to the owners as a letter",
    description: "The violation, its appeal decided",
    body: appealRequestSchema,
    failures: [409],
    store: (target, body) => appealViolation(kit.data, target, body, consoleUrl),
  });
  step({
    action: "cure",
    operationId: "cureViolation",
    summary:
      "Mark a violation cured before a decision (administrators; If-Match): closed with no fine",
    description: "The violation, closed as cured",
    body: violationNoteRequestSchema,
    failures: [409],
    store: (target, body) => closeViolation(kit.data, target, body, "cured", consoleUrl),
  });
  step({
    action: "close",
    operationId: "closeViolation",
    summary: "Close a violation (administrators; If-Match): once decided, done; before, withdrawn",
    description: "The violation, closed",
    body: violationNoteRequestSchema,
    failures: [409],
    store: (target, body) => closeViolation(kit.data, target, body, "closed", consoleUrl),
  });

  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/me/violations",
    tag,
    operationId: "listOwnViolations",
    summary:
      "The violations at the caller's own properties (the portal), newest first; none for an account linked to no resident",
    access: "resident",
    success: { description: "The caller's violations", data: v.array(violationSchema) },
    handle: ({ access }) => listOwnViolations(kit.data, access),
  });

  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/me/violations/:violationId",
    tag,
    operationId: "getOwnViolation",
    summary:
      "One of the caller's violations with its letters and replies (the portal); 404 for another household's",
    access: "resident",
    success: {
      description: "The violation and its timeline as a resident sees it",
      data: namedObject("OwnViolation", {
        violation: violationSchema,
        timeline: v.array(timelineEntrySchema),
      }),
    },
    failures: [404],
    handle: ({ access, param }) => getOwnViolation(kit.data, access, param("violationId")),
  });

  route(app, kit, {
    method: "post",
    path: "/orgs/:orgId/me/violations/:violationId/replies",
    tag,
    operationId: "replyToViolation",
    summary:
      "A resident's reply, request for a hearing or for more time, added to the violation's timeline for the board; 404 for another household's, 409 once closed",
    access: "resident",
    body: violationReplyRequestSchema,
    success: {
      status: 201,
      description: "The reply, as the timeline shows it",
      data: timelineEntrySchema,
    },
    failures: [404, 409],
    handle: ({ access, param, body }) =>
      replyToViolation(kit.data, access, param("violationId"), body),
  });

  /** A photo sent to a violation: the board's from `path`, a resident's from the portal's. */
  const photoUpload = (
    access: "admin" | "resident",
    base: string,
    operationId: string,
    summary: string,
  ) =>
    fileRoute(app, kit, {
      access,
      method: "post",
      path: `${base}/:violationId/photos` as `/orgs/:orgId/${string}`,
      tag,
      operationId,
      summary,
      body: violationPhotoBody,
      success: { status: 201, description: "The violation with its photos", data: violationSchema },
      failures: [400, 401, 403, 404, 409, 413, 415],
      store: ({ access: caller, caller: who, param, bytes }) =>
        addViolationPhoto(kit.data, files, caller, who, param("violationId"), bytes),
    });
  photoUpload(
    "admin",
    path,
    "addViolationPhoto",
    "Add a photo to a violation (administrators; JPG, PNG or WebP, at most 10 MB, as application/octet-stream): kept as a JPEG of at most 1,600 pixels, without its location",
  );
  photoUpload(
    "resident",
    "/orgs/:orgId/me/violations",
    "addOwnViolationPhoto",
    "Send a photo of one's own household's violation (the portal: a cure), as the board's photos are sent; 404 for another household's",
  );

  downloadRoute(app, kit, {
    path: `${path}/:violationId/photos/:photoId`,
    tag,
    operationId: "getViolationPhoto",
    summary:
      "A violation's photo (a JPEG): to the board, and to a resident of its property; 404 to anyone else",
    access: "resident",
    description: "The photo",
    content: DOWNLOAD_CONTENT.jpeg,
    read: async (access, param) => ({
      bytes: await readViolationPhoto(
        kit.data,
        files,
        access,
        param("violationId"),
        param("photoId"),
      ),
      contentType: "image/jpeg",
      fileName: `violation-photo-${param("photoId")}.jpg`,
      inline: true,
      keepPrivately: true,
    }),
  });

  /** A letter of the timeline as a PDF: the board's route from `path`, a resident's from the portal's. */
  const letterPdfRoute = (declaration: {
    access: "member" | "resident";
    base: string;
    operationId: string;
    summary: string;
    read: (access: OrganizationAccess, violationId: string, entryId: string) => Promise<LetterFile>;
  }) =>
    downloadRoute(app, kit, {
      path: `${declaration.base}/:violationId/letters/:entryId/pdf` as `/orgs/:orgId/${string}`,
      tag,
      operationId: declaration.operationId,
      summary: declaration.summary,
      access: declaration.access,
      description:
        'The letter as a PDF (US Letter), as an attachment named by the violation\'s number and the step ("violation-12-courtesy-notice.pdf")',
      content: DOWNLOAD_CONTENT.pdf,
      read: async (access, param) => ({
        ...(await declaration.read(access, param("violationId"), param("entryId"))),
        contentType: "application/pdf",
        keepPrivately: true,
      }),
    });
  letterPdfRoute({
    access: "member",
    base: path,
    operationId: "getViolationLetterPdf",
    summary:
      "A letter of a violation's timeline as a printable PDF (the board); 404 for an entry without a letter",
    read: (access, violationId, entryId) =>
      violationLetterPdf(kit.data, access.orgId, violationId, entryId),
  });
  letterPdfRoute({
    access: "resident",
    base: "/orgs/:orgId/me/violations",
    operationId: "getOwnViolationLetterPdf",
    summary:
      "A letter of one of the caller's violations as a printable PDF (the portal); 404 for another household's, and for an entry without a letter",
    read: (access, violationId, entryId) =>
      ownViolationLetterPdf(kit.data, access, violationId, entryId),
  });
}
