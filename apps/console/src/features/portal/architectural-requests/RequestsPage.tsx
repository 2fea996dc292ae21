import {
  Card,
  EmptyState,
  Icon,
  ItemList,
  ListItem,
  Loader,
  Page,
  PageHeader,
  buttonClassName,
  textLinkClassName,
} from "@hoa/ui";
import { timeZoneOf } from "@hoa/validation";
import { Link } from "react-router-dom";
import { paths } from "../../../config/paths";
import { useOrganizationSession } from "../../../lib/organization-session";
import { QueryErrorState } from "../../../lib/QueryErrorState";
import { ArcStatusPill } from "../../architectural-review/ArcPills";
import { useOwnArcRequests } from "./api/own-requests";
import { standingText, submittedText } from "./text";
import "../portal.css";
import "./architectural-requests.css";

const newRequestLink = (
  <Link to={paths.portalArcRequestNew.href()} className={buttonClassName({ variant: "primary" })}>
    <Icon name="plus" size={18} />
    Request a change
  </Link>
);

/**
 * The household's requests to change the outside of their home, newest first: where each stands,
 * and the way to ask for a new one.
 */
export default function RequestsPage() {
  const { currentOrgId, organization } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const zone = timeZoneOf(organization?.timeZone);
  const requests = useOwnArcRequests(orgId);
  return (
    <Page>
      <PageHeader
        title="Changes to your home"
        description="Ask the architectural committee before you change the outside of your home."
        actions={newRequestLink}
      />
      {requests.isPending ? (
        <Loader label="Loading..." fullScreen={false} />
      ) : requests.isError ? (
        <Card>
          <QueryErrorState title="Your requests could not be loaded" query={requests} />
        </Card>
      ) : requests.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Icon name="pencil" />}
            title="No requests yet"
            description="Planning a fence, new paint, solar panels or an addition? Request a change, with drawings or photos, and the committee answers in writing."
            action={newRequestLink}
          />
        </Card>
      ) : (
        <Card flush>
          <ItemList label="Your requests">
            {requests.data.map((request) => {
              const standing = standingText(request, zone);
              return (
                <ListItem
                  key={request.id}
                  title={request.title}
                  badges={<ArcStatusPill status={request.status} />}
                >
                  <p className="portal-arc-line">
                    {`${request.propertyLabel} · ${submittedText(request, zone)}`}
                  </p>
                  {standing ? <p className="portal-arc-line">{standing}</p> : null}
                  <Link to={paths.portalArcRequest.href(request.id)} className={textLinkClassName}>
                    View request
                    <span className="visually-hidden">{` ${request.number}: ${request.title}`}</span>
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
