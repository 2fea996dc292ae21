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
import { properties, type Property } from "./mock-data";

const columns: readonly DataTableColumn<Property>[] = [
  { id: "address", header: "Address", cell: (property) => property.address },
  { id: "type", header: "Type", cell: (property) => property.type },
  { id: "owner", header: "Owner", cell: (property) => property.owner },
  {
    id: "status",
    card: "meta",
    header: "Status",
    cell: (property) => (
      <StatusPill tone={property.status === "Occupied" ? "success" : "neutral"}>
        {property.status}
      </StatusPill>
    ),
  },
];

export default function PropertiesPage() {
  const occupied = properties.filter((property) => property.status === "Occupied").length;
  return (
    <Page>
      <PageHeader
        title="Properties"
        description="Every condo, apartment and townhouse in Maple Grove HOA."
        actions={
          <Button
            icon={<Icon name="plus" size={18} />}
            onClick={() => announceUnavailable("Adding properties")}
          >
            Add property
          </Button>
        }
      />
      <StatGrid>
        <StatCard
          label="Properties"
          value={properties.length}
          icon={<Icon name="home" size={16} />}
        />
        <StatCard
          label="Occupied"
          value={occupied}
          tone="success"
          icon={<Icon name="check" size={16} />}
        />
        <StatCard
          label="Vacant"
          value={properties.length - occupied}
          tone="warning"
          icon={<Icon name="clock" size={16} />}
        />
      </StatGrid>
      <TableCard
        title="All properties"
        search={{
          label: "Search properties",
          placeholder: "Address or owner",
          onSearch: () => announceUnavailable("Searching properties"),
        }}
        caption="Properties"
        columns={columns}
        rows={properties}
        rowKey={(property) => property.id}
      />
    </Page>
  );
}
