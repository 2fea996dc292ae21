import {
  Button,
  Card,
  DataTable,
  FormActions,
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
  useValidatedForm,
  type DataTableColumn,
} from "@hoa/ui";
import { emptyInvitationDraft, roleOptions, validateInvitationDraft } from "./invitationForm";
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
    cell: (invitation) => (
      <StatusPill tone={invitation.status === "Pending" ? "warning" : "danger"}>
        {invitation.status}
      </StatusPill>
    ),
  },
];

function InviteForm() {
  const { values, errors, setValue, formProps } = useValidatedForm({
    initialValues: emptyInvitationDraft,
    validate: validateInvitationDraft,
    onValidSubmit: () => announceUnavailable("Sending invitations"),
  });
  return (
    <Card title="Invite someone" icon={<Icon name="mail" />}>
      <form {...formProps} aria-label="Invite someone">
        <FormGrid columns={2}>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="off"
            required
            value={values.email}
            error={errors.email}
            onChange={(event) => setValue("email", event.currentTarget.value)}
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
          <TextareaField
            label="Personal message"
            optional
            name="message"
            rows={3}
            value={values.message}
            onChange={(event) => setValue("message", event.currentTarget.value)}
          />
        </FormGrid>
        <FormActions>
          <Button type="submit" icon={<Icon name="send" size={18} />}>
            Send invitation
          </Button>
        </FormActions>
      </form>
    </Card>
  );
}

export default function InvitationsPage() {
  const pending = invitations.filter((invitation) => invitation.status === "Pending").length;
  const expired = invitations.length - pending;
  return (
    <Page>
      <PageHeader
        title="Invitations"
        description="Invite residents and board members to join Maple Grove HOA."
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
      <InviteForm />
      <Card title="Sent invitations" flush>
        <DataTable
          caption="Sent invitations"
          columns={columns}
          rows={invitations}
          rowKey={(invitation) => invitation.email}
        />
      </Card>
    </Page>
  );
}
