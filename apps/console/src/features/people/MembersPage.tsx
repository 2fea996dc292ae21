import {
  ConfirmDialog,
  StatusPill,
  formatDate,
  notify,
  type DataTableColumn,
  type SelectOption,
} from "@hoa/ui";
import { ROLES, ROLE_LABELS, MEMBER_LIST_ORDER } from "@hoa/validation";
import { useState } from "react";
import { columnSort, defineList, removeRowAction, sortChoices } from "../../lib/list-definition";
import { ListPage } from "../../lib/ListPage";
import { useOrganizationSession } from "../../lib/organization-session";
import { useMembers, type Member, type MemberListQuery } from "./api/list-members";
import { useRemoveMember } from "./api/remove-member";
import { useUpdateMemberRole, type MemberRoleChange } from "./api/update-member-role";
import { PeopleTabs } from "./PeopleTabs";

type RoleFilter = NonNullable<MemberListQuery["role"]> | "";

const roleOptions: readonly SelectOption<RoleFilter>[] = [
  { value: "", label: "All roles" },
  { value: ROLES.admin, label: "Administrators" },
  { value: ROLES.member, label: "Members" },
  { value: ROLES.resident, label: "Residents" },
];

const nameOf = (member: Member) => member.displayName || member.email;

const columns: readonly DataTableColumn<Member>[] = [
  {
    id: "name",
    header: "Name",
    sort: columnSort("name"),
    cell: (member) => (
      <span className="ui-stacked-text">
        <span>{nameOf(member)}</span>
        <span className="ui-stacked-text__secondary">{member.email}</span>
      </span>
    ),
  },
  {
    id: "role",
    header: "Role",
    card: "meta",
    cell: (member) => (
      <StatusPill tone={member.role === ROLES.admin ? "primary" : "neutral"}>
        {ROLE_LABELS[member.role]}
      </StatusPill>
    ),
  },
  {
    id: "joined",
    header: "Joined",
    sort: columnSort("joinedAt", "descendingFirst"),
    cell: (member) => formatDate(member.joinedAt),
    nowrap: true,
  },
];

/** The role a member's row offers: the other one. */
const otherRole = (member: Member) => (member.role === ROLES.admin ? ROLES.member : ROLES.admin);
const roleActionLabel = (member: Member) =>
  otherRole(member) === ROLES.admin ? "Make administrator" : "Make member";

const memberList = defineList({
  noun: "members",
  title: "Members",
  useItems: useMembers,
  columns,
  filters: { role: { label: "Role", options: roleOptions } },
  sorts: [
    ...sortChoices("name", "Name, A to Z", "Name, Z to A"),
    { value: "email", label: "Email, A to Z" },
    ...sortChoices("-joinedAt", "Newest first", "Oldest first"),
  ],
  order: MEMBER_LIST_ORDER,
  searchPlaceholder: "Name or email",
  empty: { icon: "users" },
  noMatchHint: "Try another name or email, or show all roles.",
  rowActions: [
    {
      action: "role",
      label: roleActionLabel,
      name: (member) => `${roleActionLabel(member)}: ${nameOf(member)}`,
      variant: "secondary",
    },
    removeRowAction(nameOf),
  ],
});

/** What asking to change a member's role says, by who is changed and to what. */
function roleChangeQuestion({ member, role }: MemberRoleChange, isSelf: boolean) {
  const name = nameOf(member);
  if (role === ROLES.admin) {
    return {
      title: `Make ${name} an administrator?`,
      message: `${name} will be able to change the organization's settings, members and records.`,
      confirmLabel: "Make administrator",
      done: `${name} is now an administrator.`,
    };
  }
  return {
    title: isSelf ? "Stop being an administrator?" : `Make ${name} a member?`,
    message: isSelf
      ? "You will no longer be able to change the organization's settings, members and records. Another administrator can make you one again."
      : `${name} will no longer be able to change the organization's settings, members and records.`,
    confirmLabel: isSelf ? "Stop being an administrator" : "Make member",
    done: isSelf ? "You are now a member." : `${name} is now a member.`,
  };
}

/** What asking to remove a member says: their access ends at their next request. */
function removalQuestion(member: Member, isSelf: boolean, organizationName: string) {
  const name = nameOf(member);
  return isSelf
    ? {
        title: `Remove yourself from ${organizationName}?`,
        message: `Your access ends at your next request. Only another administrator can invite you back.`,
        done: `You left ${organizationName}.`,
      }
    : {
        title: `Remove ${name}?`,
        message: `${name} will no longer be a member of ${organizationName}: their access ends at their next request. You can invite them again later.`,
        done: `${name} was removed.`,
      };
}

/** The organization's members: who can sign in to this console, with which role. */
export default function MembersPage() {
  const { currentOrgId, organization, user, isOrganizationAdmin } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const organizationName = organization?.name ?? "your organization";
  const updateRole = useUpdateMemberRole(orgId, user?.uid);
  const removeMember = useRemoveMember(orgId, user?.uid);
  const [asking, setAsking] = useState<MemberRoleChange | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);

  const question = asking ? roleChangeQuestion(asking, asking.member.uid === user?.uid) : null;
  const confirm = () => {
    if (!asking || !question) return;
    // The row shows the new role at once; a refusal puts it back and says why (see the hook).
    updateRole.mutate(asking, {
      onSuccess: () => notify.success(question.done, { id: "member-role" }),
    });
    setAsking(null);
  };

  const removal = removing
    ? removalQuestion(removing, removing.uid === user?.uid, organizationName)
    : null;
  const remove = () => {
    if (!removing || !removal) return;
    // The row goes at once; a refusal puts it back and says why (see the hook).
    removeMember.mutate(removing, {
      onSuccess: () => notify.success(removal.done, { id: "remove-member" }),
    });
    setRemoving(null);
  };

  return (
    <ListPage
      list={memberList}
      orgId={orgId}
      title="People"
      description={`Who can sign in to manage ${organizationName}.`}
      onRowAction={
        isOrganizationAdmin
          ? (action, member) =>
              action === "remove"
                ? setRemoving(member)
                : setAsking({ member, role: otherRole(member) })
          : undefined
      }
      above={<PeopleTabs />}
    >
      <ConfirmDialog
        open={asking !== null}
        title={question?.title ?? ""}
        message={question?.message}
        confirmLabel={question?.confirmLabel ?? ""}
        tone={asking?.role === ROLES.member ? "danger" : "primary"}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={removal?.title ?? ""}
        message={removal?.message}
        confirmLabel="Remove member"
        tone="danger"
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </ListPage>
  );
}
