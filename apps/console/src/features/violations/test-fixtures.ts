import { http, HttpResponse } from "msw";
import type { TimelineEntry, Violation, ViolationCategory, ViolationConsistency } from "./api";

export const ORG = "maple-grove";
export const API = `*/api/orgs/${ORG}`;

/** A violation as the API answers it, reported and waiting on its courtesy notice. */
export const violationFixture = (fields: Partial<Violation> = {}): Violation => ({
  id: "v1",
  number: 12,
  status: "reported",
  outcome: null,
  propertyId: "p-2",
  propertyLabel: "14 Birch Court, 2",
  category: { id: "c1", name: "Parking", rule: "CC&R 7.3", cureDays: 7, fine: "50.00" },
  description: "Boat trailer parked on the street overnight.",
  location: "Street",
  observedOn: "2026-11-20",
  reportedBy: { uid: "u-ana", name: "Ana Ruiz" },
  ruleSet: { id: "california", version: "2026-01-01" },
  noticedAt: null,
  cureBy: null,
  hearing: null,
  decision: null,
  appeal: null,
  photos: [],
  fined: "0.00",
  closedAt: null,
  createdAt: "2026-11-20T18:00:00.000Z",
  updatedAt: "2026-11-20T18:00:00.000Z",
  version: 1,
  ...fields,
});

export const parkingCategory: ViolationCategory = {
  id: "c1",
  name: "Parking",
  rule: "CC&R 7.3",
  description: "Parked on the street overnight.",
  cureDays: 7,
  fine: "50.00",
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  version: 1,
};

export const reportedEntry: TimelineEntry = {
  id: "0001",
  step: "reported",
  at: "2026-11-20T18:00:00.000Z",
  by: { uid: "u-ana", name: "Ana Ruiz" },
  summary: "Reported by Ana Ruiz: Parking, seen 2026-11-20",
  note: "Boat trailer parked on the street overnight.",
  letter: null,
  ledgerEntryId: null,
};

export const noConsistency: ViolationConsistency = {
  category: "Parking",
  ended: 0,
  cured: 0,
  noAction: 0,
  fined: 0,
  suspended: 0,
  withdrawn: 0,
  reversed: 0,
  fines: { total: "$0.00", average: null, lowest: null, highest: null },
};

export const page = (items: unknown[]) => HttpResponse.json({ data: { items, nextCursor: null } });

/** A violation's page's reads: the violation, its timeline, its consistency, the activity. */
export function violationPageHandlers(
  violation: () => Violation,
  timeline: () => TimelineEntry[] = () => [reportedEntry],
  consistency: ViolationConsistency = noConsistency,
) {
  return [
    http.get(`${API}/violations/v1`, () => HttpResponse.json({ data: violation() })),
    http.get(`${API}/violations/v1/timeline`, () => HttpResponse.json({ data: timeline() })),
    http.get(`${API}/violations/v1/consistency`, () => HttpResponse.json({ data: consistency })),
    http.get(`${API}/audit`, () => page([])),
  ];
}
