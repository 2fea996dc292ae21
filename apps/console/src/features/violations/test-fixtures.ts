import { http, HttpResponse } from "msw";
import type { TimelineEntry, Violation, ViolationCategory, ViolationConsistency } from "./api";

export const ORG = "maple-grove";
export const API = `*/api/orgs/${ORG}`;

export { violationFixture } from "../../test/violation-fixture";

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
