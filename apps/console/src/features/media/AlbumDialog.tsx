import { FormDialog, FormGrid, notify, useSchemaForm } from "@hoa/ui";
import { albumRequestSchema } from "@hoa/validation";
import { useOrganizationSession } from "../../lib/organization-session";
import { saveForm } from "../../lib/save-form";
import { DescriptionField, TitleField } from "../../lib/TitleField";
import { useSaveAlbum, useSaveAlbumPending, type Album } from "./api/albums";

function AlbumForm({
  id,
  current,
  onSaved,
}: {
  id: string;
  current?: Album;
  onSaved: (album: Album) => void;
}) {
  const { currentOrgId } = useOrganizationSession();
  const save = useSaveAlbum(currentOrgId ?? "", current);
  const form = useSchemaForm({
    schema: albumRequestSchema,
    defaultValues: { title: current?.title ?? "", description: current?.description ?? "" },
    onValidSubmit: (request, form) =>
      saveForm(form, save.mutateAsync(request), (saved) => {
        notify.success(current ? "Album saved." : "Album added.", { id: "save-album" });
        onSaved(saved);
      }),
  });
  return (
    <form {...form.formProps} id={id} aria-label={current ? "Edit album" : "New album"}>
      <FormGrid>
        <TitleField {...form.text("title")} />
        <DescriptionField rows={3} {...form.text("description")} />
      </FormGrid>
    </form>
  );
}

/** A new album, or an album's title and description changed. */
export function AlbumDialog({
  open,
  current,
  onClose,
  onSaved,
}: {
  open: boolean;
  current?: Album;
  onClose: () => void;
  onSaved?: (album: Album) => void;
}) {
  const busy = useSaveAlbumPending();
  return (
    <FormDialog
      open={open}
      title={current ? "Edit album" : "New album"}
      submitLabel={current ? "Save" : "Add album"}
      busy={busy}
      busyLabel="Saving..."
      onClose={onClose}
    >
      {(formId) => (
        <AlbumForm
          id={formId}
          current={current}
          onSaved={(album) => {
            onClose();
            onSaved?.(album);
          }}
        />
      )}
    </FormDialog>
  );
}
