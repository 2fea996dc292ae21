import { ROLES, TIME_ZONE_IANA, formatCents, timeZoneOf } from "@hoa/validation";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { administratorsToNotify } from "../../mail/administrators.js";
import { queueMail, type MailMessage } from "../../mail/queue.js";
import { renderEmail } from "../../mail/render.js";
import type { DataContext } from "../../platform/data-context.js";
import { billingSummary } from "../billing/store.js";
import { directorySummary } from "../directory/store.js";
import { invitationSummary } from "../invitations/store.js";
import { ticketSummary } from "../tickets/store.js";
import { runTransaction } from "../../platform/transactions.js";

/** The summary goes out on Mondays from this hour, in the organization's time zone. */
export const WEEKLY_SUMMARY_HOUR = 8;
/** Organizations summarized per run at most; the rest wait for the next run (a minute later). */
export const WEEKLY_SUMMARIES_PER_RUN = 25;

/** `orgs/{orgId}/schedules/weeklySummary`: the last ISO week ("2026-W48") it was sent for. */
const markerRef = (db: Firestore, orgId: string) => db.doc(`orgs/${orgId}/schedules/weeklySummary`);

/** The local date, ISO weekday (1 Monday … 7 Sunday) and hour of an instant in a time zone. */
export function localTimeIn(instant: Date, zone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    weekday: "short",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    weekday: weekdays.indexOf(part("weekday")) + 1,
    hour: Number(part("hour")),
  };
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
  const everything = { orgId, uid: "", email: null, role: ROLES.admin, isAdmin: true };
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
 * The dispatcher's weekly summary: on Monday from 08:00 in each organization's zone, every
 * organization whose Weekly summary switch is on emails its administrators once that ISO week.
 * The week sent is recorded in the transaction that queues the mail, so overlapping runs, reruns
 * and a run cut short send each week's summary once; a Monday the dispatcher missed entirely is
 * not made up later in the week. Returns how many summaries were queued.
 */
export async function sendWeeklySummaries(
  data: DataContext,
  consoleUrl: string,
  limit = WEEKLY_SUMMARIES_PER_RUN,
): Promise<{ sent: number; mailIds: string[] }> {
  const now = data.clock.now();
  const organizations = await data.call(
    data.db.collection("orgs").where("notifyWeeklySummary", "==", true).get(),
  );
  let sent = 0;
  const mailIds: string[] = [];
  for (const organization of organizations.docs) {
    if (sent >= limit) break;
    const local = localTimeIn(now, TIME_ZONE_IANA[timeZoneOf(organization.get("timeZone"))]);
    if (local.weekday !== 1 || local.hour < WEEKLY_SUMMARY_HOUR) continue;
    const week = isoWeekOf(local.date);
    const orgId = organization.id;
    const marker = markerRef(data.db, orgId);
    if ((await data.call(marker.get())).get("week") === week) continue;
    const figures = await figuresOf(data, orgId);
    const queued = await runTransaction(data, async (transaction) => {
      const [current, notice] = [
        await transaction.get(marker),
        await administratorsToNotify(transaction, data.db, orgId, "notifyWeeklySummary"),
      ];
      if (current.get("week") === week || notice.addresses.length === 0) return [];
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
