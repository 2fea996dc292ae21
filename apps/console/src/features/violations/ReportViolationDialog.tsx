import {
  FormGrid,
  Note,
  SelectField,
  TextField,
  TextareaField,
  notify,
  useSchemaForm,
  type SelectOption,
} from "@hoa/ui";
import { localDateIn, timeZoneOf } from "@hoa/validation";
import { reportViolationRequestSchema } from "@hoa/validation/violations";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { paths } from "../../config/paths";
import { PropertyPicker, type PropertyChoice } from "../../lib/DirectoryPicker";
import { ItemFormDialog } from "../../lib/ItemFormDialog";
import { useOrganizationSession } from "../../lib/organization-session";
import { saveForm } from "../../lib/save-form";
import { TextLink } from "../../lib/TextLink";
import { PhotoPicker, sendChosenPhotos, usePhotoUploads } from "./AddViolationPhotos";
import {
  reportPhotosKey,
  useReportViolation,
  useReportViolationPending,
  violationCategories,
  type Violation,
} from "./api";
import { useViolationPhotosSent } from "./api/photos";

/** The categories a report offers: every one of them, by name (an organization has tens). */
const CATEGORY_QUERY = { sort: "name", limit: 100 } as const;

function ReportForm({ id, onSaved }: { id: string; onSaved: (violation: Violation) => void }) {
  const { currentOrgId, organization } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const zone = timeZoneOf(organization?.timeZone);
  const today = localDateIn(new Date(), zone);
  const report = useReportViolation(orgId);
  const categories = violationCategories.useList(orgId, CATEGORY_QUERY);
  const [property, setProperty] = useState<PropertyChoice | null>(null);
  const uploads = usePhotoUploads();
  const photosSent = useViolationPhotosSent(orgId);
  // The photos go to the new violation once it is reported; a refused one is toasted by name
  // and the violation stays reported, its page offering to add it again.
  const sendPhotos = useMutation({
    mutationKey: reportPhotosKey,
    mutationFn: async (violation: Violation) => {
      const result = await sendChosenPhotos(uploads, orgId, violation.id, "board");
      if (result.sent > 0) await photosSent(violation.id, result.latest, "board");
      return result;
    },
  });
  const form = useSchemaForm({
    schema: reportViolationRequestSchema,
    defaultValues: {
      propertyId: "",
      categoryId: "",
      observedOn: today,
      location: "",
      description: "",
    },
    onValidSubmit: (request, form) =>
      saveForm(
        form,
        report.mutateAsync(request).then(async (saved) => ({
          saved,
          photos: uploads.pending.length > 0 ? await sendPhotos.mutateAsync(saved) : null,
        })),
        ({ saved, photos }) => {
          notify.success(reportedText(saved, photos?.sent ?? 0, photos?.failed ?? []), {
            id: "report-violation",
          });
          onSaved(saved);
        },
      ),
  });
  const items = categories.data?.items ?? [];
  const chosen = items.find((category) => category.id === form.values.categoryId);
  const options: SelectOption[] = [
    { value: "", label: categories.isPending ? "Loading categories..." : "Choose a category" },
    ...items.map((category) => ({ value: category.id, label: category.name })),
  ];
  return (
    <form {...form.formProps} id={id} aria-label="Report violation">
      <FormGrid>
        <PropertyPicker
          orgId={orgId}
          value={property}
          error={form.errors.propertyId}
          onChange={(choice) => {
            setProperty(choice);
            form.setValue("propertyId", choice?.id ?? "");
          }}
        />
        <SelectField
          label="Category"
          required
          hint={chosen?.rule ? `Cites ${chosen.rule}` : undefined}
          options={options}
          value={form.values.categoryId}
          error={form.errors.categoryId}
          onValueChange={(value) => form.setValue("categoryId", value)}
        />
        {categories.isError ? (
          <p role="alert" style={{ margin: 0 }}>
            The categories could not be loaded. Close this and try again.
          </p>
        ) : null}
        {categories.isSuccess && items.length === 0 ? (
          <Note>
            No categories yet: a violation is reported in one.{" "}
            <TextLink to={paths.violationCategories.href()}>Add categories</TextLink>
          </Note>
        ) : null}
      </FormGrid>
      <FormGrid columns={2}>
        <TextField
          label="Observed on"
          type="date"
          required
          max={today}
          hint="The day it was seen"
          {...form.text("observedOn")}
        />
        <TextField
          label="Location"
          optional
          autoComplete="off"
          hint="e.g. Driveway, back fence"
          {...form.text("location")}
        />
      </FormGrid>
      <FormGrid>
        <TextareaField
          label="Description"
          optional
          rows={3}
          placeholder={chosen?.description || "What was seen"}
          hint="What the notices say was seen; left empty, the category's description"
          {...form.text("description")}
        />
        <fieldset className="ui-choice-group">
          <legend className="ui-field__label">
            Photos<span className="ui-field__optional"> (optional)</span>
          </legend>
          <PhotoPicker uploads={uploads} held={0} />
        </fieldset>
      </FormGrid>
    </form>
  );
}

const photoCount = (count: number) => `${count} ${count === 1 ? "photo" : "photos"}`;

/** What the report's toast says: the violation, and the photos sent with it or not. */
function reportedText(saved: Violation, sent: number, failed: readonly string[]): string {
  const reported = `Violation ${saved.number} was reported`;
  if (failed.length === 0)
    return sent > 0 ? `${reported} with ${photoCount(sent)}.` : `${reported}.`;
  return `${reported}, but ${failed.join(", ")} ${failed.length === 1 ? "was" : "were"} not sent: add ${failed.length === 1 ? "it" : "them"} again on its page.`;
}

/**
 * Reports a violation seen at a property (often on an inspection, on a phone): the property, the
 * category, when and where it was seen and what, and any photos, sent to it once it is reported.
 * Closing it discards the draft.
 */
export function ReportViolationDialog({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: (violation: Violation) => void;
}) {
  return (
    <ItemFormDialog<Violation>
      open={open}
      noun="violation"
      createLabel="Report violation"
      busy={useReportViolationPending()}
      onClose={onClose}
      onSaved={onSaved}
      form={(id, saved) => <ReportForm id={id} onSaved={saved} />}
    />
  );
}
