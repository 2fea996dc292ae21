import {
  Button,
  Card,
  DetailList,
  FormActions,
  Icon,
  ItemList,
  ListItem,
  Page,
  PageHeader,
  RadioGroup,
  Section,
  Stack,
  StatusPill,
  TextareaField,
  formatDate,
  notify,
  useSchemaForm,
  type ChoiceOption,
} from "@hoa/ui";
import {
  VIOLATION_NOTE_MAX_LENGTH,
  violationReplyRequestSchema,
  type ViolationReplyKind,
} from "@hoa/validation/violations";
import { GENERAL_DISPUTE_RESOLUTION, VIOLATION_RULE_SETS } from "@hoa/validation/violation-rules";
import { paths } from "../../../config/paths";
import { useOrganizationSession } from "../../../lib/organization-session";
import { ViolationStatusPill } from "../../../lib/ViolationStatusPill";
import { recordPage, type RecordViewProps } from "../../../lib/RecordPage";
import { saveForm } from "../../../lib/save-form";
import { formatInZone, zoneOf } from "../../announcements/time";
import { ViolationPhotos } from "../../violations/ViolationPhotos";
import { LetterPdfButton } from "../../violations/LetterPdfButton";
import {
  useOwnViolation,
  useReplyToViolation,
  type OwnViolation,
  type Violation,
  type ViolationLetter,
  type ViolationTimelineEntry,
} from "./api/own-violations";
import { deadlineOf, formatDay, standingOf } from "./violation-text";
import "../portal.css";
import "./violations.css";

/**
 * One of the household's violations, at the address its letters link to: the next deadline, what
 * was seen and the rule, each letter in full (with its PDF), the timeline, and the form to
 * reply, ask for a hearing or ask for more time while it is open. Another household's is not found.
 */
export default recordPage({
  param: "violationId",
  useRecord: useOwnViolation,
  back: { href: paths.portalViolations.href(), label: "Violations" },
  noun: "Violation",
  icon: "shield",
  missingHint: "Find it in your household's violations.",
  view: ViolationView,
});

function ViolationView({ orgId, record, backLink }: RecordViewProps<OwnViolation>) {
  const { violation, timeline } = record;
  const { organization } = useOrganizationSession();
  const zone = zoneOf(organization);
  const letters = timeline.flatMap((entry) =>
    entry.letter ? [{ entry, letter: entry.letter }] : [],
  );
  return (
    <Page>
      <PageHeader
        title={`Violation ${violation.number}: ${violation.category.name}`}
        description={violation.propertyLabel}
        backLink={backLink}
      />
      <NextStepCard violation={violation} />
      <Card title="What was seen" headingLevel={2} icon={<Icon name="shield" />}>
        <DetailList
          items={[
            {
              label: "Status",
              value: <ViolationStatusPill status={violation.status} />,
            },
            { label: "Seen on", value: formatDay(violation.observedOn, true) },
            { label: "Property", value: violation.propertyLabel },
            ...(violation.location ? [{ label: "Where", value: violation.location }] : []),
            {
              label: "What was seen",
              value: <p className="portal-prose">{violation.description || "—"}</p>,
            },
            { label: "Rule", value: violation.category.rule || "Your governing documents" },
          ]}
        />
      </Card>
      <ViolationPhotos orgId={orgId} violation={violation} zone={zone.iana} sender="resident" />
      {letters.length > 0 ? (
        <Section title="Letters" description="What the association sent you, in full.">
          <Stack>
            {letters.map(({ entry, letter }) => (
              <LetterCard
                key={entry.id}
                orgId={orgId}
                violationId={violation.id}
                entryId={entry.id}
                letter={letter}
                sent={formatInZone(entry.at, zone)}
              />
            ))}
          </Stack>
        </Section>
      ) : null}
      <Card title="Timeline" headingLevel={2} icon={<Icon name="clock" />} flush>
        <ItemList label="Timeline">
          {timeline.map((entry) => (
            <TimelineItem key={entry.id} entry={entry} when={formatInZone(entry.at, zone)} />
          ))}
        </ItemList>
      </Card>
      {violation.status === "closed" ? null : <ReplyForm orgId={orgId} violation={violation} />}
    </Page>
  );
}

/** What the household is asked to do next, and by when, or where the violation ended up. */
function NextStepCard({ violation }: { violation: Violation }) {
  const deadline = deadlineOf(violation, true);
  const standing = standingOf(violation);
  const hint = deadline
    ? deadline.kind === "cure"
      ? "If it is corrected by then, nothing more will be done. Tell the board below once it is, or ask for more time."
      : "You may attend and speak, or write to the board below before it."
    : violation.status === "closed"
      ? `Closed${violation.closedAt ? ` on ${formatDate(violation.closedAt)}` : ""}. Nothing more is needed.`
      : violation.status === "reported"
        ? "A courtesy notice will say what to do and by when."
        : "The board's notice of its decision is below.";
  return (
    <Card title="What happens next" headingLevel={2} icon={<Icon name="clock" />}>
      <p
        className={
          deadline ? "portal-violation-next portal-violation-next--due" : "portal-violation-next"
        }
      >
        {deadline?.text ?? standing}
      </p>
      <p className="portal-violation-next__hint">{hint}</p>
    </Card>
  );
}

/** A letter in full, with its PDF to download, print or keep. */
function LetterCard({
  orgId,
  violationId,
  entryId,
  letter,
  sent,
}: {
  orgId: string;
  violationId: string;
  entryId: string;
  letter: ViolationLetter;
  sent: string;
}) {
  const sentTo = letter.sentTo.length > 0 ? ` to ${letter.sentTo.join(", ")}` : "";
  return (
    <Card
      title={letter.title}
      headingLevel={3}
      icon={<Icon name="mail" />}
      description={`Sent ${sent}${sentTo}`}
      actions={
        <LetterPdfButton
          orgId={orgId}
          violationId={violationId}
          entryId={entryId}
          title={letter.title}
          reader="household"
        />
      }
    >
      <div className="portal-letter__body">
        {letter.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {letter.citation ? (
          <p className="portal-letter__citation">{`Citation: ${letter.citation}`}</p>
        ) : null}
      </div>
    </Card>
  );
}

function TimelineItem({ entry, when }: { entry: ViolationTimelineEntry; when: string }) {
  return (
    <ListItem
      title={entry.summary}
      badges={
        entry.step === "reply" ? (
          <StatusPill tone="primary">Your household</StatusPill>
        ) : entry.letter ? (
          <StatusPill tone="info">Letter</StatusPill>
        ) : null
      }
    >
      <p className="portal-when">
        <time dateTime={entry.at}>{when}</time>
      </p>
      {entry.note ? <p className="portal-prose">{entry.note}</p> : null}
    </ListItem>
  );
}

/**
 * What a resident can ask of the board, as the form offers it: before a decision, a hearing or
 * more time; once decided, to challenge the decision (once: not after its appeal's result).
 */
function replyKindOptions(violation: Violation): ChoiceOption<ViolationReplyKind>[] {
  const reply: ChoiceOption<ViolationReplyKind> = {
    value: "reply",
    label: "Reply",
    description: "Tell the board something, e.g. that it is corrected.",
  };
  if (violation.status === "decided") {
    if (violation.appeal) return [reply];
    const { id } = violation.ruleSet;
    const process =
      id === "general"
        ? GENERAL_DISPUTE_RESOLUTION
        : VIOLATION_RULE_SETS[id].disputeResolution.process;
    return [
      reply,
      {
        value: "appealRequest",
        label: "Challenge the decision",
        description: `Ask for ${process}.`,
      },
    ];
  }
  return [
    reply,
    { value: "hearingRequest", label: "Ask for a hearing", description: "Be heard by the board." },
    {
      value: "extensionRequest",
      label: "Ask for more time",
      description: "Say how much more time you need, and why.",
    },
  ];
}

const emptyReply = { kind: "reply" as ViolationReplyKind, message: "" };

/** The household's message to the board; sent, it shows in the timeline. */
function ReplyForm({ orgId, violation }: { orgId: string; violation: Violation }) {
  const reply = useReplyToViolation(orgId, violation.id);
  const form = useSchemaForm({
    schema: violationReplyRequestSchema,
    defaultValues: emptyReply,
    onValidSubmit: (request, submitted) =>
      saveForm(submitted, reply.mutateAsync(request), () => {
        notify.success("Your message was sent to the board.", { id: "reply-to-violation" });
        form.reset(emptyReply);
      }),
  });
  return (
    <Card
      title="Write to the board"
      headingLevel={2}
      icon={<Icon name="send" />}
      description="Your message is added to the timeline for the board."
    >
      <form aria-label="Write to the board" {...form.formProps}>
        <Stack>
          <RadioGroup
            legend="What are you asking?"
            options={replyKindOptions(violation)}
            error={form.errors.kind}
            {...form.choice("kind")}
          />
          <TextareaField
            label="Message"
            rows={5}
            hint={`Up to ${VIOLATION_NOTE_MAX_LENGTH.toLocaleString("en-US")} characters.`}
            {...form.text("message")}
          />
        </Stack>
        <FormActions>
          <Button type="submit" icon={<Icon name="send" size={18} />} disabled={form.isSubmitting}>
            {form.isSubmitting ? "Sending..." : "Send"}
          </Button>
        </FormActions>
      </form>
    </Card>
  );
}
