import { describe, expect, it } from "vitest";
import type { Property } from "../../src/resources/properties/schemas.js";
import type { Resident } from "../../src/resources/residents/schemas.js";
import type { Ticket } from "../../src/resources/tickets/schemas.js";
import { admin, callApi, createOrg, signUp } from "../support/stack.js";
import { dataOf } from "../support/responses.js";

describe("support tickets through Hosting", () => {
  it("gives 8 tickets created at once 8 distinct, consecutive numbers", async () => {
    const owner = await signUp();
    const { id: orgId } = dataOf<{ id: string }>(await createOrg(owner, { name: "Tickets HOA" }));
    const base = `/api/orgs/${orgId}`;
    const home = dataOf<Property>(
      await callApi(`${base}/properties`, {
        method: "POST",
        token: owner.idToken,
        json: { address: "1 Race Street", unit: "1", type: "Condo" },
      }),
    );
    const resident = dataOf<Resident>(
      await callApi(`${base}/residents`, {
        method: "POST",
        token: owner.idToken,
        json: { name: "Ana Ruiz", propertyId: home.id },
      }),
    );

    const created = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        callApi(`${base}/tickets`, {
          method: "POST",
          token: owner.idToken,
          json: { subject: `Race ${index}`, residentId: resident.id },
        }),
      ),
    );

    const numbers = created.map((response) => dataOf<Ticket>(response).number);
    expect([...numbers].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const stored = await admin().firestore.collection(`orgs/${orgId}/tickets`).get();
    expect(stored.docs.map((doc) => doc.get("number") as number).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    const counter = await admin().firestore.doc(`orgs/${orgId}/counters/tickets`).get();
    expect(counter.get("last")).toBe(8);
  });
});
