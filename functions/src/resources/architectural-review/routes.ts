import {
  arcAttachmentQuerySchema,
  arcChangeSchema,
  arcCreateSchema,
  arcListQuerySchema,
  arcNoteSchema,
  arcReconsiderationSchema,
  arcSettingsSchema,
  arcVoteSchema,
  ownArcCreateSchema,
} from "@hoa/validation/architectural-review";
import type { Hono } from "hono";
import * as v from "valibot";
import type { ApiEnv } from "../../http/env.js";
import { DOWNLOAD_CONTENT, downloadRoute } from "../../http/download-route.js";
import { fileRoute } from "../../http/file-route.js";
import { listRoute } from "../../http/list-route.js";
import { namedObject } from "../../http/openapi.js";
import { route, type Failure } from "../../http/route.js";
import type { RouteKit } from "../../http/route-kit.js";
import type { FileStore } from "../../platform/file-store.js";
import type { OrganizationAccess } from "../../platform/organization-access.js";
import type { LetterFile } from "../violations/letter-files.js";
import { addArcAttachment, arcAttachmentBody, readArcAttachment } from "./attachments.js";
import {
  arcRequestSchema,
  arcTimelineEntrySchema,
  modificationSchema,
  ownArcRequestSchema,
} from "./documents.js";
import { arcLetterPdf, ownArcLetterPdf, resalePackagePdf } from "./files.js";
import { arcSettingsResponseSchema, getArcSettings, updateArcSettings } from "./settings.js";
import {
  createArcRequest,
  getArcRequest,
  getArcTimeline,
  getOwnArcRequest,
  listArcRequests,
  listModifications,
  listOwnArcRequests,
  reconsiderArcRequest,
  submitArcRequest,
  updateArcRequest,
  voteOnArcRequest,
  withdrawArcRequest,
} from "./store.js";

const path = "/orgs/:orgId/architectural-requests";
const ownPath = "/orgs/:orgId/me/architectural-requests";
const tag = "Architectural review";

export function architecturalReviewRoutes(
  app: Hono<ApiEnv>,
  kit: RouteKit,
  files: FileStore,
): void {
  const consoleUrl = kit.links.consoleUrl;

  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/architectural-review/settings",
    tag,
    operationId: "getArchitecturalReviewSettings",
    summary:
      "The architectural review procedure: the committee, the board, the maximum response time and what its passing does (ETag: version, 0 before the first save)",
    access: "member",
    success: { description: "The procedure", data: arcSettingsResponseSchema },
    etag: true,
    handle: ({ orgId }) => getArcSettings(kit.data, orgId),
  });

  route(app, kit, {
    method: "put",
    path: "/orgs/:orgId/architectural-review/settings",
    tag,
    operationId: "updateArchitecturalReviewSettings",
    summary:
      "Save the procedure (administrators; If-Match: the version read): the committee and the directors must be board members or administrators; submitted requests keep what they were submitted with",
    access: "admin",
    body: arcSettingsSchema,
    ifMatch: true,
    success: { description: "The procedure saved", data: arcSettingsResponseSchema },
    etag: true,
    handle: ({ orgId, body, expectedVersion, caller }) =>
      updateArcSettings(kit.data, orgId, body, expectedVersion, caller),
  });

  listRoute(app, kit, {
    path,
    tag,
    operationId: "listArchitecturalRequests",
    summary:
      "The architectural requests, newest first, filtered by status, category or property; each reviewer sees how many have voted and their own vote, never another's before the decision",
    access: "member",
    query: arcListQuerySchema,
    item: arcRequestSchema,
    read: { byCaller: listArcRequests },
  });

  route(app, kit, {
    method: "post",
    path,
    tag,
    operationId: "createArchitecturalRequest",
    summary:
      "Start a request for a property on the homeowner's behalf (administrators): a draft, until it is submitted",
    access: "admin",
    body: arcCreateSchema,
    success: { status: 201, description: "The draft", data: arcRequestSchema },
    etag: true,
    handle: ({ access, caller, body }) => createArcRequest(kit.data, access, caller, body),
  });

  route(app, kit, {
    method: "get",
    path: `${path}/:requestId`,
    tag,
    operationId: "getArchitecturalRequest",
    summary: "One request (ETag: its version), its votes secret until it is decided",
    access: "member",
    success: { description: "The request", data: arcRequestSchema },
    failures: [404],
    etag: true,
    handle: ({ access, param }) => getArcRequest(kit.data, access, param("requestId")),
  });

  route(app, kit, {
    method: "get",
    path: `${path}/:requestId/timeline`,
    tag,
    operationId: "getArchitecturalRequestTimeline",
    summary: "What happened to a request, oldest first, with each letter sent",
    access: "member",
    success: { description: "Its timeline", data: v.array(arcTimelineEntrySchema) },
    failures: [404],
    handle: ({ access, param }) => getArcTimeline(kit.data, access, param("requestId")),
  });

  route(app, kit, {
    method: "post",
    path: `${path}/:requestId/votes`,
    tag,
    operationId: "voteOnArchitecturalRequest",
    summary:
      "A reviewer's vote with its comment (a denial's reasons, the conditions one per line, what more is needed), once; not made to a version: the last vote of the committee (or of the board) decides, once, whoever casts it",
    access: "member",
    body: arcVoteSchema,
    success: { description: "The request after the vote", data: arcRequestSchema },
    failures: [403, 404, 409],
    etag: true,
    handle: ({ access, caller, param, body }) =>
      voteOnArcRequest(
        kit.data,
        { orgId: access.orgId, id: param("requestId") },
        { access, caller },
        body,
        consoleUrl,
      ),
  });

  /** A step of the homeowner's side, made to the version shown: the board's or the portal's. */
  const steps = (
    base: string,
    access: "admin" | "resident",
    schema: typeof arcRequestSchema | typeof ownArcRequestSchema,
    own: boolean,
    whose: string,
  ) => {
    const step = <TBody>(declaration: {
      method?: "post" | "patch";
      action: string;
      operationId: string;
      summary: string;
      description: string;
      body: v.GenericSchema<unknown, TBody>;
      failures: readonly Failure[];
      store: (
        target: { orgId: string; id: string; expectedVersion: number },
        actor: { access: OrganizationAccess; caller: Parameters<typeof createArcRequest>[2] },
        body: TBody,
      ) => Promise<unknown>;
    }) =>
      route(app, kit, {
        method: declaration.method ?? "post",
        path: `${base}/:requestId${declaration.action ? `/${declaration.action}` : ""}`,
        tag,
        // "submitArchitecturalRequest", and the portal's "submitOwnArchitecturalRequest".
        operationId: own
          ? declaration.operationId.replace(/^([a-z]+)/u, "$1Own")
          : declaration.operationId,
        summary: `${declaration.summary} (${whose}; If-Match)`,
        access,
        body: declaration.body,
        ifMatch: true,
        success: { description: `${declaration.description} (ETag: its version)`, data: schema },
        failures: [404, ...declaration.failures],
        etag: true,
        handle: ({ access: caller, caller: who, param, expectedVersion, body }) =>
          declaration.store(
            { orgId: caller.orgId, id: param("requestId"), expectedVersion },
            { access: caller, caller: who },
            body,
          ),
      });
    step({
      method: "patch",
      action: "",
      operationId: "updateArchitecturalRequest",
      summary: "Change a draft, or a request returned for more information",
      description: "The request, changed",
      body: arcChangeSchema,
      failures: [409],
      store: (target, actor, body) => updateArcRequest(kit.data, target, actor, body),
    });
    step({
      action: "submit",
      operationId: "submitArchitecturalRequest",
      summary:
        "Submit a draft (or a returned request) to the committee: the response time starts and each committee member is emailed; 409 until the committee is chosen",
      description: "The request, submitted",
      body: arcNoteSchema,
      failures: [409],
      store: (target, actor, body) => submitArcRequest(kit.data, target, actor, body, consoleUrl),
    });
    step({
      action: "withdraw",
      operationId: "withdrawArchitecturalRequest",
      summary: "Withdraw a request before its decision",
      description: "The request, withdrawn",
      body: arcNoteSchema,
      failures: [409],
      store: (target, actor, body) => withdrawArcRequest(kit.data, target, actor, body),
    });
    step({
      action: "reconsideration",
      operationId: "reconsiderArchitecturalRequest",
      summary:
        "Ask the board to reconsider a denial, once: the directors who did not sit on the committee vote, and their decision is final",
      description: "The request, before the board",
      body: arcReconsiderationSchema,
      failures: [409],
      store: (target, actor, body) =>
        reconsiderArcRequest(kit.data, target, actor, body, consoleUrl),
    });
  };
  steps(path, "admin", arcRequestSchema, false, "administrators");
  steps(ownPath, "resident", ownArcRequestSchema, true, "the portal: one's own household's");

  route(app, kit, {
    method: "get",
    path: ownPath,
    tag,
    operationId: "listOwnArchitecturalRequests",
    summary:
      "The requests for the caller's own properties (the portal), newest first; none for an account linked to no resident",
    access: "resident",
    success: { description: "The caller's requests", data: v.array(ownArcRequestSchema) },
    handle: ({ access }) => listOwnArcRequests(kit.data, access),
  });

  route(app, kit, {
    method: "post",
    path: ownPath,
    tag,
    operationId: "createOwnArchitecturalRequest",
    summary:
      "Start a request for the caller's own property (the portal): a draft; `propertyId` picks one when the household has more than one",
    access: "resident",
    body: ownArcCreateSchema,
    success: { status: 201, description: "The draft", data: ownArcRequestSchema },
    etag: true,
    handle: ({ access, caller, body }) => createArcRequest(kit.data, access, caller, body),
  });

  route(app, kit, {
    method: "get",
    path: `${ownPath}/:requestId`,
    tag,
    operationId: "getOwnArchitecturalRequest",
    summary:
      "One of the caller's requests with its timeline as the homeowner sees it (no votes); 404 for another household's",
    access: "resident",
    success: {
      description: "The request and its timeline",
      data: namedObject("OwnArchitecturalRequestWithTimeline", {
        request: ownArcRequestSchema,
        timeline: v.array(arcTimelineEntrySchema),
      }),
    },
    failures: [404],
    handle: ({ access, param }) => getOwnArcRequest(kit.data, access, param("requestId")),
  });

  /** A drawing or photo sent to a request: the board's from `path`, a resident's from the portal's. */
  const attachmentUpload = (
    access: "admin" | "resident",
    base: string,
    operationId: string,
    schema: typeof arcRequestSchema | typeof ownArcRequestSchema,
    summary: string,
  ) =>
    fileRoute(app, kit, {
      access,
      method: "post",
      path: `${base}/:requestId/attachments` as `/orgs/:orgId/${string}`,
      tag,
      operationId,
      summary,
      body: arcAttachmentBody,
      query: arcAttachmentQuerySchema,
      success: { status: 201, description: "The request with its files", data: schema },
      failures: [400, 401, 403, 404, 409, 413, 415],
      store: ({ access: caller, caller: who, param, bytes, query }) =>
        addArcAttachment(kit.data, files, caller, who, param("requestId"), bytes, query),
    });
  attachmentUpload(
    "admin",
    path,
    "addArchitecturalAttachment",
    arcRequestSchema,
    "Add a drawing (PDF) or a photo (JPG, PNG or WebP) of at most 10 MB to a draft or returned request (administrators; application/octet-stream, `fileName` in the query): a photo is kept as a JPEG of at most 1,600 pixels, without its location",
  );
  attachmentUpload(
    "resident",
    ownPath,
    "addOwnArchitecturalAttachment",
    ownArcRequestSchema,
    "Add a drawing or a photo to one's own household's draft or returned request (the portal), as the board's are sent; 404 for another household's",
  );

  downloadRoute(app, kit, {
    path: `${path}/:requestId/attachments/:fileId`,
    tag,
    operationId: "getArchitecturalAttachment",
    summary:
      "A request's drawing (PDF) or photo (JPEG): to the board, and to a resident of its property; 404 to anyone else",
    access: "resident",
    description: "The file, shown in the browser",
    content: { ...DOWNLOAD_CONTENT.jpeg, ...DOWNLOAD_CONTENT.pdf },
    read: async (access, param) => {
      const file = await readArcAttachment(
        kit.data,
        files,
        access,
        param("requestId"),
        param("fileId"),
      );
      return {
        bytes: file.bytes,
        contentType: file.contentType,
        fileName: file.name,
        inline: true,
        keepPrivately: true,
      };
    },
  });

  /** A PDF the API makes: a letter of a request, a property's resale package. */
  const pdfRoute = (declaration: {
    access: "member" | "resident";
    path: `/orgs/:orgId/${string}`;
    operationId: string;
    summary: string;
    description: string;
    /** A letter never changes once sent; a resale package is made anew each time. */
    unchanging: boolean;
    read: (access: OrganizationAccess, param: (name: string) => string) => Promise<LetterFile>;
  }) =>
    downloadRoute(app, kit, {
      path: declaration.path,
      operationId: declaration.operationId,
      summary: declaration.summary,
      access: declaration.access,
      description: declaration.description,
      tag,
      content: DOWNLOAD_CONTENT.pdf,
      read: async (access, param) => ({
        ...(await declaration.read(access, param)),
        contentType: "application/pdf",
        keepPrivately: declaration.unchanging,
      }),
    });
  const letterDescription =
    'The letter as a PDF (US Letter), named by the request\'s number ("architectural-request-3-decision.pdf")';
  pdfRoute({
    access: "member",
    path: `${path}/:requestId/letters/:entryId/pdf`,
    operationId: "getArchitecturalLetterPdf",
    summary: "A letter of a request's timeline as a printable PDF (the board)",
    description: letterDescription,
    unchanging: true,
    read: (access, param) => arcLetterPdf(kit.data, access, param("requestId"), param("entryId")),
  });
  pdfRoute({
    access: "resident",
    path: `${ownPath}/:requestId/letters/:entryId/pdf`,
    operationId: "getOwnArchitecturalLetterPdf",
    summary:
      "A letter of one of the caller's requests as a printable PDF (the portal); 404 for another household's",
    description: letterDescription,
    unchanging: true,
    read: (access, param) =>
      ownArcLetterPdf(kit.data, access, param("requestId"), param("entryId")),
  });
  pdfRoute({
    access: "member",
    path: "/orgs/:orgId/properties/:propertyId/resale-package",
    operationId: "getResalePackagePdf",
    summary:
      "A property's resale package as a PDF: its balance, its modification record (the changes the association approved, with their conditions) and its open violations, prepared today",
    description: 'The package as a PDF, named by the property ("resale-package-10-oak-lane.pdf")',
    unchanging: false,
    read: (access, param) => resalePackagePdf(kit.data, access.orgId, param("propertyId")),
  });

  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/properties/:propertyId/modifications",
    tag,
    operationId: "listPropertyModifications",
    summary:
      "A property's modification record: the changes the association approved, latest first, with their conditions",
    access: "member",
    success: { description: "Its modification record", data: v.array(modificationSchema) },
    failures: [404],
    handle: ({ orgId, param }) => listModifications(kit.data, orgId, param("propertyId")),
  });
}
