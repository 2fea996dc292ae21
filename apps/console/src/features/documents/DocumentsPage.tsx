import {
  Button,
  Icon,
  Page,
  PageHeader,
  formatDate,
  textLinkClassName,
  type DataTableColumn,
  type SelectOption,
} from "@hoa/ui";
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  type DocumentCategory,
  DOCUMENT_LIST_ORDER,
} from "@hoa/validation";
import { useState } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths";
import { useListParams } from "../../lib/list-params";
import { useOrganizationSession } from "../../lib/organization-session";
import { PagedTable } from "../../lib/PagedTable";
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
const categoryOptions: readonly SelectOption<DocumentCategory | "">[] = [
  { value: "", label: "Every category" },
  ...DOCUMENT_CATEGORIES.map((category) => ({
    value: category,
    label: DOCUMENT_CATEGORY_LABELS[category],
  })),
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

/** The organization's documents: listed, filtered and searched in the URL; uploaded by admins. */
export default function DocumentsPage() {
  const { currentOrgId, isOrganizationAdmin } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const list = useListParams({
    filters: { category: categoryOptions },
    sorts: sortOptions,
    order: DOCUMENT_LIST_ORDER,
  });
  const [uploading, setUploading] = useState(false);
  // A new dialog (with no files in it) each time it opens; kept mounted so focus returns.
  const [uploads, setUploads] = useState(0);
  return (
    <Page>
      <PageHeader
        title="Documents"
        description="Governing documents, finances, minutes, forms and policies in one library."
        actions={
          isOrganizationAdmin ? (
            <Button
              icon={<Icon name="upload" size={18} />}
              onClick={() => {
                setUploads((count) => count + 1);
                setUploading(true);
              }}
            >
              Upload documents
            </Button>
          ) : null
        }
      />
      <PagedTable
        title="Library"
        list={list}
        result={useDocuments(orgId, list.query)}
        columns={columns}
        rowKey={(document) => document.id}
        search={{ label: "Search documents", placeholder: "Document title" }}
        filterLabels={{ category: "Category" }}
        errorTitle="The documents could not be loaded"
        empty={{ icon: <Icon name="file" />, title: "No documents yet" }}
        noMatch={{
          title: "No documents match",
          description: "Try another title, or show every category.",
        }}
      />
      <UploadDocumentsDialog key={uploads} open={uploading} onClose={() => setUploading(false)} />
    </Page>
  );
}
