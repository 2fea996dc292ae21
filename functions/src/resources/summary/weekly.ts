import {
  ROLES,
  formatCents,
  isoWeekdayOf,
  localDateTimeIn,
  timeZoneOf,
  type TimeZone,
} from "@hoa/validation";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { administratorsToNotify } from "../../mail/administrators.js";
import { queueMail, type MailMessage } from "../../mail/queue.js";
import { renderEmail } from "../../mail/render.js";
import type { DataContext } from "../../platform/data-context.js";
import { billingSummary } from "../billing/summary.js";
import { directorySummary } from "../directory/store.js";
import { invitationSummary } from "../invitations/store.js";
import { ticketSummary } from "../tickets/store.js";
import { runTransaction } from "../../platform/transactions.js";
import { nextWeeklySummaryAt } from "./schedule.js";

/** Organizations summarized per run at most; the rest are still due at the next run. */
export const WEEKLY_SUMMARIES_PER_RUN = 25;

/** `orgs/{orgId}/schedules/weeklySummary`: the last ISO week ("2026-W48") it was sent for. */
const markerRef = (db: Firestore, orgId: string) => db.doc(`orgs/${orgId}/schedules/weeklySummary`);

/** The local date, ISO weekday (1 Monday … 7 Sunday) and hour of an instant in a time zone. */
export function localTimeIn(instant: Date, zone: TimeZone) {
  const { date, time } = localDateTimeIn(instant, zone);
  return { date, weekday: isoWeekdayOf(date), hour: Number(time.slice(0, 2)) };
}

/** The ISO 8601 week of a date ("2026-11-23" → "2026-W48"). */
export function isoWeekOf(date: string): string {
  const day = new Date(`${date}T00:00:00.000Z`);
  const weekday = day.getUTCDay() || 7;
  // The week belongs to the year of its Thursday.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/** The figures of one organization's summary. */
export interface WeeklyFigures {
  residents: { total: number; active: number; pending: number };
  properties: { total: number; occupied: number };
  tickets: { open: number; inProgress: number; openedThisWeek: number };
  billing: { outstandingCents: number; delinquentCount: number; collectedCents: number };
  pendingInvitations: number;
}

async function figuresOf(data: DataContext, orgId: string): Promise<WeeklyFigures> {
  const weekAgo = Timestamp.fromMillis(data.clock.now().getTime() - 7 * 86_400_000);
  const everything = {
    orgId,
    uid: "",
    email: null,
    role: ROLES.admin,
    isAdmin: true,
    isResident: false,
  };
  const [directory, tickets, opened, billing, invitations] = await Promise.all([
    directorySummary(data, orgId),
    ticketSummary(data, orgId, everything),
    data.call(
      data.db.collection(`orgs/${orgId}/tickets`).where("createdAt", ">=", weekAgo).count().get(),
    ),
    billingSummary(data, orgId),
    invitationSummary(data, orgId),
  ]);
  return {
    residents: directory.residents,
    properties: { total: directory.properties.total, occupied: directory.properties.occupied },
    tickets: {
      open: tickets.open,
      inProgress: tickets.inProgress,
      openedThisWeek: opened.data().count,
    },
    billing: {
      outstandingCents: billing.outstandingCents,
      delinquentCount: billing.delinquentCount,
      collectedCents: billing.collectedCents,
    },
    pendingInvitations: invitations.pending,
  };
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** The administrators' weekly summary email. */
export function weeklySummaryEmail(summary: {
  organizationName: string;
  week: string;
  figures: WeeklyFigures;
  consoleUrl: string;
}): MailMessage {
  const { figures } = summary;
  const organization = summary.organizationName.replace(/\s+/gu, " ").trim();
  const subject = `Weekly summary for ${organization}: ${plural(figures.tickets.open, "open ticket")}, ${formatCents(figures.billing.outstandingCents)} outstanding`;
  const { text, html } = renderEmail({
    organizationName: organization,
    preheader: subject,
    heading: `Your week at ${organization}`,
    paragraphs: [
      `Directory: ${plural(figures.residents.total, "resident")} (${figures.residents.active} active, ${figures.residents.pending} pending) in ${plural(figures.properties.total, "property", "properties")}, ${figures.properties.occupied} occupied.`,
      `Support: ${figures.tickets.open} open and ${figures.tickets.inProgress} in progress; ${plural(figures.tickets.openedThisWeek, "ticket")} opened in the last 7 days.`,
      `Billing: ${formatCents(figures.billing.outstandingCents)} outstanding, ${plural(figures.billing.delinquentCount, "delinquent property", "delinquent properties")}, ${formatCents(figures.billing.collectedCents)} collected this month.`,
      `Invitations: ${figures.pendingInvitations} pending.`,
    ],
    action: { label: "Open the console", url: summary.consoleUrl },
    footer: `You receive this email every Monday as an administrator of ${organization} while its Weekly summary notifications are on (Settings).`,
  });
  return { subject, text, html };
}

/**
 * The weekly summary job: every organization whose summary is due (`weeklySummaryAt`, Monday
 * 08:00 in its zone, kept while its Weekly summary switch is on) emails its administrators that
 * ISO week's summary, once: the week sent is recorded, and `weeklySummaryAt` moved to the next
 * Monday, in the transaction that queues the mail, so overlapping runs, reruns and a run cut short
 * send it once. A summary found late in its week still goes; one whose week has passed (the
 * scheduler was down) is dropped, not sent for a week gone by. With nothing due it reads only its
 * one query. Returns how many summaries were queued.
 */
export async function sendWeeklySummaries(
  data: DataContext,
  consoleUrl: string,
  limit = WEEKLY_SUMMARIES_PER_RUN,
): Promise<{ sent: number; mailIds: string[] }> {
  const now = data.clock.now();
  const due = await data.call(
    data.db
      .collection("orgs")
      .where("weeklySummaryAt", "<=", Timestamp.fromDate(now))
      .orderBy("weeklySummaryAt")
      .limit(limit)
      .get(),
  );
  let sent = 0;
  const mailIds: string[] = [];
  for (const organization of due.docs) {
    const orgId = organization.id;
    const zone = timeZoneOf(organization.get("timeZone"));
    const week = isoWeekOf(localTimeIn(now, zone).date);
    const dueAt = organization.get("weeklySummaryAt") as Timestamp;
    const current = week === isoWeekOf(localTimeIn(dueAt.toDate(), zone).date);
    const figures = current ? await figuresOf(data, orgId) : null;
    const queued = await runTransaction(data, async (transaction) => {
      const org = await transaction.get(organization.ref);
      const stillDue: unknown = org.get("weeklySummaryAt");
      if (!(stillDue instanceof Timestamp) || !stillDue.isEqual(dueAt)) return [];
      const marker = markerRef(data.db, orgId);
      const [previous, notice] = [
        await transaction.get(marker),
        await administratorsToNotify(transaction, data.db, orgId, "notifyWeeklySummary"),
      ];
      const next = nextWeeklySummaryAt(now, zone);
      transaction.update(organization.ref, {
        weeklySummaryAt: org.get("notifyWeeklySummary") === true ? Timestamp.fromDate(next) : null,
      });
      if (!figures || previous.get("week") === week || notice.addresses.length === 0) return [];
      const message = weeklySummaryEmail({
        organizationName: notice.organizationName,
        week,
        figures,
        consoleUrl,
      });
      transaction.set(marker, { week, sentAt: Timestamp.fromDate(now) });
      return notice.addresses.map((to) =>
        queueMail(data, transaction, { to, message, orgId, kind: "weeklySummary" }),
      );
    });
    if (queued.length > 0) sent += 1;
    mailIds.push(...queued);
  }
  return { sent, mailIds };
}
