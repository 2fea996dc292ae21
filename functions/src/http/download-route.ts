import type { Hono } from "hono";
import { describeRoute, resolver } from "hono-openapi";
import type { AccessLevel, OrganizationAccess } from "../platform/organization-access.js";
import type { ApiEnv } from "./env.js";
import { servedFileHeaders } from "./file-body.js";
import { bearer, errorBodySchema } from "./openapi.js";
import type { RouteKit } from "./route-kit.js";

/** What a download answers: the file, its type, and how the browser takes it. */
export interface Download {
  bytes: Uint8Array | string;
  contentType: string;
  /** The name it is saved under ("violation-12-courtesy-notice.pdf"). */
  fileName: string;
  /** Shown in the browser (a photo) rather than saved (a letter, a calendar file). */
  inline?: boolean;
  /**
   * The caller's own browser may keep it for an hour (a photo, a letter: they never change);
   * otherwise it is `no-store`, as every answer is. No shared cache keeps any.
   */
  keepPrivately?: boolean;
}

/** A download's media types in the document: each a string of its type. */
type DownloadContent = Record<string, { schema: { type: "string"; format?: "binary" } }>;

/** The media types of a download's 200, as the document describes them. */
export const DOWNLOAD_CONTENT = {
  pdf: { "application/pdf": { schema: { type: "string", format: "binary" } } },
  jpeg: { "image/jpeg": { schema: { type: "string", format: "binary" } } },
  calendar: { "text/calendar": { schema: { type: "string" } } },
} as const satisfies Record<string, DownloadContent>;

const FAILURES = {
  401: "No valid ID token",
  403: "Not allowed for the caller",
  404: "No such item, or not the caller's",
  503: "A backing service is unavailable",
} as const;

/** A file name as a `Content-Disposition` header may carry it, quoted. */
const quoted = (fileName: string) => `"${fileName.replace(/["\\\r\n]/gu, "_")}"`;

/**
 * Registers the `GET` of a file the API serves under an organization (a violation's photo or
 * letter, an architectural request's drawing or decision letter, a booking's `.ics`): its
 * description in the document (the 200 with `content`, and the JSON failures), the organization's
 * guard at `access`, then `read`, whose file is answered with its type, its length, its
 * disposition (saved under its name, or shown) and, for a file served from untrusted bytes, the
 * headers that keep the browser from running it (`servedFileHeaders`).
 */
export function downloadRoute(
  app: Hono<ApiEnv>,
  kit: RouteKit,
  declaration: {
    path: `/orgs/:orgId/${string}`;
    tag: string;
    operationId: string;
    summary: string;
    access: AccessLevel;
    /** The 200's description and media types (`DOWNLOAD_CONTENT`). */
    description: string;
    content: DownloadContent;
    read: (access: OrganizationAccess, param: (name: string) => string) => Promise<Download>;
  },
): void {
  app.get(
    declaration.path,
    describeRoute({
      tags: [declaration.tag],
      operationId: declaration.operationId,
      summary: declaration.summary,
      security: bearer,
      responses: {
        200: { description: declaration.description, content: declaration.content },
        ...Object.fromEntries(
          Object.entries(FAILURES).map(([status, description]) => [
            status,
            {
              description,
              content: { "application/json": { schema: resolver(errorBodySchema) } },
            },
          ]),
        ),
      },
    }),
    kit.signedIn,
    kit.organization[declaration.access],
    async (c) => {
      const file = await declaration.read(c.get("access"), (name) => c.req.param(name) ?? "");
      const length =
        typeof file.bytes === "string" ? Buffer.byteLength(file.bytes) : file.bytes.byteLength;
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
        ...servedFileHeaders(file.contentType),
        "Content-Length": String(length),
        "Content-Disposition": `${file.inline ? "inline" : "attachment"}; filename=${quoted(file.fileName)}`,
        ...(file.keepPrivately ? { "Cache-Control": "private, max-age=3600" } : {}),
      });
    },
  );
}
