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
import { useState } from "react";
import { paths } from "../../config/paths";
import { PropertyPicker, type PropertyChoice } from "../../lib/DirectoryPicker";
import { ItemFormDialog } from "../../lib/ItemFormDialog";
import { useOrganizationSession } from "../../lib/organization-session";
import { saveForm } from "../../lib/save-form";
import { TextLink } from "../../lib/TextLink";
import {
  useReportViolation,
  useReportViolationPending,
  violationCategories,
  type Violation,
} from "./api";

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
      saveForm(form, report.mutateAsync(request), (saved) => {
        notify.success(`Violation ${saved.number} was reported.`, { id: "report-violation" });
        onSaved(saved);
      }),
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
      </FormGrid>
    </form>
  );
}

/**
 * Reports a violation seen at a property (often on an inspection, on a phone): the property, the
 * category, when and where it was seen and what. Closing it discards the draft.
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
