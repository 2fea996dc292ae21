import type { ByteRange } from "../platform/file-store.js";

/**
 * The bytes an HTTP `Range` header asks of a file of `size` bytes (RFC 9110 §14): one range,
 * `bytes=start-end`, `bytes=start-` or `bytes=-suffix`, its end clamped to the file's last byte.
 * `undefined` when the whole file is to be sent (no header, a header this server does not read,
 * or several ranges: a server may answer those with the whole file), `null` when the range starts
 * past the end (416).
 */
export function requestedRange(
  header: string | undefined,
  size: number,
): ByteRange | null | undefined {
  const match = /^bytes=(\d*)-(\d*)$/u.exec(header?.trim() ?? "");
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return undefined;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return undefined;
  if (start >= size) return null;
  return { start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}
