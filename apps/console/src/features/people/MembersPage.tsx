import {
  DataTable,
  EmptyState,
  Icon,
  ListCard,
  Page,
  PageHeader,
  SearchForm,
  SelectField,
  StatusPill,
  formatDate,
  type DataTableColumn,
  type SelectOption,
} from "@hoa/ui";
import { ROLES } from "@hoa/validation";
import { useListParams } from "../../lib/list-params";
import { useOrganizationSession } from "../../lib/organization-session";
import { pagedListView } from "../../lib/paged-list";
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

const pick = <T extends string>(options: readonly SelectOption<T>[], value: string | undefined) =>
  options.find((option) => option.value === value)?.value;

/** The organization's members: who can sign in to this console, with which role. */
export default function MembersPage() {
  const { currentOrgId, organization } = useOrganizationSession();
  const list = useListParams({ filters: ["role"] });
  const sort = pick(sortOptions, list.query.sort) ?? "name";
  const role = pick(roleOptions, list.query.filters.role) ?? "";
  const query: MemberListQuery = {
    sort,
    ...(role ? { role } : {}),
    ...(list.query.q ? { q: list.query.q } : {}),
    ...(list.query.cursor ? { cursor: list.query.cursor } : {}),
  };
  const view = pagedListView(
    list,
    useMembers(currentOrgId ?? "", query),
    "The members could not be loaded",
  );

  return (
    <Page>
      <PageHeader
        title="People"
        description={`Who can sign in to manage ${organization?.name ?? "your organization"}.`}
      />
      <PeopleTabs />
      <ListCard
        title="Members"
        toolbar={
          <div className="ui-toolbar">
            <SearchForm
              // A new field when the URL's search changes (Back, a link), so it shows that term.
              key={list.query.q ?? ""}
              label="Search members"
              placeholder="Name or email"
              defaultValue={list.query.q ?? ""}
              onSearch={list.setSearch}
            />
            <SelectField
              label="Role"
              options={roleOptions}
              value={role}
              onValueChange={(value) => list.setFilter("role", value || undefined)}
            />
            <SelectField
              label="Sort by"
              options={sortOptions}
              value={sort}
              onValueChange={list.setSort}
            />
          </div>
        }
        state={view.state}
        error={view.error}
        pager={view.pager}
        empty={<EmptyState icon={<Icon name="users" />} title="No members yet" />}
        noMatch={
          <EmptyState
            icon={<Icon name="search" />}
            title="No members match"
            description="Try another name or email, or show all roles."
          />
        }
      >
        <DataTable
          caption="Members"
          columns={columns}
          rows={view.items}
          rowKey={(member) => member.uid}
        />
      </ListCard>
    </Page>
  );
}
