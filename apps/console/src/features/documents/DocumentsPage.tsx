import { formatDate, type DataTableColumn } from "@hoa/ui";
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_LIST_ORDER,
} from "@hoa/validation";
import { useState } from "react";
import { columnSort, defineList, filterOptions, sortChoices } from "../../lib/list-definition";
import { ListPage } from "../../lib/ListPage";
import { useOrganizationSession } from "../../lib/organization-session";
import { formatBytes } from "../../lib/uploads";
import { linkColumn } from "../../lib/TextLink";
import { useDocuments, type CommunityDocument } from "./api/list-documents";
import { CategoryPill, VisibilityPill } from "./DocumentPills";
import { UploadDocumentsDialog } from "./UploadDocumentsDialog";

const columns: readonly DataTableColumn<CommunityDocument>[] = [
  linkColumn("title", "Title", (section) => section.document, { sort: columnSort("title") }),
  {
    id: "category",
    header: "Category",
    card: "meta",
    cell: (document) => <CategoryPill category={document.category} />,
  },
  {
    id: "visibility",
    header: "Visibility",
    card: "meta",
    cell: (document) => <VisibilityPill visibility={document.visibility} />,
  },
  {
    id: "version",
    header: "Version",
    card: "meta",
    cell: (document) => `v${document.current.number}`,
    nowrap: true,
  },
  {
    id: "size",
    header: "Size",
    card: "meta",
    cell: (document) => formatBytes(document.current.sizeBytes),
    align: "end",
    nowrap: true,
  },
  {
    id: "updated",
    header: "Updated",
    card: "meta",
    sort: columnSort("updatedAt"),
    cell: (document) => formatDate(document.updatedAt),
    nowrap: true,
  },
];

const documentList = defineList({
  noun: "documents",
  title: "Library",
  useItems: useDocuments,
  columns,
  filters: {
    category: {
      label: "Category",
      options: filterOptions("Every category", DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS),
    },
  },
  sorts: [
    ...sortChoices("-updatedAt", "Latest change first", "Oldest change first"),
    ...sortChoices("title", "Title A to Z", "Title Z to A"),
  ],
  order: DOCUMENT_LIST_ORDER,
  searchPlaceholder: "Document title",
  empty: { icon: "file" },
  noMatchHint: "Try another title, or show every category.",
  create: { label: "Upload documents", icon: "upload" },
});

/** The organization's documents: listed, filtered and searched in the URL; uploaded by admins. */
export default function DocumentsPage() {
  const { currentOrgId, isOrganizationAdmin } = useOrganizationSession();
  const [uploading, setUploading] = useState(false);
  // A new dialog (with no files in it) each time it opens; kept mounted so focus returns.
  const [uploads, setUploads] = useState(0);
  return (
    <ListPage
      list={documentList}
      orgId={currentOrgId ?? ""}
      title="Documents"
      description="Governing documents, finances, minutes, forms and policies in one library."
      onCreate={
        isOrganizationAdmin
          ? () => {
              setUploads((count) => count + 1);
              setUploading(true);
            }
          : undefined
      }
    >
      <UploadDocumentsDialog key={uploads} open={uploading} onClose={() => setUploading(false)} />
    </ListPage>
  );
}
