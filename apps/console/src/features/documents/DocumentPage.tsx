import {
  Button,
  Card,
  DetailList,
  Dialog,
  FormDialog,
  FormGrid,
  Icon,
  ItemList,
  ListItem,
  MetaList,
  Page,
  PageHeader,
  RadioGroup,
  SelectField,
  StatusPill,
  formatDate,
  notify,
  useSchemaForm,
} from "@hoa/ui";
import {
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_MAX_BYTES,
  updateDocumentRequestSchema,
} from "@hoa/validation";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { ApiError } from "../../api/client";
import { paths } from "../../config/paths";
import { ConfirmMutationDialog } from "../../lib/ConfirmMutationDialog";
import { useOrganizationSession } from "../../lib/organization-session";
import { RecentActivityCard } from "../../lib/RecentActivityCard";
import { recordPage, type RecordViewProps } from "../../lib/RecordPage";
import { DropZone, UploadList, formatBytes, useUploads } from "../../lib/uploads";
import { saveForm } from "../../lib/save-form";
import { DescriptionField, TitleField } from "../../lib/TitleField";
import { useDeleteDocument } from "./api/delete-document";
import { useDownloadDocument } from "./api/download-document";
import { useDocument } from "./api/get-document";
import type { CommunityDocument } from "./api/list-documents";
import { useUpdateDocument, useUpdateDocumentPending } from "./api/update-document";
import { addDocumentVersion, uploadDocumentFile, useDocumentsChanged } from "./api/upload-document";
import {
  CategoryPill,
  VisibilityPill,
  categoryOptions,
  fileKind,
  visibilityOptions,
} from "./DocumentPills";
import { DOCUMENT_ACCEPT, DOCUMENT_HINT, DOCUMENT_TOO_LARGE } from "./UploadDocumentsDialog";
import { ActionButton } from "../../lib/RecordActions";

/** "Nov 22, 2026, 12:00 PM". */
const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

/** One document: its details, its versions newest first, download, and the admin's changes. */
export default recordPage({
  param: "documentId",
  useRecord: useDocument,
  back: { href: (section) => section.documents.href(), label: "Documents" },
  noun: "Document",
  icon: "file",
  missingHint: "Find it in the list of documents.",
  view: DocumentView,
});

function DocumentView({ orgId, record: document, backLink }: RecordViewProps<CommunityDocument>) {
  const { isOrganizationAdmin } = useOrganizationSession();
  const navigate = useNavigate();
  const download = useDownloadDocument(orgId);
  const remove = useDeleteDocument(orgId);
  const [editing, setEditing] = useState(false);
  const [replacing, setReplacing] = useState(false);
  // A new dialog (with no file in it) each time it opens; kept mounted so focus returns.
  const [replacements, setReplacements] = useState(0);
  const [deleting, setDeleting] = useState(false);
  const { current } = document;
  return (
    <Page>
      <PageHeader
        title={document.title}
        backLink={backLink}
        description={`${DOCUMENT_CATEGORY_LABELS[document.category]} · Updated ${formatDate(document.updatedAt)}`}
        actions={
          <>
            <ActionButton
              icon="download"
              disabled={download.isPending}
              aria-busy={download.isPending}
              onClick={() => download.mutate({ documentId: document.id })}
            >
              Download
            </ActionButton>
            {isOrganizationAdmin ? (
              <>
                <ActionButton
                  variant="secondary"
                  icon="upload"
                  onClick={() => {
                    setReplacements((count) => count + 1);
                    setReplacing(true);
                  }}
                >
                  Replace file
                </ActionButton>
                <ActionButton variant="secondary" icon="pencil" onClick={() => setEditing(true)}>
                  Edit details
                </ActionButton>
                <ActionButton
                  variant="quiet"
                  tone="danger"
                  icon="trash"
                  onClick={() => setDeleting(true)}
                >
                  Delete
                </ActionButton>
              </>
            ) : null}
          </>
        }
      />
      <Card title="Details" headingLevel={2}>
        <DetailList
          items={[
            { label: "Category", value: <CategoryPill category={document.category} /> },
            { label: "Visibility", value: <VisibilityPill visibility={document.visibility} /> },
            { label: "File", value: current.fileName },
            {
              label: "Current version",
              value: `v${current.number} · ${fileKind(current.contentType)} · ${formatBytes(current.sizeBytes)}`,
            },
            { label: "Added by", value: document.createdBy.name },
            { label: "Added", value: formatDate(document.createdAt) },
          ]}
        />
        {document.description ? (
          <p style={{ whiteSpace: "pre-wrap", margin: "var(--space-3) 0 0" }}>
            {document.description}
          </p>
        ) : null}
      </Card>
      <Card title="Versions" headingLevel={2}>
        <ItemList label="Versions">
          {document.versions.map((version) => (
            <ListItem
              key={version.number}
              title={`v${version.number} · ${version.fileName}`}
              badges={
                version.number === current.number ? (
                  <StatusPill tone="success">Current</StatusPill>
                ) : null
              }
              meta={
                <MetaList
                  items={[
                    {
                      icon: "clock",
                      label: "Uploaded",
                      value: (
                        <time dateTime={version.uploadedAt}>
                          {formatDateTime(version.uploadedAt)}
                        </time>
                      ),
                    },
                    { icon: "person", label: "By", value: version.uploadedBy.name },
                    {
                      icon: "file",
                      label: "Size",
                      value: `${fileKind(version.contentType)} · ${formatBytes(version.sizeBytes)}`,
                    },
                  ]}
                />
              }
            >
              <div>
                <Button
                  variant="quiet"
                  size="sm"
                  icon={<Icon name="download" size={16} />}
                  aria-label={`Download version ${version.number}`}
                  disabled={download.isPending}
                  onClick={() =>
                    download.mutate({ documentId: document.id, version: version.number })
                  }
                >
                  Download
                </Button>
              </div>
            </ListItem>
          ))}
        </ItemList>
      </Card>
      <RecentActivityCard
        orgId={orgId}
        resourceId={document.id}
        description="The latest changes to this document."
      />
      <EditDocumentDialog
        open={editing}
        orgId={orgId}
        document={document}
        onClose={() => setEditing(false)}
      />
      <ReplaceFileDialog
        key={replacements}
        open={replacing}
        orgId={orgId}
        document={document}
        onClose={() => setReplacing(false)}
      />
      <ConfirmMutationDialog
        open={deleting}
        title={`Delete ${document.title}?`}
        confirmLabel="Delete document"
        tone="danger"
        busyLabel="Deleting..."
        message={`Its ${document.versions.length === 1 ? "file" : `${document.versions.length} versions`} will be removed for everyone. This cannot be undone.`}
        mutation={remove}
        variables={document}
        done={{ message: "Document deleted.", toastId: "delete-document" }}
        onDone={() => void navigate(paths.documents.href())}
        onClose={() => setDeleting(false)}
      />
    </Page>
  );
}

function EditDocumentForm({
  id,
  orgId,
  document,
  onSaved,
}: {
  id: string;
  orgId: string;
  document: CommunityDocument;
  onSaved: () => void;
}) {
  const update = useUpdateDocument(orgId, document);
  const form = useSchemaForm({
    schema: updateDocumentRequestSchema,
    defaultValues: {
      title: document.title,
      category: document.category,
      description: document.description,
      visibility: document.visibility,
    },
    onValidSubmit: (changes, form) =>
      saveForm(form, update.mutateAsync(changes), () => {
        notify.success("Document saved.", { id: "update-document" });
        onSaved();
      }),
  });
  return (
    <form {...form.formProps} id={id} aria-label="Edit details">
      <FormGrid>
        <TitleField {...form.text("title")} />
        <SelectField
          label="Category"
          name="category"
          options={categoryOptions}
          value={form.values.category ?? document.category}
          onValueChange={(category) => form.setValue("category", category)}
        />
        <RadioGroup
          legend="Visibility"
          name="visibility"
          inline
          options={visibilityOptions}
          value={form.values.visibility ?? document.visibility}
          onChange={(visibility) => form.setValue("visibility", visibility)}
        />
        <DescriptionField rows={4} {...form.text("description")} />
      </FormGrid>
    </form>
  );
}

/** What the document page hands each of its dialogs. */
interface DocumentDialogProps {
  open: boolean;
  orgId: string;
  document: CommunityDocument;
  onClose: () => void;
}

function EditDocumentDialog({ open, orgId, document, onClose }: DocumentDialogProps) {
  const busy = useUpdateDocumentPending();
  return (
    <FormDialog
      open={open}
      title="Edit details"
      submitLabel="Save"
      busy={busy}
      busyLabel="Saving..."
      onClose={onClose}
    >
      {(formId) => (
        <EditDocumentForm id={formId} orgId={orgId} document={document} onSaved={onClose} />
      )}
    </FormDialog>
  );
}

/** Replace the file: one file, uploaded with progress, becomes the next version. */
function ReplaceFileDialog({ open, orgId, document, onClose }: DocumentDialogProps) {
  const uploads = useUploads(() => null);
  const changed = useDocumentsChanged(orgId);
  const [chooseError, setChooseError] = useState<string | undefined>();
  const entry = uploads.entries[0];
  const start = async () => {
    if (!entry) {
      setChooseError("Choose a file");
      return;
    }
    let saved: CommunityDocument | undefined;
    const failed = await uploads.run(async (chosen, report) => {
      if (chosen.file.size > DOCUMENT_MAX_BYTES) {
        throw new ApiError(413, "Too large", DOCUMENT_TOO_LARGE);
      }
      const upload = await uploadDocumentFile(orgId, chosen.file, report.progress);
      report.saving();
      saved = await addDocumentVersion(orgId, document, upload.uploadId);
    }, 1);
    await changed(saved);
    if (failed === 0 && saved) {
      notify.success(`Version ${saved.current.number} uploaded.`, { id: "replace-document" });
      onClose();
    }
  };
  const close = () => {
    if (!uploads.running) onClose();
  };
  return (
    <Dialog
      open={open}
      title="Replace file"
      description={`The new file becomes version ${document.current.number + 1}; older versions stay listed. ${DOCUMENT_HINT}`}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={uploads.running}>
            Cancel
          </Button>
          <ActionButton
            icon="upload"
            disabled={uploads.running}
            aria-busy={uploads.running}
            onClick={() => void start()}
          >
            {uploads.running ? "Uploading..." : "Upload new version"}
          </ActionButton>
        </>
      }
    >
      <DropZone
        label="Choose a file"
        hint={chooseError ?? "One file."}
        accept={DOCUMENT_ACCEPT}
        multiple={false}
        disabled={uploads.running}
        onFiles={(files) => {
          setChooseError(undefined);
          if (entry) uploads.remove(entry.key);
          uploads.add(files.slice(0, 1));
        }}
      />
      <UploadList label="File to upload" entries={uploads.entries} />
    </Dialog>
  );
}
