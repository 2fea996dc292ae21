import type { Violation } from "../api/list-violations";

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
