import { createHash } from "node:crypto";
import {
  announcementKeywords,
  type AnnouncementPriority,
  type AnnouncementStatus,
  type Audience,
} from "@hoa/validation";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import type { DemoCommunity, DemoResident } from "./demo-community.js";
import { demoAdmin } from "./demo-data.js";
import type { SeedWrite } from "./seed.js";
import { keywordFields } from "../functions/src/platform/keywords.js";
import { KEYWORDS_FIELD } from "../functions/src/platform/lists.js";

/** The demo's announcements: three that went out, one scheduled and one draft. */
export const DEMO_ANNOUNCEMENTS: readonly {
  title: string;
  message: string;
  priority: AnnouncementPriority;
  audience: Audience;
  status: AnnouncementStatus;
  /** Days before now it went out (or was saved); negative: days ahead it is scheduled for. */
  days: number;
}[] = [
  {
    title: "Water shut-off in Building B",
    message:
      "The water in Building B is off on Thursday from 9 AM to 1 PM while the main valve is replaced.\n\nPlease store some water the night before.",
    priority: "Urgent",
    audience: "All Residents",
    status: "published",
    days: 2,
  },
  {
    title: "Annual budget ready for review",
    message: "The proposed budget for next year is in Documents. Send questions before the vote.",
    priority: "High",
    audience: "Property Owners",
    status: "published",
    days: 9,
  },
  {
    title: "Pool opens for the season",
    message: "The pool opens on Saturday at 9 AM. Bring your key card.",
    priority: "Normal",
    audience: "All Residents",
    status: "published",
    days: 20,
  },
  {
    title: "Landscaping on Maple Drive",
    message: "Crews trim the trees along Maple Drive next week. Park on the east side.",
    priority: "Low",
    audience: "All Residents",
    status: "scheduled",
    days: -3,
  },
  {
    title: "Board election: call for candidates",
    message: "Owners who want to stand for the board can write to the secretary.",
    priority: "Normal",
    audience: "Property Owners",
    status: "draft",
    days: 1,
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

const inAudience = (resident: DemoResident, audience: Audience) =>
  audience === "Property Owners"
    ? resident.relationship === "Owner"
    : audience === "Tenants Only"
      ? resident.relationship === "Tenant"
      : audience === "Board Members"
        ? resident.boardMember
        : true;

/**
 * The demo's announcements (`demo-announcement-<n>`), each published one with its emails as the
 * product queues them, already delivered (`mail/announcement-…`, never sent again), and the
 * scheduled one's publishing job.
 */
export function announcementWrites(
  db: Firestore,
  community: DemoCommunity,
  now: Date,
): SeedWrite[] {
  const orgId = community.organization.id;
  const admin = { uid: demoAdmin.uid, name: demoAdmin.displayName };
  return DEMO_ANNOUNCEMENTS.flatMap((announcement, index) => {
    const id = `demo-announcement-${index + 1}`;
    // 9 AM Pacific Time (17:00 UTC) on the day.
    const day = new Date(now.getTime() - announcement.days * DAY_MS);
    const at = Timestamp.fromMillis(
      Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 17),
    );
    const published = announcement.status === "published";
    const addresses = published
      ? [
          ...new Set(
            community.residents
              .filter((resident) => inAudience(resident, announcement.audience))
              .map((resident) => resident.email.trim().toLowerCase())
              .filter((email) => email.includes("@")),
          ),
        ]
      : [];
    const writes: SeedWrite[] = [
      {
        ref: db.doc(`orgs/${orgId}/announcements/${id}`),
        data: {
          title: announcement.title,
          titleSort: announcement.title.toLocaleLowerCase("en-US"),
          message: announcement.message,
          priority: announcement.priority,
          audience: announcement.audience,
          ...keywordFields(KEYWORDS_FIELD, announcementKeywords(announcement.title)),
          status: announcement.status,
          publishAt: announcement.status === "scheduled" ? at : null,
          publishedAt: published ? at : null,
          fanOut: {
            state: published ? "sent" : "none",
            after: null,
            recipients: addresses.length,
          },
          readCount: published ? 3 + index : 0,
          source: { kind: "announcement" },
          createdBy: admin,
          createdAt: at,
          updatedAt: at,
          version: 1,
        },
      },
      ...addresses.map((to) => ({
        ref: db.doc(
          `mail/announcement-${id}-${createHash("sha256").update(to).digest("hex").slice(0, 32)}`,
        ),
        data: {
          to,
          message: { subject: announcement.title, text: announcement.message, html: "" },
          orgId,
          kind: "announcement",
          ref: `orgs/${orgId}/announcements/${id}`,
          secretBody: false,
          createdAt: at,
          delivery: {
            state: "SUCCESS",
            attempts: 1,
            nextAttemptAt: null,
            startTime: at,
            endTime: at,
            leaseExpireTime: null,
            error: null,
            info: null,
          },
        },
      })),
    ];
    if (announcement.status === "scheduled") {
      writes.push({
        ref: db.doc(`jobs/announcement-${orgId}-${id}`),
        data: {
          kind: "announcement.publish",
          orgId,
          targetId: id,
          state: "PENDING",
          runAt: at,
          attempts: 0,
          leaseExpireTime: null,
          error: null,
          createdAt: Timestamp.fromDate(now),
          doneAt: null,
        },
      });
    }
    return writes;
  });
}
