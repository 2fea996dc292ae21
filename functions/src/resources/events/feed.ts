import { Timestamp, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import type { Caller } from "../../auth/idToken.js";
import { isLinkToken, newLinkToken } from "../../http/link-tokens.js";
import type { DataContext } from "../../platform/data-context.js";
import { sha256Hex } from "../../platform/unique-keys.js";
import { writeAuditEntry } from "../../platform/audit-trail.js";
import { eventsCalendar } from "./ics.js";
import type { CalendarFeed } from "./schemas.js";
import { eventsCollection, toEvent } from "./documents.js";
import { organizationZone } from "../organizations/documents.js";
import { startOfToday } from "./store.js";
import { runTransaction } from "../../platform/transactions.js";

/** How many events a feed lists at most (the soonest). */
export const FEED_EVENTS_MAX = 500;

/** `calendarFeeds/{sha256(token)}` → `{orgId, createdAt}`; the token itself is never stored. */
export const feedTokenRef = (db: Firestore, hash: string): DocumentReference =>
  db.doc(`calendarFeeds/${hash}`);

/** `orgs/{orgId}/settings/calendarFeed`: the current feed's token hash. */
export const feedSettingsRef = (db: Firestore, orgId: string): DocumentReference =>
  db.doc(`orgs/${orgId}/settings/calendarFeed`);

/** The feed's address: the API's path under the console's origin (Hosting sends it on). */
export const feedUrl = (consoleUrl: string, token: string): string =>
  `${consoleUrl.replace(/\/+$/u, "")}/api/calendar/${token}.ics`;

/** Whether the organization has a feed, and since when (its address is not kept). */
export async function calendarFeed(data: DataContext, orgId: string): Promise<CalendarFeed> {
  const settings = await data.call(feedSettingsRef(data.db, orgId).get());
  const createdAt: unknown = settings.get("createdAt");
  return settings.exists && typeof settings.get("tokenHash") === "string"
    ? {
        active: true,
        createdAt: createdAt instanceof Timestamp ? createdAt.toDate().toISOString() : null,
        url: null,
      }
    : { active: false, createdAt: null, url: null };
}

/**
 * A new feed address for the organization, in one transaction: the old token's document is
 * deleted (its address stops working), the new one's created, audited. Answers the address once.
 */
export function regenerateCalendarFeed(
  data: DataContext,
  orgId: string,
  actor: Caller,
  consoleUrl: string,
): Promise<CalendarFeed> {
  const { db } = data;
  const token = newLinkToken();
  const hash = sha256Hex(token);
  const settingsRef = feedSettingsRef(db, orgId);
  return runTransaction(data, async (transaction) => {
    const settings = await transaction.get(settingsRef);
    const oldHash: unknown = settings.get("tokenHash");
    const now = Timestamp.fromDate(data.clock.now());
    if (typeof oldHash === "string") transaction.delete(feedTokenRef(db, oldHash));
    transaction.create(feedTokenRef(db, hash), { orgId, createdAt: now });
    transaction.set(settingsRef, { tokenHash: hash, createdAt: now, createdBy: actor.uid });
    writeAuditEntry(data, transaction, {
      orgId,
      actor,
      action: "update",
      resource: "events",
      resourceId: "calendarFeed",
      label: "calendar feed",
      changes: [
        {
          field: "calendarFeed",
          before: typeof oldHash === "string" ? "active" : null,
          after: typeof oldHash === "string" ? "regenerated" : "created",
        },
      ],
    });
    return {
      active: true,
      createdAt: now.toDate().toISOString(),
      url: feedUrl(consoleUrl, token),
    };
  });
}

/**
 * The feed of a token (null when it is not one, or no longer one): the organization's scheduled
 * events from today on, soonest first, as iCalendar.
 */
export async function calendarOfToken(data: DataContext, token: string): Promise<string | null> {
  if (!isLinkToken(token)) return null;
  const found = await data.call(feedTokenRef(data.db, sha256Hex(token)).get());
  const orgId: unknown = found.get("orgId");
  if (!found.exists || typeof orgId !== "string") return null;
  const { zone, name } = await organizationZone(data, orgId);
  const now = data.clock.now();
  const snapshot = await data.call(
    eventsCollection(data.db, orgId)
      .where("status", "==", "scheduled")
      .where("startsAt", ">=", Timestamp.fromDate(startOfToday(now, zone)))
      .orderBy("startsAt")
      .limit(FEED_EVENTS_MAX)
      .get(),
  );
  return eventsCalendar(orgId, name, snapshot.docs.map(toEvent), now);
}
