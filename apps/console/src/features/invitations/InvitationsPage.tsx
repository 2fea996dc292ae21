import {
  Button,
  Card,
  DataTable,
  FormDialog,
  FormGrid,
  Icon,
  Page,
  PageHeader,
  RadioGroup,
  StatCard,
  StatGrid,
  StatusPill,
  TextareaField,
  TextField,
  announceUnavailable,
  formatDate,
  useSchemaForm,
  type DataTableColumn,
} from "@hoa/ui";
import { invitationDraftSchema } from "@hoa/validation";
import { useState } from "react";
import { emptyInvitationDraft, roleOptions } from "./invitationForm";
import { acceptedInvitationCount, invitations, type Invitation } from "./mock-data";

const roleLabels = { member: "Member", admin: "Admin" } as const;

const columns: readonly DataTableColumn<Invitation>[] = [
  { id: "email", header: "Email", cell: (invitation) => invitation.email },
  { id: "role", header: "Role", cell: (invitation) => roleLabels[invitation.role] },
  { id: "sent", header: "Sent", cell: (invitation) => formatDate(invitation.sentOn), nowrap: true },
  { id: "invitedBy", header: "Invited by", cell: (invitation) => invitation.invitedBy },
  {
    id: "status",
    header: "Status",
    card: "meta",
    cell: (invitation) => (
      <StatusPill tone={invitation.status === "Pending" ? "warning" : "danger"}>
        {invitation.status}
      </StatusPill>
    ),
  },
];

function InviteForm({ id }: { id: string }) {
  const { values, setValue, text, formProps } = useSchemaForm({
    schema: invitationDraftSchema,
    defaultValues: emptyInvitationDraft,
    onValidSubmit: () => announceUnavailable("Sending invitations"),
  });
  return (
    <form {...formProps} id={id} aria-label="Invite someone">
      <FormGrid columns={2}>
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          required
          data-autofocus
          {...text("email")}
        />
        <RadioGroup
          legend="Role"
          name="role"
          options={roleOptions}
          value={values.role}
          onChange={(role) => setValue("role", role)}
        />
      </FormGrid>
      <FormGrid>
        <TextareaField label="Personal message" optional rows={3} {...text("message")} />
      </FormGrid>
    </form>
  );
}

/** The invitation form in a dialog; closing it discards the draft. */
function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FormDialog
      open={open}
      title="Invite someone"
      submitLabel="Send invitation"
      submitIcon={<Icon name="send" size={18} />}
      onClose={onClose}
    >
      {(formId) => <InviteForm id={formId} />}
    </FormDialog>
  );
}

export default function InvitationsPage() {
  const pending = invitations.filter((invitation) => invitation.status === "Pending").length;
  const expired = invitations.length - pending;
  const [isInviting, setInviting] = useState(false);
  return (
    <Page>
      <PageHeader
        title="Invitations"
        description="Invite residents and board members to join Maple Grove HOA."
        actions={
          <Button icon={<Icon name="plus" size={18} />} onClick={() => setInviting(true)}>
            Invite someone
          </Button>
        }
      />
      <StatGrid>
        <StatCard
          label="Pending"
          value={pending}
          tone="warning"
          icon={<Icon name="clock" size={16} />}
        />
        <StatCard
          label="Accepted"
          value={acceptedInvitationCount}
          tone="success"
          icon={<Icon name="check" size={16} />}
        />
        <StatCard
          label="Expired"
          value={expired}
          tone="danger"
          icon={<Icon name="alert" size={16} />}
        />
      </StatGrid>
      <Card title="Sent invitations" flush>
        <DataTable
          caption="Sent invitations"
          columns={columns}
          rows={invitations}
          rowKey={(invitation) => invitation.email}
        />
      </Card>
      <InviteDialog open={isInviting} onClose={() => setInviting(false)} />
    </Page>
  );
}
