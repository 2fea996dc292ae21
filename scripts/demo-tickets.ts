import {
  TICKET_PRIORITY_RANK,
  TICKET_STATUS_RANK,
  ticketKeywords,
  type TicketPriority,
  type TicketStatus,
} from "@hoa/validation";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import type { DemoCommunity } from "./demo-community.js";
import { demoAdmin } from "./demo-data.js";
import type { SeedWrite } from "./seed.js";
import { keywordFields } from "../functions/src/platform/keywords.js";
import { KEYWORDS_FIELD } from "../functions/src/platform/lists.js";

/** The demo's support tickets: what residents asked, and where each one stands. */
export const DEMO_TICKETS: readonly {
  subject: string;
  description: string;
  status: TicketStatus;
  priority: TicketPriority;
  daysAgo: number;
  assigned: boolean;
  conversation: readonly { byAdmin: boolean; body: string }[];
}[] = [
  {
    subject: "Pool gate does not latch",
    description: "The gate by the pool swings open after it closes. Children can get in alone.",
    status: "inProgress",
    priority: "high",
    daysAgo: 3,
    assigned: true,
    conversation: [
      { byAdmin: true, body: "Thanks for telling us. A locksmith comes on Thursday." },
    ],
  },
  {
    subject: "Parking permit for a second car",
    description: "We bought a second car. How do we get another permit?",
    status: "open",
    priority: "low",
    daysAgo: 1,
    assigned: false,
    conversation: [],
  },
  {
    subject: "Streetlight out on Birch Court",
    description: "The light in front of number 14 has been out for a week.",
    status: "resolved",
    priority: "medium",
    daysAgo: 12,
    assigned: true,
    conversation: [
      { byAdmin: true, body: "The city replaced the bulb this morning." },
      { byAdmin: false, body: "It works again. Thank you!" },
    ],
  },
  {
    subject: "Noise from the clubhouse after 10 PM",
    description: "Parties at the clubhouse go on past the quiet hours on weekends.",
    status: "open",
    priority: "medium",
    daysAgo: 6,
    assigned: false,
    conversation: [],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The documents of the demo tickets (deterministic ids `demo-ticket-<number>`) and their
 * conversations, numbered from 1; `seedTicketCounter` keeps the counter past them. A ticket from
 * a resident linked to an account (the portal's demo resident) was filed by that account, so the
 * portal lists it as theirs; the others were entered by the demo admin.
 */
export function ticketWrites(db: Firestore, community: DemoCommunity, now: Date): SeedWrite[] {
  const orgPath = `orgs/${community.organization.id}`;
  const admin = { uid: demoAdmin.uid, name: demoAdmin.displayName };
  return [
    ...DEMO_TICKETS.flatMap((ticket, index) => {
      const number = index + 1;
      const id = `demo-ticket-${number}`;
      const resident = community.residents[(index * 7) % community.residents.length];
      if (!resident) return [];
      const from = { residentId: resident.id, name: resident.name };
      const createdBy = resident.accountUid
        ? { uid: resident.accountUid, name: resident.name }
        : admin;
      const createdAt = Timestamp.fromMillis(now.getTime() - ticket.daysAgo * DAY_MS);
      const at = (step: number) => Timestamp.fromMillis(createdAt.toMillis() + step * 3_600_000);
      const updatedAt = at(ticket.conversation.length);
      return [
        {
          ref: db.doc(`${orgPath}/tickets/${id}`),
          data: {
            number,
            subject: ticket.subject,
            description: ticket.description,
            from,
            status: ticket.status,
            statusRank: TICKET_STATUS_RANK[ticket.status],
            priority: ticket.priority,
            priorityRank: TICKET_PRIORITY_RANK[ticket.priority],
            assignee: ticket.assigned ? admin : null,
            createdBy,
            resolvedAt: ticket.status === "resolved" ? updatedAt : null,
            commentCount: ticket.conversation.length,
            ...keywordFields(
              KEYWORDS_FIELD,
              ticketKeywords({ number, subject: ticket.subject, fromName: from.name }),
            ),
            version: 1,
            createdAt,
            updatedAt,
          },
        },
        ...ticket.conversation.map((comment, step) => ({
          ref: db.doc(`${orgPath}/tickets/${id}/comments/${id}-${step + 1}`),
          data: {
            kind: "comment",
            author: comment.byAdmin ? admin : { uid: resident.accountUid ?? "", name: from.name },
            body: comment.body,
            position: step + 1,
            createdAt: at(step + 1),
          },
        })),
      ];
    }),
  ];
}

/**
 * Keeps the organization's ticket counter at least past the demo tickets, without moving it back
 * when seeding again on a running stack where more tickets were opened since.
 */
export async function seedTicketCounter(db: Firestore, orgId: string): Promise<void> {
  const counter = db.doc(`orgs/${orgId}/counters/tickets`);
  await db.runTransaction(async (transaction) => {
    const last: unknown = (await transaction.get(counter)).get("last");
    const stored = typeof last === "number" ? last : 0;
    if (stored < DEMO_TICKETS.length) transaction.set(counter, { last: DEMO_TICKETS.length });
  });
}
