import {
  Button,
  Card,
  DataTable,
  EmptyState,
  Icon,
  Loader,
  Page,
  PageHeader,
  type DataTableColumn,
} from "@hoa/ui";
import { useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { useOrganizationSession } from "../../lib/organization-session";
import { formatInZone, useOrganizationTimeZone } from "../../lib/organization-time";
import { QueryErrorState } from "../../lib/QueryErrorState";
import { TextLink } from "../../lib/TextLink";
import { useElections, type Election } from "./api";
import { ElectionStatusPill, kindLabel, votedText } from "./election-text";
import { ElectionsTabs } from "./ElectionsTabs";

const columnsIn = (zone: string): readonly DataTableColumn<Election>[] => [
  {
    id: "title",
    header: "Election",
    cell: (election) => (
      <span className="ui-stacked-text">
        <TextLink to={paths.election.href(election.id)} look="name">
          {election.title}
        </TextLink>
        <span className="ui-stacked-text__secondary">{kindLabel(election)}</span>
      </span>
    ),
  },
  {
    id: "status",
    header: "Status",
    card: "meta",
    cell: (election) => <ElectionStatusPill status={election.status} />,
  },
  {
    id: "deadline",
    header: "Voting deadline",
    cell: (election) => formatInZone(election.votingDeadline, zone),
  },
  {
    id: "voted",
    header: "Voted",
    card: "meta",
    nowrap: true,
    // Counts only, once the ballots are out: never a tally.
    cell: (election) => votedText(election),
  },
];

/**
 * The association's elections, newest first: each one's kind, status, voting deadline and, once
 * the ballots are out, how many voted. Administrators start a new one.
 */
export default function ElectionsPage() {
  const { currentOrgId, isOrganizationAdmin } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const zone = useOrganizationTimeZone();
  const navigate = useNavigate();
  const elections = useElections(orgId);
  return (
    <Page>
      <PageHeader
        title="Elections"
        description="The association's votes: elections of directors, measures and board motions, from the draft through the ballots to the inspector's certificate."
        actions={
          isOrganizationAdmin ? (
            <Button
              icon={<Icon name="plus" />}
              onClick={() => void navigate(paths.newElection.href())}
            >
              New election
            </Button>
          ) : null
        }
      />
      <ElectionsTabs />
      {elections.isError ? (
        <QueryErrorState title="The elections could not be loaded" query={elections} />
      ) : elections.data ? (
        <Card title="Elections" headingLevel={2}>
          <DataTable
            caption="Elections"
            columns={columnsIn(zone)}
            rows={elections.data}
            rowKey={(election) => election.id}
            empty={
              <EmptyState
                icon={<Icon name="check" />}
                title="No elections yet"
                description={
                  isOrganizationAdmin
                    ? "Choose New election to draft one: its dates are checked against the election rules."
                    : "The association's elections show here once an administrator drafts one."
                }
              />
            }
          />
        </Card>
      ) : (
        <Loader label="Loading..." fullScreen={false} />
      )}
    </Page>
  );
}
