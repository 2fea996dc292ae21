import { FormDialog, FormGrid, Icon, notify, useSchemaForm, type FormSchema } from "@hoa/ui";
import {
  arcChangeSchema,
  arcCreateSchema,
  type ArcChange,
} from "@hoa/validation/architectural-review";
import { useState } from "react";
import { PropertyPicker, type PropertyChoice } from "../../lib/DirectoryPicker";
import { useOrganizationSession } from "../../lib/organization-session";
import { saveForm } from "../../lib/save-form";
import {
  useArcStep,
  useArcStepPending,
  useCreateArcRequest,
  useCreateArcRequestPending,
  type ArcRequest,
} from "./api";
import { ChangeFields, changeValuesOf, type ChangeValues } from "./ChangeFields";

/**
 * The schemas as the forms hold their values: a category is "" until one is chosen, which the
 * schema refuses with its own message ("Choose what the change is").
 */
export const changeFormSchema = arcChangeSchema as unknown as FormSchema<ChangeValues>;
const createFormSchema = arcCreateSchema as unknown as FormSchema<
  ChangeValues & { propertyId: string }
>;

/** The change as the API takes it, once the schema accepted the form's values. */
export const changeOf = (values: ChangeValues): ArcChange => ({
  ...values,
  category: values.category || "other",
});

function CreateForm({ id, onSaved }: { id: string; onSaved: (request: ArcRequest) => void }) {
  const orgId = useOrganizationSession().currentOrgId ?? "";
  const create = useCreateArcRequest(orgId);
  const [property, setProperty] = useState<PropertyChoice | null>(null);
  const form = useSchemaForm({
    schema: createFormSchema,
    defaultValues: { propertyId: "", ...changeValuesOf() },
    onValidSubmit: (values, submitted) =>
      saveForm(
        submitted,
        create.mutateAsync({ ...changeOf(values), propertyId: values.propertyId }),
        (saved) => {
          notify.success(`Request ${saved.number} was saved as a draft.`, {
            id: "create-arc-request",
          });
          onSaved(saved);
        },
      ),
  });
  return (
    <form {...form.formProps} id={id} aria-label="New request">
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
      </FormGrid>
      <ChangeFields form={form} />
    </form>
  );
}

function EditForm({
  id,
  request,
  onSaved,
}: {
  id: string;
  request: ArcRequest;
  onSaved: (request: ArcRequest) => void;
}) {
  const orgId = useOrganizationSession().currentOrgId ?? "";
  const update = useArcStep(orgId, request, "update", "board");
  const form = useSchemaForm({
    schema: changeFormSchema,
    defaultValues: changeValuesOf(request),
    onValidSubmit: (values, submitted) =>
      saveForm(submitted, update.mutateAsync(changeOf(values)), (saved) => {
        notify.success("The request was saved.", { id: "arc-update" });
        onSaved(saved as ArcRequest);
      }),
  });
  return (
    <form {...form.formProps} id={id} aria-label="Edit request">
      <ChangeFields form={form} />
    </form>
  );
}

/**
 * Starts a request on a homeowner's behalf (a draft, until it is submitted), or edits a draft or
 * a returned request: the property (new ones only), what the change is, when and by whom.
 */
export function ArcRequestDialog({
  request,
  onClose,
  onSaved,
}: {
  /** The request to edit; none to start one. */
  request?: ArcRequest;
  onClose: () => void;
  onSaved?: (request: ArcRequest) => void;
}) {
  const creating = useCreateArcRequestPending();
  const updating = useArcStepPending("update");
  const done = (saved: ArcRequest) => {
    onClose();
    onSaved?.(saved);
  };
  return (
    <FormDialog
      open
      title={request ? "Edit request" : "New request"}
      description={
        request
          ? undefined
          : "A draft made by the board for the homeowner: add drawings and photos, then submit it to the committee."
      }
      submitLabel={request ? "Save changes" : "Create draft"}
      submitIcon={<Icon name={request ? "check" : "plus"} size={18} />}
      busy={request ? updating : creating}
      busyLabel="Saving..."
      onClose={onClose}
    >
      {(formId) =>
        request ? (
          <EditForm id={formId} request={request} onSaved={done} />
        ) : (
          <CreateForm id={formId} onSaved={done} />
        )
      }
    </FormDialog>
  );
}
