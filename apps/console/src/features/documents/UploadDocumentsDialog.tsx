import { FormGrid, RadioGroup, SelectField, TextField, notify } from "@hoa/ui";
import {
  DOCUMENT_MAX_BYTES,
  messages,
  type DocumentCategory,
  type DocumentVisibility,
} from "@hoa/validation";
import { useState } from "react";
import { ApiError } from "../../api/client";
import { categoryOptions, visibilityOptions } from "./DocumentPills";
import { useOrganizationSession } from "../../lib/organization-session";
import { DropZone, UploadDialog, UploadFileList, useUploads } from "../../lib/uploads";
import { createDocument, uploadDocumentFile, useDocumentsChanged } from "./api/upload-document";
import { DescriptionField } from "../../lib/TitleField";

/** What the file picker offers; the server decides by content. */
export const DOCUMENT_ACCEPT =
  ".pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.png,.jpg,.jpeg,.gif,.webp,application/pdf,image/*";
export const DOCUMENT_HINT =
  "PDF, Word, Excel, PowerPoint or an image (JPG, PNG, GIF, WebP), at most 10 MB each.";
export const DOCUMENT_TOO_LARGE = "A document can be at most 10 MB.";

/** A title from a file's name: without its extension. */
const titleOf = (file: File) => file.name.replace(/\.[^.]+$/u, "") || file.name;

/**
 * Upload documents: several files dropped or picked at once, each with its title and its own
 * progress and failure; the category, description and visibility apply to all of them.
 */
export function UploadDocumentsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { currentOrgId } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const uploads = useUploads((file) => ({ title: titleOf(file), titleError: "" }));
  const changed = useDocumentsChanged(orgId);
  const [category, setCategory] = useState<DocumentCategory>("governingDocuments");
  const [visibility, setVisibility] = useState<DocumentVisibility>("members");
  const [description, setDescription] = useState("");
  const [chooseError, setChooseError] = useState<string | undefined>();
  const { pending } = uploads;

  const start = async () => {
    if (pending.length === 0) {
      setChooseError("Choose at least one file");
      return;
    }
    let invalid = false;
    for (const entry of pending) {
      if (entry.details.title.trim() === "") {
        invalid = true;
        uploads.patch(entry.key, {
          details: { ...entry.details, titleError: messages.documentTitleRequired },
        });
      }
    }
    if (invalid) return;
    const failed = await uploads.run(async (entry, report) => {
      if (entry.file.size > DOCUMENT_MAX_BYTES) {
        throw new ApiError(413, "Too large", DOCUMENT_TOO_LARGE);
      }
      const upload = await uploadDocumentFile(orgId, entry.file, report.progress);
      report.saving();
      await createDocument(orgId, {
        uploadId: upload.uploadId,
        title: entry.details.title,
        category,
        description,
        visibility,
      });
    });
    await changed();
    const done = pending.length - failed;
    if (failed === 0) {
      notify.success(done === 1 ? "Document uploaded." : `${done} documents uploaded.`, {
        id: "upload-documents",
      });
      onClose();
    }
  };

  return (
    <UploadDialog
      open={open}
      title="Upload documents"
      description={DOCUMENT_HINT}
      uploads={uploads}
      onStart={start}
      onClose={onClose}
    >
      <DropZone
        label="Choose files"
        hint={chooseError ?? "Several files at once are fine."}
        accept={DOCUMENT_ACCEPT}
        disabled={uploads.running}
        onFiles={(files) => {
          setChooseError(undefined);
          uploads.add(files);
        }}
      />
      <UploadFileList
        uploads={uploads}
        field={(entry) => (
          <TextField
            label={`Title of ${entry.file.name}`}
            value={entry.details.title}
            error={entry.details.titleError || undefined}
            onChange={(event) =>
              uploads.patch(entry.key, {
                details: { title: event.currentTarget.value, titleError: "" },
              })
            }
          />
        )}
      />
      <FormGrid columns={2}>
        <SelectField
          label="Category"
          options={categoryOptions}
          value={category}
          disabled={uploads.running}
          onValueChange={setCategory}
        />
        <RadioGroup
          legend="Visibility"
          name="visibility"
          inline
          options={visibilityOptions}
          value={visibility}
          onChange={setVisibility}
        />
      </FormGrid>
      <FormGrid>
        <DescriptionField
          rows={3}
          value={description}
          disabled={uploads.running}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
      </FormGrid>
    </UploadDialog>
  );
}
