/**
 * The results notice (California: within 15 days of the voting deadline, Civil Code 5120). When
 * the inspector certifies, a result or that no quorum was reached, everyone on the election's
 * roll is emailed the result in a line, who certified it and when, and a link to the portal's
 * page of the election: the owners on file of each property on the roll (`letterRecipients`, as
 * when the ballots went out), or each director for a board motion; one email per address.
 */
import { resultLine, type CertifiedResultLine } from "@hoa/validation/elections";
import type { Transaction } from "firebase-admin/firestore";
import { queueMail } from "../../mail/queue.js";
import { oneLine, renderEmail } from "../../mail/render.js";
import type { DataContext } from "../../platform/data-context.js";
import { memberRef } from "../members/documents.js";
import { letterRecipients } from "../violations/store.js";
import { longTime, type MailTarget } from "./ballot-mail.js";
import { rollCollection, rollFromData, type StoredElection } from "./documents.js";

/** The portal's page of an election, where residents read its certified results. */
export const portalElectionLink = (consoleUrl: string, electionId: string) =>
  `${consoleUrl.replace(/\/+$/u, "")}/portal/elections/${encodeURIComponent(electionId)}`;

/** A director's address on file, lowercased; none when the member is gone or has none. */
async function directorEmails(
  data: DataContext,
  transaction: Transaction,
  orgId: string,
  memberId: string,
): Promise<string[]> {
  const snapshot = await transaction.get(memberRef(data.db, orgId, memberId));
  const email = String(snapshot.get("email") ?? "")
    .trim()
    .toLowerCase();
  return email === "" ? [] : [email];
}

/**
 * Every address the results notice goes to, each once: the owners on file of each property on
 * the roll (roll entries are properties), or the directors of a board motion's roll. Read in the
 * transaction, before anything is written.
 */
export async function resultsRecipients(
  data: DataContext,
  transaction: Transaction,
  orgId: string,
  election: Pick<StoredElection, "id" | "vote">,
): Promise<string[]> {
  const roll = await transaction.get(rollCollection(data.db, orgId, election.id));
  const emailsOf =
    election.vote.kind === "boardMotion"
      ? (voterId: string) => directorEmails(data, transaction, orgId, voterId)
      : (voterId: string) => letterRecipients(data, transaction, orgId, voterId);
  const lists = await Promise.all(
    roll.docs.map((doc) => emailsOf(rollFromData(doc.data()).voterId)),
  );
  return [...new Set(lists.flat())].sort();
}

/** What the notice says: the election, its certified result and who signed it, when. */
export interface CertifiedNotice {
  election: Pick<StoredElection, "id" | "title" | "vote" | "electorate">;
  result: CertifiedResultLine;
  signedBy: string;
  signedAt: string;
  zone: string;
}

/** The results notice to `recipients`, one email each; the queued mails' ids. */
export function mailResultsNotice(
  data: DataContext,
  transaction: Transaction,
  target: MailTarget,
  recipients: readonly string[],
  notice: CertifiedNotice,
): string[] {
  const { orgId, electionId, organizationName: name, consoleUrl } = target;
  const { election, result } = notice;
  const subject = `Results: ${oneLine(election.title)}`;
  const line = resultLine(election.vote, result, election.electorate);
  const director = election.vote.kind === "boardMotion";
  const { text, html } = renderEmail({
    organizationName: name,
    preheader: line,
    heading: subject,
    paragraphs: [
      line,
      `Certified by ${notice.signedBy}, inspector of elections, on ${longTime(notice.signedAt, notice.zone)}.`,
    ],
    action: { label: "See the results", url: portalElectionLink(consoleUrl, electionId) },
    footer: director
      ? `You are receiving this because you are a director of ${name}.`
      : `You are receiving this because you are on file at a property of ${name}.`,
  });
  return recipients.map((to) =>
    queueMail(data, transaction, {
      to,
      message: { subject, text, html },
      orgId,
      kind: "electionResults",
      ref: `orgs/${orgId}/elections/${electionId}`,
    }),
  );
}
