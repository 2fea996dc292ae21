import {
  Icon,
  Page,
  PageHeader,
  StatusPill,
  formatDate,
  type DataTableColumn,
  type SelectOption,
} from "@hoa/ui";
import { ROLES } from "@hoa/validation";
import { useListParams } from "../../lib/list-params";
import { useOrganizationSession } from "../../lib/organization-session";
import { PagedTable } from "../../lib/PagedTable";
import { useMembers, type Member, type MemberListQuery } from "./api/list-members";
import { PeopleTabs } from "./PeopleTabs";

type MemberSort = NonNullable<MemberListQuery["sort"]>;
type RoleFilter = NonNullable<MemberListQuery["role"]> | "";

const sortOptions: readonly SelectOption<MemberSort>[] = [
  { value: "name", label: "Name, A to Z" },
  { value: "-name", label: "Name, Z to A" },
  { value: "email", label: "Email, A to Z" },
  { value: "-joinedAt", label: "Newest first" },
  { value: "joinedAt", label: "Oldest first" },
];

const roleOptions: readonly SelectOption<RoleFilter>[] = [
  { value: "", label: "All roles" },
  { value: ROLES.admin, label: "Administrators" },
  { value: ROLES.member, label: "Members" },
];

const roleLabels: Record<Member["role"], string> = { admin: "Administrator", member: "Member" };

const columns: readonly DataTableColumn<Member>[] = [
  {
    id: "name",
    header: "Name",
    cell: (member) => (
      <span className="ui-stacked-text">
        <span>{member.displayName || member.email}</span>
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
        {roleLabels[member.role]}
      </StatusPill>
    ),
  },
  { id: "joined", header: "Joined", cell: (member) => formatDate(member.joinedAt), nowrap: true },
];

/** The organization's members: who can sign in to this console, with which role. */
export default function MembersPage() {
  const { currentOrgId, organization } = useOrganizationSession();
  const list = useListParams({ filters: { role: roleOptions }, sorts: sortOptions });
  return (
    <Page>
      <PageHeader
        title="People"
        description={`Who can sign in to manage ${organization?.name ?? "your organization"}.`}
      />
      <PeopleTabs />
      <PagedTable
        title="Members"
        list={list}
        result={useMembers(currentOrgId ?? "", list.query)}
        columns={columns}
        rowKey={(member) => member.uid}
        search={{ label: "Search members", placeholder: "Name or email" }}
        filterLabels={{ role: "Role" }}
        errorTitle="The members could not be loaded"
        empty={{ icon: <Icon name="users" />, title: "No members yet" }}
        noMatch={{
          title: "No members match",
          description: "Try another name or email, or show all roles.",
        }}
      />
    </Page>
  );
}
