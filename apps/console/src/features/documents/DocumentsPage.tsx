import { formatDate, textLinkClassName, type DataTableColumn, type SelectOption } from "@hoa/ui";
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_LIST_ORDER,
} from "@hoa/validation";
import { useState } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths";
import { defineList, filterOptions } from "../../lib/list-definition";
import { ListPage } from "../../lib/ListPage";
import { useOrganizationSession } from "../../lib/organization-session";
import { formatBytes } from "../../lib/uploads";
import { useDocuments, type CommunityDocument, type DocumentListQuery } from "./api/list-documents";
import { CategoryPill, VisibilityPill } from "./DocumentPills";
import { UploadDocumentsDialog } from "./UploadDocumentsDialog";

type DocumentSort = NonNullable<DocumentListQuery["sort"]>;

const sortOptions: readonly SelectOption<DocumentSort>[] = [
  { value: "-updatedAt", label: "Latest change first" },
  { value: "updatedAt", label: "Oldest change first" },
  { value: "title", label: "Title A to Z" },
  { value: "-title", label: "Title Z to A" },
];
const columns: readonly DataTableColumn<CommunityDocument>[] = [
  {
    id: "title",
    header: "Title",
    sort: { ascending: "title", descending: "-title" },
    cell: (document) => (
      <Link className={textLinkClassName} to={paths.document.href(document.id)}>
        {document.title}
      </Link>
    ),
  },
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
    sort: { ascending: "updatedAt", descending: "-updatedAt" },
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
  sorts: sortOptions,
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
