import { addDays, localDateIn } from "@hoa/validation";
import { http, HttpResponse } from "msw";
import type { ArcRequest, ArcSettingsRead, ArcTimelineEntry } from "./api";

export const ORG = "maple-grove";
export const API = `*/api/orgs/${ORG}`;
/** The organization's zone in these tests. */
export const ZONE = "America/New_York";

/** Today in the organization's zone, moved by `days`: deadlines relative to the day tests run. */
export const dayFromToday = (days: number) => addDays(localDateIn(new Date(), ZONE), days);

export const ana = { uid: "ana", name: "Ana Ruiz" };
export const ben = { uid: "ben", name: "Ben Ortiz" };
export const cy = { uid: "cy", name: "Cy Park" };

/** A request as the board reads it: a cedar fence under the committee's review, no vote yet. */
export const arcRequestFixture = (fields: Partial<ArcRequest> = {}): ArcRequest => ({
  id: "r1",
  number: 3,
  status: "underReview",
  propertyId: "p-2",
  propertyLabel: "14 Birch Court, 2",
  category: "fence",
  title: "Cedar fence",
  description: "A six-foot cedar fence along the back yard, stained natural.",
  plannedStart: "2027-03-01",
  plannedEnd: "2027-03-15",
  contractor: "Oak & Sons Fencing",
  createdBy: { uid: "res", name: "Rita Owner" },
  onBehalf: false,
  submittedAt: "2026-11-20T18:00:00.000Z",
  deadline: dayFromToday(12),
  responseDays: 45,
  deadlineOutcome: "escalated",
  decision: null,
  reconsideration: null,
  attachments: [],
  review: {
    stage: "committee",
    voters: [ana, ben, cy],
    cast: 1,
    canVote: true,
    mine: null,
    revealed: [],
  },
  createdAt: "2026-11-19T18:00:00.000Z",
  updatedAt: "2026-11-20T18:00:00.000Z",
  version: 2,
  ...fields,
});

export const submittedEntry: ArcTimelineEntry = {
  id: "0001",
  step: "submitted",
  at: "2026-11-20T18:00:00.000Z",
  by: { uid: "res", name: "Rita Owner" },
  summary: "Submitted by Rita Owner: the association answers by 2027-01-04",
  note: "",
  letter: null,
};

export const arcSettingsFixture = (fields: Partial<ArcSettingsRead> = {}): ArcSettingsRead => ({
  committee: [ana, ben, cy],
  directors: [ana],
  responseDays: 45,
  deadlineOutcome: "escalated",
  citation: null,
  version: 1,
  updatedAt: "2026-11-01T10:00:00.000Z",
  ...fields,
});

export const page = (items: unknown[]) => HttpResponse.json({ data: { items, nextCursor: null } });

/** A request's page's reads: the request, its timeline and the procedure. */
export function requestPageHandlers(
  request: () => ArcRequest,
  timeline: () => ArcTimelineEntry[] = () => [submittedEntry],
  settings: () => ArcSettingsRead = () => arcSettingsFixture(),
) {
  return [
    http.get(`${API}/architectural-requests/r1`, () => HttpResponse.json({ data: request() })),
    http.get(`${API}/architectural-requests/r1/timeline`, () =>
      HttpResponse.json({ data: timeline() }),
    ),
    http.get(`${API}/architectural-review/settings`, () => HttpResponse.json({ data: settings() })),
  ];
}
