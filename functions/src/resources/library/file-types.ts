import { formatMessage } from "@hoa/validation";
import { ApiError } from "../../http/errors.js";

/** The types a library accepts, and what it answers for anything else. */
export interface AcceptedTypes<TType extends string> {
  /** The names each accepted type may carry, by the type its content shows. */
  extensions: Readonly<Record<TType, readonly string[]>>;
  /** Each type as a refusal names it ("PDF", "PNG"). */
  labels: Readonly<Record<TType, string>>;
  /** For a container format whose content is named by the extension: the type by extension. */
  containers?: Readonly<Record<string, Readonly<Record<string, TType>>>>;
  messages: {
    /** 415: the content is none of the accepted types. */
    notAccepted: string;
    /** 415: the name says another type than the content (`{type}`, `{extension}`). */
    nameDisagrees: string;
  };
}

const extensionOf = (fileName: string): string =>
  /\.([^.]+)$/u.exec(fileName)?.[1]?.toLowerCase() ?? "";

/**
 * A file's type from its content (`file-type`: the magic bytes, and the parts inside a zip),
 * never from its name alone: 415 when the content is none of the accepted types, or when the
 * name says another type than the content (a `.pdf` that is a picture, an `.exe` named `.pdf`).
 */
export async function typeByContent<TType extends string>(
  bytes: Uint8Array,
  fileName: string,
  accepted: AcceptedTypes<TType>,
): Promise<TType> {
  // Loaded with the first upload, not with the API.
  const { fileTypeFromBuffer } = await import("file-type");
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  const extension = extensionOf(fileName);
  const container = detected === undefined ? undefined : accepted.containers?.[detected];
  const type: string | undefined = container ? container[extension] : detected;
  if (type === undefined || !Object.hasOwn(accepted.extensions, type)) {
    throw new ApiError(415, accepted.messages.notAccepted);
  }
  const names = accepted.extensions[type as TType];
  if (!names.includes(extension)) {
    throw new ApiError(
      415,
      formatMessage(accepted.messages.nameDisagrees, {
        type: accepted.labels[type as TType],
        extension: names[0] ?? "",
      }),
    );
  }
  return type as TType;
}
