import {
  FormDialog,
  FormGrid,
  Icon,
  SelectField,
  TextField,
  notify,
  useSchemaForm,
  type SelectOption,
} from "@hoa/ui";
import {
  DEFAULT_TICKET_PRIORITY,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  administratorTicketRequestSchema,
  memberTicketRequestSchema,
  type TicketPriority,
} from "@hoa/validation";
import { useState } from "react";
import { useOrganizationSession } from "../../lib/organization-session";
import { saveForm } from "../../lib/save-form";
import { useCreateTicket, useCreateTicketPending } from "./api/create-ticket";
import type { Ticket } from "./api/list-tickets";
import { ResidentPicker, type ResidentChoice } from "../../lib/DirectoryPicker";
import { DescriptionField } from "../../lib/TitleField";

export const priorityOptions: readonly SelectOption<TicketPriority>[] = TICKET_PRIORITIES.map(
  (priority) => ({ value: priority, label: TICKET_PRIORITY_LABELS[priority] }),
);

interface TicketDraft {
  subject: string;
  description: string;
  residentId?: string;
  priority: TicketPriority;
}

function NewTicketForm({ id, onSaved }: { id: string; onSaved: (ticket: Ticket) => void }) {
  const { currentOrgId, isOrganizationAdmin } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const create = useCreateTicket(orgId);
  const [resident, setResident] = useState<ResidentChoice | null>(null);
  const form = useSchemaForm({
    // An administrator's ticket is from the resident they choose; a member's is from themselves.
    schema: isOrganizationAdmin ? administratorTicketRequestSchema : memberTicketRequestSchema,
    defaultValues: {
      subject: "",
      description: "",
      priority: DEFAULT_TICKET_PRIORITY,
      // Blank until one is chosen, so the schema says it is required (a missing key would get
      // the body's message).
      ...(isOrganizationAdmin ? { residentId: "" } : {}),
    } as TicketDraft,
    onValidSubmit: (draft, form) =>
      saveForm(form, create.mutateAsync(draft), (ticket) => {
        notify.success(`Ticket #${ticket.number} was created.`, { id: "create-ticket" });
        onSaved(ticket);
      }),
  });
  const residentError = form.errors.residentId;
  return (
    <form {...form.formProps} id={id} aria-label="New ticket">
      <FormGrid>
        <TextField
          label="Subject"
          required
          data-autofocus
          autoComplete="off"
          {...form.text("subject")}
        />
        {isOrganizationAdmin ? (
          <ResidentPicker
            label="From"
            hint="The resident who raised it. Type a name to find them."
            orgId={orgId}
            value={resident}
            error={residentError}
            onChange={(chosen) => {
              setResident(chosen);
              form.setValue("residentId", chosen?.id ?? "");
            }}
          />
        ) : null}
        <DescriptionField rows={4} {...form.text("description")} />
        <SelectField label="Priority" options={priorityOptions} {...form.select("priority")} />
      </FormGrid>
    </form>
  );
}

export interface NewTicketDialogProps {
  open: boolean;
  onClose: () => void;
  onSaved?: (ticket: Ticket) => void;
}

/** Opens a ticket in a dialog: its subject, who it is from, a description and a priority. */
export function NewTicketDialog({ open, onClose, onSaved }: NewTicketDialogProps) {
  const busy = useCreateTicketPending();
  return (
    <FormDialog
      open={open}
      title="New ticket"
      submitLabel="Create ticket"
      submitIcon={<Icon name="plus" size={18} />}
      busy={busy}
      busyLabel="Creating..."
      onClose={onClose}
    >
      {(formId) => (
        <NewTicketForm
          id={formId}
          onSaved={(ticket) => {
            onClose();
            onSaved?.(ticket);
          }}
        />
      )}
    </FormDialog>
  );
}
