import type { DataTableColumn } from "@hoa/ui";
import { timeZoneOf, type TimeZone } from "@hoa/validation";
import {
  ARC_CATEGORIES,
  ARC_CATEGORY_LABELS,
  ARC_LIST_ORDER,
  ARC_STATUSES,
  ARC_STATUS_LABELS,
} from "@hoa/validation/architectural-review";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { defineList, filterOptions, sortChoices } from "../../lib/list-definition";
import { ListPage } from "../../lib/ListPage";
import { useOrganizationSession } from "../../lib/organization-session";
import { TextLink } from "../../lib/TextLink";
import { useArcRequests, type ArcRequest } from "./api";
import { ArcRequestDialog } from "./ArcRequestDialog";
import { ArcCategoryBadge, ArcStatusPill, deadlineRuns, deadlineText, votesText } from "./ArcPills";
import { ArchitecturalReviewTabs } from "./ArchitecturalReviewTabs";

/** The table's columns; the deadline is told in the organization's zone. */
const columnsIn = (zone: TimeZone): readonly DataTableColumn<ArcRequest>[] => [
  {
    id: "request",
    header: "Request",
    cell: (request) => (
      <span className="ui-stacked-text">
        <TextLink to={paths.architecturalRequest.href(request.id)} look="name">
          {`#${request.number} ${request.title}`}
        </TextLink>
        <span className="ui-stacked-text__secondary">{request.propertyLabel}</span>
      </span>
    ),
  },
  {
    id: "category",
    header: "Category",
    card: "meta",
    cell: (request) => <ArcCategoryBadge category={request.category} />,
  },
  {
    id: "status",
    header: "Status",
    card: "meta",
    cell: (request) => <ArcStatusPill status={request.status} />,
  },
  {
    id: "deadline",
    header: "Deadline",
    card: "meta",
    // Only while the association's answer is awaited: nothing otherwise.
    cell: (request) => (deadlineRuns(request) ? deadlineText(request, zone) : null),
  },
  {
    id: "votes",
    header: "Votes",
    card: "meta",
    nowrap: true,
    cell: (request) => votesText(request),
  },
];

/** What the empty list says: administrators enter a request received on paper. */
const emptyText = (admin: boolean) =>
  admin
    ? "Homeowners ask for changes from the resident portal. To enter one received on paper or by email, choose New request."
    : "Homeowners ask for changes from the resident portal; each shows here for the committee's vote.";

const listOf = (zone: TimeZone, admin: boolean) =>
  defineList({
    noun: "requests",
    title: "Requests",
    useItems: useArcRequests,
    columns: columnsIn(zone),
    filters: {
      status: {
        label: "Status",
        options: filterOptions("Any status", ARC_STATUSES, ARC_STATUS_LABELS),
      },
      category: {
        label: "Category",
        options: filterOptions("Any category", ARC_CATEGORIES, ARC_CATEGORY_LABELS),
      },
    },
    sorts: sortChoices("-createdAt", "Newest first", "Oldest first"),
    order: ARC_LIST_ORDER,
    empty: {
      icon: "pencil",
      title: "No requests yet",
      description: emptyText(admin),
    },
    noMatchHint: "Try another status or category, or show them all.",
    create: { label: "New request" },
  });

const lists = new Map<string, ReturnType<typeof listOf>>();
/** One declaration per zone and role, so the table's columns stay the same between renders. */
const listFor = (zone: TimeZone, admin: boolean) => {
  const key = `${zone} ${admin}`;
  const list = lists.get(key) ?? listOf(zone, admin);
  lists.set(key, list);
  return list;
};

/**
 * The homeowners' requests to change their property, newest first: where each stands, its
 * response deadline and the committee's votes so far. Administrators start one for a homeowner.
 */
export default function ArchitecturalReviewPage() {
  const { currentOrgId, isOrganizationAdmin, organization } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const zone = timeZoneOf(organization?.timeZone);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <ListPage
      list={listFor(zone, isOrganizationAdmin)}
      orgId={orgId}
      title="Architectural review"
      description="Homeowners' requests to change the outside of their homes, from submission through the committee's vote to the decision letter."
      above={<ArchitecturalReviewTabs />}
      onCreate={isOrganizationAdmin ? () => setCreating(true) : undefined}
    >
      {creating ? (
        <ArcRequestDialog
          onClose={() => setCreating(false)}
          onSaved={(request) => void navigate(paths.architecturalRequest.href(request.id))}
        />
      ) : null}
    </ListPage>
  );
}
