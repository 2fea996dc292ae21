import { FormGrid, SelectField, TextField, notify, plainOptions, useSchemaForm } from "@hoa/ui";
import {
  PROPERTY_TYPES,
  percentageText,
  propertyDraftSchema,
  propertyLabel,
  type PropertyDraft,
} from "@hoa/validation";
import type { Property } from "../../api/list-properties";
import { ItemFormDialog, type ItemFormDialogProps } from "../../lib/ItemFormDialog";
import { useOrganizationSession } from "../../lib/organization-session";
import { saveForm } from "../../lib/save-form";
import { useSaveProperty, useSavePropertyPending } from "./api/save-property";

const typeOptions = plainOptions(PROPERTY_TYPES);

/** The form's values: a draft whose percentage interest is the text in its field ("" for none). */
type PropertyFormValues = PropertyDraft & { percentageInterest: string };

/** What the percentage interest's field is for. */
const PERCENTAGE_INTEREST_HINT =
  "The share the governing documents give this property, e.g. 0.85%; used for weighted votes";

const draftOf = (property: Property | undefined): PropertyFormValues =>
  property
    ? {
        address: property.address,
        unit: property.unit,
        type: property.type,
        percentageInterest:
          property.percentageInterestBasisPoints === null
            ? ""
            : percentageText(property.percentageInterestBasisPoints),
      }
    : { address: "", unit: "", type: "Condo", percentageInterest: "" };

function PropertyForm({
  id,
  property,
  onSaved,
}: {
  id: string;
  property: Property | undefined;
  onSaved: (property: Property) => void;
}) {
  const { currentOrgId } = useOrganizationSession();
  const save = useSaveProperty(currentOrgId ?? "");
  const form = useSchemaForm({
    schema: propertyDraftSchema,
    defaultValues: draftOf(property),
    onValidSubmit: (draft, form) =>
      saveForm(form, save.mutateAsync(property ? { property, draft } : { draft }), (saved) => {
        notify.success(
          property ? `${propertyLabel(saved)} was saved.` : `${propertyLabel(saved)} was added.`,
          { id: "save-property" },
        );
        onSaved(saved);
      }),
  });
  return (
    <form {...form.formProps} id={id} aria-label={property ? "Edit property" : "Add property"}>
      <FormGrid>
        <TextField
          label="Address"
          autoComplete="off"
          required
          data-autofocus
          hint="Street and number, e.g. 300 Maple Grove Lane"
          {...form.text("address")}
        />
      </FormGrid>
      <FormGrid columns={2}>
        <TextField
          label="Unit"
          autoComplete="off"
          required
          hint="The apartment or suite, or the house number"
          {...form.text("unit")}
        />
        <SelectField label="Type" options={typeOptions} {...form.select("type")} />
      </FormGrid>
      <FormGrid columns={2}>
        <TextField
          label="Percentage interest"
          optional
          autoComplete="off"
          inputMode="decimal"
          hint={PERCENTAGE_INTEREST_HINT}
          {...form.text("percentageInterest")}
        />
      </FormGrid>
    </form>
  );
}

export type PropertyFormDialogProps = Omit<ItemFormDialogProps<Property>, "item"> & {
  /** The property to edit; none to add one. */
  property?: Property | undefined;
};

/** Adds or edits a property in a dialog; closing it discards the draft. */
export function PropertyFormDialog({ property, ...props }: PropertyFormDialogProps) {
  return (
    <ItemFormDialog
      {...props}
      item={property}
      noun="property"
      // The form's own mutation saves; the dialog only shows that one is under way.
      busy={useSavePropertyPending()}
      form={(id, onSaved) => <PropertyForm id={id} property={property} onSaved={onSaved} />}
    />
  );
}
