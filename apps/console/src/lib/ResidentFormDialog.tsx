import {
  CheckboxField,
  CheckboxGroup,
  FormGrid,
  SelectField,
  TextField,
  notify,
  plainOptions,
  useSchemaForm,
} from "@hoa/ui";
import {
  RESIDENT_RELATIONSHIPS,
  RESIDENT_STATUSES,
  formatPhone,
  residentDraftSchema,
  type ResidentRelationship,
  type ResidentStatus,
} from "@hoa/validation";
import { useState } from "react";
import type { Resident } from "../api/list-residents";
import { ItemFormDialog, type ItemFormDialogProps } from "./ItemFormDialog";
import { useOrganizationSession } from "./organization-session";
import { saveForm } from "./save-form";
import { useSaveResident, useSaveResidentPending } from "../api/save-resident";
import { PropertyPicker, type PropertyChoice } from "./DirectoryPicker";

interface ResidentFormValues {
  name: string;
  email: string;
  phone: string;
  propertyId: string;
  relationship: ResidentRelationship;
  boardMember: boolean;
  status: ResidentStatus;
  privacy: { hideEmail: boolean; hidePhone: boolean };
  emailOptOut: boolean;
}

const relationshipOptions = plainOptions(RESIDENT_RELATIONSHIPS);
const statusOptions = plainOptions(RESIDENT_STATUSES);
const privacyOptions = [
  { value: "hideEmail", label: "Hide email from members" },
  { value: "hidePhone", label: "Hide phone from members" },
] as const;
const emailChoiceOptions = [
  { value: "receive", label: "Receive" },
  { value: "optedOut", label: "Opted out" },
] as const;

function valuesOf(resident: Resident | undefined, property: PropertyChoice | null) {
  if (!resident) {
    return {
      name: "",
      email: "",
      phone: "",
      propertyId: property?.id ?? "",
      relationship: "Owner",
      boardMember: false,
      status: "Active",
      privacy: { hideEmail: false, hidePhone: false },
      emailOptOut: false,
    } satisfies ResidentFormValues;
  }
  return {
    name: resident.name,
    email: resident.email ?? "",
    phone: resident.phone ? formatPhone(resident.phone) : "",
    propertyId: resident.propertyId,
    relationship: resident.relationship,
    boardMember: resident.boardMember,
    status: resident.status,
    privacy: { ...resident.privacy },
    emailOptOut: resident.emailOptOut,
  } satisfies ResidentFormValues;
}

function ResidentForm({
  id,
  resident,
  property: chosenProperty,
  onSaved,
}: {
  id: string;
  resident: Resident | undefined;
  property: PropertyChoice | undefined;
  onSaved: (resident: Resident) => void;
}) {
  const { currentOrgId } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const save = useSaveResident(orgId);
  const [property, setProperty] = useState<PropertyChoice | null>(
    resident
      ? { id: resident.propertyId, address: resident.address, unit: resident.unit }
      : (chosenProperty ?? null),
  );
  const form = useSchemaForm({
    schema: residentDraftSchema,
    defaultValues: valuesOf(resident, property) as ResidentFormValues,
    onValidSubmit: (draft, form) =>
      saveForm(form, save.mutateAsync({ resident, draft }), (saved) => {
        notify.success(resident ? `${saved.name} was saved.` : `${saved.name} was added.`, {
          id: "save-resident",
        });
        onSaved(saved);
      }),
  });
  return (
    <form {...form.formProps} id={id} aria-label={resident ? "Edit resident" : "Add resident"}>
      <FormGrid>
        <TextField label="Name" autoComplete="off" required data-autofocus {...form.text("name")} />
      </FormGrid>
      <FormGrid columns={2}>
        <TextField label="Email" type="email" autoComplete="off" optional {...form.text("email")} />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="off"
          optional
          hint="A US number, or + and the country code"
          {...form.text("phone")}
        />
      </FormGrid>
      <FormGrid>
        <PropertyPicker
          orgId={orgId}
          value={property}
          error={form.errors.propertyId}
          onChange={(chosen) => {
            setProperty(chosen);
            form.setValue("propertyId", chosen?.id ?? "");
          }}
        />
      </FormGrid>
      <FormGrid columns={2}>
        <SelectField
          label="Relationship"
          options={relationshipOptions}
          {...form.select("relationship")}
        />
        <SelectField label="Status" options={statusOptions} {...form.select("status")} />
      </FormGrid>
      <FormGrid>
        <CheckboxField
          label="Board member"
          checked={form.values.boardMember}
          onChange={(event) => form.setValue("boardMember", event.currentTarget.checked)}
        />
      </FormGrid>
      <FormGrid>
        <SelectField
          label="Non-urgent email"
          hint="Opted out: no announcements or messages by email unless urgent; the in-app inbox still shows them."
          options={[...emailChoiceOptions]}
          value={form.values.emailOptOut ? "optedOut" : "receive"}
          onValueChange={(choice) => form.setValue("emailOptOut", choice === "optedOut")}
        />
      </FormGrid>
      <FormGrid>
        <CheckboxGroup
          legend="Directory privacy"
          hint="Administrators always see everything; members see only what the resident shares."
          name="privacy"
          options={privacyOptions}
          values={privacyOptions
            .map((option) => option.value)
            .filter((choice) => form.values.privacy[choice])}
          onChange={(hidden) =>
            form.setValue("privacy", {
              hideEmail: hidden.includes("hideEmail"),
              hidePhone: hidden.includes("hidePhone"),
            })
          }
        />
      </FormGrid>
    </form>
  );
}

export type ResidentFormDialogProps = Omit<ItemFormDialogProps<Resident>, "item"> & {
  /** The resident to edit; none to add one. */
  resident?: Resident | undefined;
  /** Where a new resident lives, chosen already (a property's page adds its own residents). */
  property?: PropertyChoice | undefined;
};

/**
 * Adds or edits a resident in a drawer; closing it discards the draft. Shared by the residents'
 * pages and a property's page (which opens it with its property chosen).
 */
export function ResidentFormDialog({ resident, property, ...props }: ResidentFormDialogProps) {
  return (
    <ItemFormDialog
      {...props}
      item={resident}
      noun="resident"
      editTitle={(editing) => `Edit ${editing.name}`}
      variant="drawer"
      // The form's own mutation saves; the dialog only shows that one is under way.
      busy={useSaveResidentPending()}
      form={(id, onSaved) => (
        <ResidentForm id={id} resident={resident} property={property} onSaved={onSaved} />
      )}
    />
  );
}
