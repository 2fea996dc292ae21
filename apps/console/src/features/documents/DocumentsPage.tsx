import {
  Button,
  Icon,
  Page,
  PageHeader,
  StatCard,
  StatGrid,
  StatusPill,
  TableCard,
  announceUnavailable,
  formatDate,
  type DataTableColumn,
  type StatusTone,
} from "@hoa/ui";
import {
  documentCategories,
  documents,
  type CommunityDocument,
  type DocumentCategory,
} from "./mock-data";

const categoryTones: Record<DocumentCategory, StatusTone> = {
  "Governing Documents": "primary",
  "Financial Reports": "success",
  "Meeting Minutes": "info",
  Forms: "warning",
  Policies: "neutral",
};

const columns: readonly DataTableColumn<CommunityDocument>[] = [
  { id: "name", header: "Name", cell: (document) => document.name },
  {
    id: "category",
    header: "Category",
    card: "meta",
    cell: (document) => (
      <StatusPill tone={categoryTones[document.category]}>{document.category}</StatusPill>
    ),
  },
  {
    id: "updated",
    header: "Updated",
    cell: (document) => formatDate(document.updatedOn),
    nowrap: true,
  },
  { id: "size", header: "Size", cell: (document) => document.size, align: "end", nowrap: true },
  { id: "uploadedBy", header: "Uploaded by", cell: (document) => document.uploadedBy },
  {
    id: "actions",
    header: "Actions",
    card: "action",
    cell: (document) => (
      <Button
        variant="ghost"
        size="sm"
        icon={<Icon name="download" size={16} />}
        aria-label={`Download ${document.name}`}
        onClick={() => announceUnavailable("Downloading documents")}
      >
        Download
      </Button>
    ),
  },
];

export default function DocumentsPage() {
  return (
    <Page>
      <PageHeader
        title="Documents"
        description="Governing documents, finances, minutes, forms and policies in one library."
        actions={
          <Button
            icon={<Icon name="upload" size={18} />}
            onClick={() => announceUnavailable("Uploading documents")}
          >
            Upload document
          </Button>
        }
      />
      <StatGrid>
        {documentCategories.map((category) => (
          <StatCard
            key={category}
            label={category}
            value={documents.filter((document) => document.category === category).length}
          />
        ))}
      </StatGrid>
      <TableCard
        title="Library"
        search={{
          label: "Search documents",
          placeholder: "Document name",
          onSearch: () => announceUnavailable("Searching documents"),
        }}
        caption="Documents"
        columns={columns}
        rows={documents}
        rowKey={(document) => document.id}
      />
    </Page>
  );
}
