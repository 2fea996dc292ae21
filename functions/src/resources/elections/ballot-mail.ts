/**
 * The elections' emails: one-time ballot links to the voters (when the ballots go out, and again
 * to those who have not voted when a meeting is reconvened) and the inspector's note.
 */
import type { Transaction } from "firebase-admin/firestore";
import { newLinkToken } from "../../http/link-tokens.js";
import { queueMail } from "../../mail/queue.js";
import { renderEmail } from "../../mail/render.js";
import type { DataContext } from "../../platform/data-context.js";
import { ballotLinkRef, ballotTokenHash } from "./documents.js";

/** A voter of the roll as its link goes out: the property (or director) and where it goes. */
export interface RollVoter {
  id: string;
  label: string;
  emails: string[];
}

/** The election the emails are about, and where its pages are. */
export interface MailTarget {
  orgId: string;
  electionId: string;
  organizationName: string;
  consoleUrl: string;
}

/** The console's ballot page a link opens. */
export const ballotLink = (consoleUrl: string, token: string) => `${consoleUrl}/ballot/${token}`;

/** The console's page where the inspector counts and certifies. */
export const inspectorLink = (consoleUrl: string, orgId: string, electionId: string) =>
  `${consoleUrl}/inspector/${orgId}/${electionId}`;

/** "Tuesday, January 5, 2027 at 10:00 AM" in the organization's zone. */
export const longTime = (iso: string, zone: string) =>
  new Intl.DateTimeFormat("en-US", {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: zone,
  }).format(new Date(iso));

/** The ballot email's words: its subject (also its heading) and the paragraph before the links. */
export interface BallotLetter {
  subject: string;
  opening: string;
}

export interface MailedLinks {
  mailIds: string[];
  /** Voters who got a link (those with an address on file). */
  linksSent: number;
  /** Addresses emailed, each once with all its links. */
  emails: number;
}

/**
 * A new one-time link for each voter with an address on file (a link token, only its hash stored
 * in `ballotLinks`), emailed to each address once with every link it gets: one property's link,
 * or the list of an owner's properties.
 */
export function mailBallotLinks(
  data: DataContext,
  transaction: Transaction,
  target: MailTarget,
  voters: readonly RollVoter[],
  letter: BallotLetter,
): MailedLinks {
  const { orgId, electionId, organizationName: name, consoleUrl } = target;
  const links = new Map<string, { label: string; url: string }[]>();
  let linksSent = 0;
  for (const voter of voters) {
    if (voter.emails.length === 0) continue;
    const token = newLinkToken();
    transaction.create(ballotLinkRef(data.db, ballotTokenHash(token)), {
      orgId,
      electionId,
      voterId: voter.id,
    });
    linksSent += 1;
    for (const email of voter.emails) {
      const list = links.get(email) ?? [];
      list.push({ label: voter.label, url: ballotLink(consoleUrl, token) });
      links.set(email, list);
    }
  }
  const mailIds: string[] = [];
  for (const [to, ballots] of links) {
    const first = ballots[0];
    if (!first) continue;
    const { text, html } = renderEmail({
      organizationName: name,
      preheader: letter.subject,
      heading: letter.subject,
      paragraphs: [
        letter.opening,
        ...(ballots.length > 1
          ? ballots.map((ballot) => `${ballot.label}: ${ballot.url}`)
          : [`This link votes for ${first.label}, once. Do not forward it.`]),
      ],
      action: { label: "Open your ballot", url: first.url },
      footer: `You are receiving this because you are an owner on file with ${name}.`,
    });
    mailIds.push(
      queueMail(data, transaction, {
        to,
        message: { subject: letter.subject, text, html },
        orgId,
        kind: "ballot",
        secretBody: true,
        ref: `orgs/${orgId}/elections/${electionId}`,
      }),
    );
  }
  return { mailIds, linksSent, emails: links.size };
}

/** The inspector's note, with a link to their page; the queued mail's id. */
export function mailInspector(
  data: DataContext,
  transaction: Transaction,
  target: MailTarget,
  inspectorEmail: string,
  note: { subject: string; heading: string; paragraph: string },
): string {
  const { orgId, electionId, organizationName, consoleUrl } = target;
  const { text, html } = renderEmail({
    organizationName,
    heading: note.heading,
    paragraphs: [note.paragraph],
    action: {
      label: "Open the inspector's page",
      url: inspectorLink(consoleUrl, orgId, electionId),
    },
  });
  return queueMail(data, transaction, {
    to: inspectorEmail,
    message: { subject: note.subject, text, html },
    orgId,
    kind: "electionInspector",
    ref: `orgs/${orgId}/elections/${electionId}`,
  });
}
