import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "./env.js";
import { ApiError } from "./errors.js";

/** Raw bytes, as the document describes a file sent or served. */
export const binaryContent = {
  "application/octet-stream": { schema: { type: "string", format: "binary" } },
} as const;

/** How a route that takes a file's bytes limits them, and what it answers when it refuses. */
export interface FileBodyRules {
  maxBytes: number;
  messages: {
    /** 413: declared or sent over `maxBytes`. */
    tooLarge: string;
    /** 415: not sent as `application/octet-stream`. */
    notOctetStream: string;
    /** 400: no bytes. */
    empty: string;
  };
}

const isOctetStream = (contentType: string | undefined): boolean =>
  contentType?.split(";")[0]?.trim().toLowerCase() === "application/octet-stream";

/**
 * A route's file body, by its rules: `declaredSize` answers 413 for a declared length over the
 * limit, before the token or anything else is looked at; `read` gives the request's bytes, with
 * 415 unless sent as octet-stream, 413 over the limit, 400 when empty.
 */
export function fileBody({ maxBytes, messages }: FileBodyRules) {
  return {
    declaredSize: createMiddleware<ApiEnv>(async (c, next) => {
      if (Number(c.req.header("content-length") ?? 0) > maxBytes) {
        throw new ApiError(413, messages.tooLarge);
      }
      await next();
    }),
    async read(request: {
      header(name: string): string | undefined;
      arrayBuffer(): Promise<ArrayBuffer>;
    }): Promise<Uint8Array> {
      if (!isOctetStream(request.header("content-type"))) {
        throw new ApiError(415, messages.notOctetStream);
      }
      const bytes = new Uint8Array(await request.arrayBuffer());
      if (bytes.byteLength > maxBytes) throw new ApiError(413, messages.tooLarge);
      if (bytes.byteLength === 0) throw new ApiError(400, messages.empty);
      return bytes;
    },
  };
}

/**
 * The headers of a stored file served through a link: its type, kept as it is (`nosniff`), and
 * a policy that runs nothing it may contain, whatever the browser makes of it.
 */
export const servedFileHeaders = (contentType: string) => ({
  "Content-Type": contentType,
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
});
