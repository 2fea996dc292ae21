import { CategoryBadge, StatusPill, type CategoryColor } from "@hoa/ui";
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_FILE_TYPES,
  DOCUMENT_VISIBILITIES,
  DOCUMENT_VISIBILITY_LABELS,
  type DocumentCategory,
  type DocumentFileType,
  type DocumentVisibility,
} from "@hoa/validation";
import { labelledOptions } from "../../lib/list-definition";

/** The choices of a document's category and visibility, as its forms offer them. */
export const categoryOptions = labelledOptions(DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS);
export const visibilityOptions = labelledOptions(DOCUMENT_VISIBILITIES, DOCUMENT_VISIBILITY_LABELS);

/** Each category its own colour, apart from the status colours. */
const categoryColors: Record<DocumentCategory, CategoryColor> = {
  governingDocuments: "indigo",
  financialReports: "teal",
  meetingMinutes: "sky",
  forms: "brown",
  policies: "violet",
};

export function CategoryPill({ category }: { category: DocumentCategory }) {
  return (
    <CategoryBadge color={categoryColors[category]}>
      {DOCUMENT_CATEGORY_LABELS[category]}
    </CategoryBadge>
  );
}

export function VisibilityPill({ visibility }: { visibility: DocumentVisibility }) {
  return (
    <StatusPill tone={visibility === "board" ? "warning" : "neutral"}>
      {DOCUMENT_VISIBILITY_LABELS[visibility]}
    </StatusPill>
  );
}

/** "PDF", "Word", "PNG image". */
export const fileKind = (contentType: string): string =>
  DOCUMENT_FILE_TYPES[contentType as DocumentFileType] ?? "File";
