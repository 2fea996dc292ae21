import { ItemList, ListItem, MetaList, Stack, StatusPill, type StatusTone } from "@hoa/ui";
import type { TimeZone } from "@hoa/validation";
import type { ArcStep } from "@hoa/validation/architectural-review";
import { DownloadButton } from "../../lib/DownloadButton";
import { formatInZone } from "../../lib/organization-time";
import { downloadArcLetterPdf, type ArcActor, type ArcTimelineEntry } from "./api";
import "./architectural-review.css";

const stepLabels: Readonly<Record<ArcStep, string>> = {
  created: "Created",
  submitted: "Submitted",
  vote: "Vote",
  returned: "Returned",
  boardReview: "Board review",
  decided: "Decision",
  reconsiderationRequested: "Reconsideration",
  withdrawn: "Withdrawn",
  attachment: "File added",
  reminder: "Reminder",
  deadlinePassed: "Deadline passed",
};

const stepTones: Partial<Record<ArcStep, StatusTone>> = {
  submitted: "info",
  returned: "warning",
  boardReview: "warning",
  decided: "primary",
  reconsiderationRequested: "warning",
  deadlinePassed: "danger",
};

/** A letter of the timeline: folded under its title, with its PDF to print or keep. */
function Letter({
  orgId,
  requestId,
  entry,
  actor,
}: {
  orgId: string;
  requestId: string;
  entry: ArcTimelineEntry;
  actor: ArcActor;
}) {
  const { letter } = entry;
  if (!letter) return null;
  return (
    <section className="arc-letter" aria-label={`Letter: ${letter.title}`}>
      <details className="arc-letter__text">
        <summary>{letter.title}</summary>
        <div className="arc-letter__body">
          {letter.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {letter.citation ? <p className="arc-muted">{`Citation: ${letter.citation}`}</p> : null}
        </div>
      </details>
      <p className="arc-muted">
        {letter.sentTo.length > 0
          ? `Sent by email to ${letter.sentTo.join(", ")}`
          : "Sent by email to no one: no address on file"}
      </p>
      <div>
        <DownloadButton
          label="Download PDF"
          name={letter.title}
          failure="The letter could not be downloaded. Please try again."
          toastId="arc-letter-pdf"
          download={() => downloadArcLetterPdf(actor, orgId, requestId, entry.id)}
        />
      </div>
    </section>
  );
}

/** What happened to a request, oldest first, each letter foldable with its PDF. */
export function ArcTimelineList({
  orgId,
  requestId,
  entries,
  zone,
  actor,
}: {
  orgId: string;
  requestId: string;
  entries: readonly ArcTimelineEntry[];
  zone: TimeZone;
  actor: ArcActor;
}) {
  return (
    <ItemList label="Timeline">
      {entries.map((entry) => (
        <ListItem
          key={entry.id}
          title={entry.summary}
          badges={
            <StatusPill tone={stepTones[entry.step] ?? "neutral"}>
              {entry.letter ? "Letter" : stepLabels[entry.step]}
            </StatusPill>
          }
          meta={
            <MetaList
              items={[
                {
                  icon: "clock",
                  label: "When",
                  value: <time dateTime={entry.at}>{formatInZone(entry.at, zone)}</time>,
                },
                ...(entry.by
                  ? [{ icon: "person" as const, label: "By", value: entry.by.name || "Someone" }]
                  : []),
              ]}
            />
          }
        >
          {entry.note || entry.letter ? (
            <Stack>
              {entry.note ? <p className="arc-prose">{entry.note}</p> : null}
              <Letter orgId={orgId} requestId={requestId} entry={entry} actor={actor} />
            </Stack>
          ) : null}
        </ListItem>
      ))}
    </ItemList>
  );
}
