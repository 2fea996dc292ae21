import { Button, Card, DetailList, Icon, Page, PageHeader, type DetailItem } from "@hoa/ui";
import { timeZoneOf, type TimeZone } from "@hoa/validation";
import { ARC_DEADLINE_OUTCOME_LABELS, canMoveArc } from "@hoa/validation/architectural-review";
import { useState, type ReactNode } from "react";
import { paths } from "../../config/paths";
import { useOrganizationSession } from "../../lib/organization-session";
import { formatDayInZone, formatInZone } from "../../lib/organization-time";
import { ActionButton } from "../../lib/RecordActions";
import { recordPage, type RecordViewProps } from "../../lib/RecordPage";
import { TextLink } from "../../lib/TextLink";
import {
  useArcRequest,
  useArcSettings,
  useArcTimeline,
  type ArcRequest,
  type ArcSettingsRead,
} from "./api";
import { ArcAttachments } from "./ArcAttachments";
import { DecisionCard, RevealedVotes } from "./ArcDecision";
import {
  ArcCategoryBadge,
  ArcStatusPill,
  arcTitle,
  deadlineIsDue,
  deadlineText,
  plannedText,
} from "./ArcPills";
import { ArcRequestDialog } from "./ArcRequestDialog";
import { ReconsiderDialog, SubmitDialog, WithdrawDialog } from "./ArcStepDialogs";
import { ArcTimelineList } from "./ArcTimeline";
import { VotePanel } from "./VotePanel";
import "./architectural-review.css";

/** One request: its facts, its files, the votes, the decision and its timeline with each letter. */
export default recordPage({
  param: "requestId",
  useRecord: useArcRequest,
  back: { href: paths.architecturalReview.href(), label: "Architectural review" },
  noun: "Request",
  icon: "pencil",
  missingHint: "Find it in the list of requests.",
  view: RequestView,
});

type StepDialog = "edit" | "submit" | "withdraw" | "reconsider";

/** What an administrator can do next, by state: the first is the page's primary action. */
function nextSteps(request: ArcRequest): { dialog: StepDialog; label: string }[] {
  const steps: { dialog: StepDialog; label: string }[] = [];
  if (request.status === "draft" || request.status === "returned") {
    steps.push(
      {
        dialog: "submit",
        label: request.status === "returned" ? "Submit again" : "Submit to the committee",
      },
      { dialog: "edit", label: "Edit" },
    );
  }
  if (request.status === "denied" && request.reconsideration === null) {
    steps.push({ dialog: "reconsider", label: "Ask the board to reconsider" });
  }
  if (canMoveArc(request.status, "withdrawn"))
    steps.push({ dialog: "withdraw", label: "Withdraw" });
  return steps;
}

function RequestView({ orgId, record: request, backLink }: RecordViewProps<ArcRequest>) {
  const { isOrganizationAdmin, organization } = useOrganizationSession();
  const zone: TimeZone = timeZoneOf(organization?.timeZone);
  const settings = useArcSettings(orgId);
  const [dialog, setDialog] = useState<StepDialog | null>(null);
  const steps = isOrganizationAdmin ? nextSteps(request) : [];
  const [primary, ...others] = steps;
  const close = () => setDialog(null);
  const dialogProps = { orgId, request, actor: "board" as const, onClose: close };
  return (
    <Page>
      <PageHeader
        title={arcTitle(request)}
        description={
          <span className="arc-header">
            <ArcStatusPill status={request.status} />
            <span>{request.propertyLabel}</span>
          </span>
        }
        backLink={backLink}
        actions={
          primary ? (
            <>
              {others.map((step) =>
                step.dialog === "withdraw" ? (
                  // Withdrawing ends the request: quiet until its dialog confirms it.
                  <Button
                    key={step.dialog}
                    variant="quiet"
                    tone="danger"
                    onClick={() => setDialog(step.dialog)}
                  >
                    {step.label}
                  </Button>
                ) : (
                  <Button
                    key={step.dialog}
                    variant="secondary"
                    onClick={() => setDialog(step.dialog)}
                  >
                    {step.label}
                  </Button>
                ),
              )}
              {primary.dialog === "withdraw" ? (
                <Button variant="quiet" tone="danger" onClick={() => setDialog("withdraw")}>
                  {primary.label}
                </Button>
              ) : (
                <ActionButton
                  icon={primary.dialog === "submit" ? "send" : "check"}
                  onClick={() => setDialog(primary.dialog)}
                >
                  {primary.label}
                </ActionButton>
              )}
            </>
          ) : null
        }
      />
      <Facts request={request} zone={zone} settings={settings.data} />
      <DecisionCard request={request} zone={zone} reader="board" />
      <VotePanel orgId={orgId} request={request} />
      <RevealedVotes request={request} />
      <ArcAttachments orgId={orgId} request={request} actor="board" canAdd={isOrganizationAdmin} />
      <Timeline orgId={orgId} request={request} zone={zone} />
      {dialog === "edit" ? <ArcRequestDialog request={request} onClose={close} /> : null}
      {dialog === "submit" ? (
        <SubmitDialog {...dialogProps} responseDays={settings.data?.responseDays} />
      ) : null}
      {dialog === "withdraw" ? <WithdrawDialog {...dialogProps} /> : null}
      {dialog === "reconsider" ? <ReconsiderDialog {...dialogProps} /> : null}
    </Page>
  );
}

const only = (shown: boolean, item: DetailItem): DetailItem[] => (shown ? [item] : []);

/** "45 days from submission; when they pass: Sent to the board". */
export const responseTimeText = (request: Pick<ArcRequest, "responseDays" | "deadlineOutcome">) =>
  `${request.responseDays} ${request.responseDays === 1 ? "day" : "days"} from submission; when they pass: ${ARC_DEADLINE_OUTCOME_LABELS[request.deadlineOutcome]}`;

function Facts({
  request,
  zone,
  settings,
}: {
  request: ArcRequest;
  zone: TimeZone;
  settings: ArcSettingsRead | undefined;
}) {
  const deadline = deadlineText(request, zone);
  const citation = settings?.citation;
  return (
    <Card title="Details" headingLevel={2}>
      <DetailList
        items={[
          { label: "Status", value: <ArcStatusPill status={request.status} /> },
          {
            label: "Property",
            value: (
              <TextLink to={paths.property.href(request.propertyId)}>
                {request.propertyLabel}
              </TextLink>
            ),
          },
          { label: "Category", value: <ArcCategoryBadge category={request.category} /> },
          { label: "Planned", value: plannedText(request) },
          { label: "Contractor", value: request.contractor || "None named" },
          {
            label: "Made by",
            value: `${request.createdBy.name || "Someone"}, ${formatDayInZone(request.createdAt, zone)}${
              request.onBehalf ? " · made by the board for the homeowner" : ""
            }`,
          },
          ...only(request.submittedAt !== null, {
            label: "Submitted",
            value: request.submittedAt ? formatInZone(request.submittedAt, zone) : "",
          }),
          ...only(deadline !== null, {
            label: "Deadline",
            value: (
              <span className={deadlineIsDue(request, zone) ? "arc-due" : undefined}>
                {deadline}
              </span>
            ),
          }),
          { label: "Response time", value: responseTimeText(request) },
          ...only(Boolean(citation), {
            label: "Rule",
            value: citation ? `${citation.code} ${citation.section}` : "",
          }),
        ]}
      />
      <p className="arc-description">{request.description}</p>
      {citation ? (
        <p className="arc-muted">{`${citation.code} ${citation.section}: ${citation.text}`}</p>
      ) : null}
    </Card>
  );
}

function Timeline({
  orgId,
  request,
  zone,
}: {
  orgId: string;
  request: ArcRequest;
  zone: TimeZone;
}) {
  const timeline = useArcTimeline(orgId, request.id);
  let content: ReactNode;
  if (timeline.isPending) content = <p role="status">Loading the timeline...</p>;
  else if (timeline.isError) {
    content = (
      <p role="alert">
        The timeline could not be loaded.{" "}
        <Button variant="secondary" size="sm" onClick={() => void timeline.refetch()}>
          Try again
        </Button>
      </p>
    );
  } else {
    content = (
      <ArcTimelineList
        orgId={orgId}
        requestId={request.id}
        entries={timeline.data}
        zone={zone}
        actor="board"
      />
    );
  }
  return (
    <Card
      title="Timeline"
      headingLevel={2}
      icon={<Icon name="clock" />}
      description="Each step, oldest first, with the letters sent to the homeowner."
    >
      {content}
    </Card>
  );
}
