import {
  Button,
  Dialog,
  FormDialog,
  FormGrid,
  Icon,
  RadioGroup,
  StatusPill,
  TextareaField,
  notify,
  useSchemaForm,
  type StatusTone,
} from "@hoa/ui";
import {
  INVITATION_EMAILS_MAX,
  INVITATION_MESSAGE_MAX_LENGTH,
  formatMessage,
  messages,
  type InvitationOutcome,
} from "@hoa/validation";
import { useState } from "react";
import { useOrganizationSession } from "../../lib/organization-session";
import { saveForm } from "../../lib/save-form";
import {
  useCreateInvitations,
  useCreateInvitationsPending,
  type InvitationResult,
} from "./api/create-invitations";
import {
  emptyInviteForm,
  inviteFormSchema,
  inviteRequestOf,
  readAddresses,
  roleOptions,
} from "./invitationForm";
import "./invitations.css";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the address box recognized so far, and what in it is not an address. */
function addressStatus(text: string): string {
  const { valid, invalid } = readAddresses(text);
  if (valid.length === 0 && invalid.length === 0) return "";
  const recognized = `${plural(valid.length, "address", "addresses")} recognized`;
  return invalid.length === 0 ? recognized : `${recognized}. Not an address: ${invalid.join(", ")}`;
}

/** The toast after sending: who was sent an invitation (nothing when nobody was). */
function sentMessage(results: readonly InvitationResult[]): string | null {
  const sent = results.filter((result) => result.outcome === "sent");
  if (sent.length === 0) return null;
  if (sent.length === 1) return formatMessage(messages.invitationSent, { email: sent[0]!.email });
  return `${sent.length} invitations sent`;
}

function InviteForm({ id, onSent }: { id: string; onSent: (results: InvitationResult[]) => void }) {
  const { currentOrgId } = useOrganizationSession();
  const create = useCreateInvitations(currentOrgId ?? "");
  const form = useSchemaForm({
    schema: inviteFormSchema,
    defaultValues: emptyInviteForm,
    onValidSubmit: (values, form) =>
      saveForm(form, create.mutateAsync(inviteRequestOf(values)), ({ results }) => {
        const message = sentMessage(results);
        if (message) notify.success(message, { id: "create-invitations" });
        onSent(results);
      }),
  });
  const messageLength = Array.from(form.values.message).length;
  return (
    <form {...form.formProps} id={id} aria-label="Invite people">
      <FormGrid>
        <TextareaField
          label="Email addresses"
          hint={`One or several, separated by commas, spaces or new lines (up to ${INVITATION_EMAILS_MAX} at once).`}
          status={addressStatus(form.values.emails)}
          rows={3}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
          {...form.text("emails")}
        />
        <RadioGroup legend="Role" options={roleOptions} {...form.choice("role")} />
        <TextareaField
          label="Personal message"
          optional
          hint="Added to the invitation email."
          status={
            messageLength > 0
              ? `${messageLength} of ${INVITATION_MESSAGE_MAX_LENGTH} characters`
              : ""
          }
          rows={3}
          {...form.text("message")}
        />
      </FormGrid>
    </form>
  );
}

const outcomeLabels: Record<InvitationOutcome, { label: string; tone: StatusTone }> = {
  sent: { label: "Sent", tone: "success" },
  alreadyPending: { label: "Not sent", tone: "warning" },
  alreadyMember: { label: "Not sent", tone: "neutral" },
};

/** Each address's outcome, in the API's words. */
function InviteResults({ results }: { results: readonly InvitationResult[] }) {
  return (
    <ul className="invite-results" aria-label="Invitation results">
      {results.map((result) => (
        <li key={result.email} className="invite-results__item">
          <span className="invite-results__message">{result.message}</span>
          <StatusPill tone={outcomeLabels[result.outcome].tone}>
            {outcomeLabels[result.outcome].label}
          </StatusPill>
        </li>
      ))}
    </ul>
  );
}

function resultsSummary(results: readonly InvitationResult[]): string {
  const sent = results.filter((result) => result.outcome === "sent").length;
  if (sent === 0)
    return results.length === 1 ? "No invitation was needed." : "No invitations were needed.";
  if (sent === results.length) {
    return sent === 1 ? "The invitation was sent." : `All ${sent} invitations were sent.`;
  }
  return `${sent} of ${results.length} invitations sent.`;
}

/**
 * "Invite people": the form, then what became of each address. Closing it discards the draft;
 * "Invite more" starts a new one.
 */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const busy = useCreateInvitationsPending();
  const [results, setResults] = useState<InvitationResult[] | null>(null);
  const close = () => {
    setResults(null);
    onClose();
  };
  if (open && results) {
    return (
      <Dialog
        open
        title="Invite people"
        description={resultsSummary(results)}
        onClose={close}
        footer={
          <>
            <Button variant="secondary" onClick={() => setResults(null)}>
              Invite more
            </Button>
            <Button onClick={close} data-autofocus>
              Done
            </Button>
          </>
        }
      >
        <InviteResults results={results} />
      </Dialog>
    );
  }
  return (
    <FormDialog
      open={open}
      title="Invite people"
      submitLabel="Send invitations"
      submitIcon={<Icon name="send" size={18} />}
      busy={busy}
      busyLabel="Sending..."
      onClose={close}
    >
      {(formId) => <InviteForm id={formId} onSent={setResults} />}
    </FormDialog>
  );
}
