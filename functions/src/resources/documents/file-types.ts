import { DOCUMENT_FILE_TYPES, type DocumentFileType } from "@hoa/validation";
import { apiMessages } from "../../http/messages.js";
import { typeByContent, type AcceptedTypes } from "../library/file-types.js";

const DOCUMENT_TYPES: AcceptedTypes<DocumentFileType> = {
  extensions: {
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
  },
  labels: DOCUMENT_FILE_TYPES,
  // Legacy Office files (Word, Excel, PowerPoint before 2007) share one container format (OLE
  // compound file); what is inside it is named by the file's extension.
  containers: {
    "application/x-cfb": {
      doc: "application/msword",
      xls: "application/vnd.ms-excel",
      ppt: "application/vnd.ms-powerpoint",
    },
  },
  messages: {
    notAccepted: apiMessages.documentTypeNotAccepted,
    nameDisagrees: apiMessages.documentNameDisagrees,
  },
};

/**
 * The type of a document's file, from its content (magic bytes, and the parts inside an Office
 * file): a PDF, an Office document or an image, named for what it is; 415 otherwise.
 */
export const documentFileType = (bytes: Uint8Array, fileName: string): Promise<DocumentFileType> =>
  typeByContent(bytes, fileName, DOCUMENT_TYPES);
