import { DOCUMENT_FILE_TYPES, formatMessage, type DocumentFileType } from "@hoa/validation";
import { fileTypeFromBuffer } from "file-type";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";

/** The names each accepted type may carry, by the type its content shows. */
const EXTENSIONS: Readonly<Record<DocumentFileType, readonly string[]>> = {
  "application/pdf": ["pdf"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ["docx"],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": ["xlsx"],
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": ["pptx"],
  "application/msword": ["doc"],
  "application/vnd.ms-excel": ["xls"],
  "application/vnd.ms-powerpoint": ["ppt"],
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/gif": ["gif"],
  "image/webp": ["webp"],
};

/**
 * Legacy Office files (Word, Excel, PowerPoint before 2007) share one container format (OLE
 * compound file); what is inside it is named by the file's extension.
 */
const LEGACY_OFFICE: Readonly<Record<string, DocumentFileType>> = {
  doc: "application/msword",
  xls: "application/vnd.ms-excel",
  ppt: "application/vnd.ms-powerpoint",
};

const extensionOf = (fileName: string): string =>
  /\.([^.]+)$/u.exec(fileName)?.[1]?.toLowerCase() ?? "";

const isDocumentFileType = (mime: string): mime is DocumentFileType =>
  Object.hasOwn(DOCUMENT_FILE_TYPES, mime);

/**
 * The type of a document's file, from its content (magic bytes, and the parts inside an Office
 * file), never from its name alone: 415 when the content is none of the accepted types, or when
 * the name says another type than the content (a `.pdf` that is a picture, an `.exe` named
 * `.pdf`).
 */
export async function documentFileType(
  bytes: Uint8Array,
  fileName: string,
): Promise<DocumentFileType> {
  const detected = await fileTypeFromBuffer(bytes);
  const extension = extensionOf(fileName);
  const type = detected?.mime === "application/x-cfb" ? LEGACY_OFFICE[extension] : detected?.mime;
  if (type === undefined || !isDocumentFileType(type)) {
    throw new ApiError(415, apiMessages.documentTypeNotAccepted);
  }
  if (!EXTENSIONS[type].includes(extension)) {
    throw new ApiError(
      415,
      formatMessage(apiMessages.documentNameDisagrees, {
        type: DOCUMENT_FILE_TYPES[type],
        extension: EXTENSIONS[type][0] ?? "",
      }),
    );
  }
  return type;
}
