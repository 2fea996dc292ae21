import {
  Button,
  Icon,
  Page,
  PageHeader,
  StatCard,
  StatGrid,
  StatusPill,
  TableCard,
  announceUnavailable,
  type DataTableColumn,
} from "@hoa/ui";
import { residents, type Resident } from "./mock-data";
import { PeopleTabs } from "./PeopleTabs";

const columns: readonly DataTableColumn<Resident>[] = [
  { id: "name", header: "Name", cell: (resident) => resident.name },
  { id: "unit", header: "Unit", cell: (resident) => resident.unit },
  { id: "email", header: "Email", cell: (resident) => resident.email },
  { id: "phone", header: "Phone", cell: (resident) => resident.phone, nowrap: true },
  {
    id: "status",
    header: "Status",
    card: "meta",
    cell: (resident) => (
      <StatusPill tone={resident.status === "Active" ? "success" : "warning"}>
        {resident.status}
      </StatusPill>
    ),
  },
];

export default function PeoplePage() {
  const activeCount = residents.filter((resident) => resident.status === "Active").length;
  const pendingCount = residents.length - activeCount;
  return (
    <Page>
      <PageHeader
        title="People"
        description="Everyone who lives in Maple Grove HOA, with how to reach them."
        actions={
          <Button
            icon={<Icon name="plus" size={18} />}
            onClick={() => announceUnavailable("Adding residents")}
          >
            Add resident
          </Button>
        }
      />
      <PeopleTabs />
      <StatGrid>
        <StatCard
          label="Residents"
          value={residents.length}
          icon={<Icon name="users" size={16} />}
        />
        <StatCard
          label="Active"
          value={activeCount}
          tone="success"
          icon={<Icon name="check" size={16} />}
        />
        <StatCard
          label="Pending"
          value={pendingCount}
          tone="warning"
          icon={<Icon name="clock" size={16} />}
        />
      </StatGrid>
      <TableCard
        title="Residents directory"
        search={{
          label: "Search residents",
          placeholder: "Name, unit or email",
          onSearch: () => announceUnavailable("Searching residents"),
        }}
        caption="Residents"
        columns={columns}
        rows={residents}
        rowKey={(resident) => resident.unit}
      />
    </Page>
  );
}
