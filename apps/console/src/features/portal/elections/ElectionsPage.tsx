import {
  Card,
  EmptyState,
  Icon,
  ItemList,
  ListItem,
  Loader,
  Page,
  PageHeader,
  textLinkClassName,
} from "@hoa/ui";
import { VOTE_KIND_LABELS } from "@hoa/validation/elections";
import { Link } from "react-router-dom";
import { paths } from "../../../config/paths";
import { useOrganizationSession } from "../../../lib/organization-session";
import { formatInZone, useOrganizationTimeZone } from "../../../lib/organization-time";
import { QueryErrorState } from "../../../lib/QueryErrorState";
import { ElectionStatusPill } from "../../elections/election-text";
import { useOwnElections } from "./api";
import { nominationsOpenText } from "./NominateCard";
import { resultText, stateText, VOTE_FROM_LINK } from "./result-text";
import "../portal.css";

/**
 * The household's elections, newest first: the open ones with their deadline and how to vote,
 * and the results once the inspector certified them.
 */
export default function ElectionsPage() {
  const { currentOrgId } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const zone = useOrganizationTimeZone();
  const elections = useOwnElections(orgId);
  return (
    <Page>
      <PageHeader
        title="Elections"
        description="The association's votes: each property votes once, from the ballot link emailed to its owners, on paper, or by proxy."
      />
      {elections.isPending ? (
        <Loader label="Loading..." fullScreen={false} />
      ) : elections.isError ? (
        <Card>
          <QueryErrorState title="The elections could not be loaded" query={elections} />
        </Card>
      ) : elections.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Icon name="check" />}
            title="No elections yet"
            description="When the association sends ballots, the election shows here with its deadline, and its results once certified."
          />
        </Card>
      ) : (
        <Card flush>
          <ItemList label="Elections">
            {elections.data.map((election) => {
              const result = election.result ? resultText(election) : null;
              return (
                <ListItem
                  key={election.id}
                  title={election.title}
                  badges={<ElectionStatusPill status={election.status} />}
                >
                  <p>{VOTE_KIND_LABELS[election.vote.kind]}</p>
                  {election.status === "nominating" ? (
                    <p>{nominationsOpenText(election, zone)}</p>
                  ) : null}
                  {election.status === "open" ? (
                    <>
                      <p>{`Voting closes ${formatInZone(election.votingDeadline, zone)}`}</p>
                      <p>{VOTE_FROM_LINK}</p>
                    </>
                  ) : null}
                  {stateText(election) ? <p>{stateText(election)}</p> : null}
                  {result ? <p>{result}</p> : null}
                  <Link to={paths.portalElection.href(election.id)} className={textLinkClassName}>
                    View election
                    <span className="visually-hidden">{`: ${election.title}`}</span>
                  </Link>
                </ListItem>
              );
            })}
          </ItemList>
        </Card>
      )}
    </Page>
  );
}
