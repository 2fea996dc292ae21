import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, useTestApi } from "../../test/support/api.js";
import { dataOf, join, organization, type TestOrganization } from "../../test/support/directory.js";
import { reads } from "../../test/support/query-indexes.js";

const db = useTestApi();
const LIMIT = 10;
let org: TestOrganization;
let member: { token: string };
let ledgerProperty: string;

/** The documents one request reads, with its answer's status and item count. */
async function readsOf(path: string, token: string) {
  reads.documents = 0;
  const answer = await call(db.api, `/api/orgs/${org.id}/${path}`, { token });
  const documents = reads.documents;
  const items = answer.status === 200 ? dataOf<{ items: unknown[] }>(answer).items.length : -1;
  return { status: answer.status, items, documents };
}

beforeAll(async () => {
  org = await organization(db, "Reads HOA");
  member = await join(db, org.id, "member");
  const properties = Array.from({ length: 30 }, (_, index) => ({
    line: index + 2,
    address: `${index + 1} Reading Road`,
    unit: String(index + 1),
    type: index % 2 ? "Condo" : "Townhouse",
  }));
  const imported = dataOf<{ rows: { id: string }[] }>(
    await call(db.api, `/api/orgs/${org.id}/properties/import`, {
      method: "POST",
      token: org.token,
      body: { rows: properties },
    }),
  );
  const rows = Array.from({ length: 60 }, (_, index) => ({
    line: index + 2,
    name: `Reader ${index % 2 ? "Mar" : "Lee"} ${index + 1}`,
    email: `reader-${index + 1}@example.com`,
    phone: "",
    propertyId: imported.rows[index % 30]!.id,
  }));
  dataOf(
    await call(db.api, `/api/orgs/${org.id}/residents/import`, {
      method: "POST",
      token: org.token,
      body: { rows },
    }),
  );
  // A ledger of 12 charges, the last reversed (the page says so without reading the reversal).
  ledgerProperty = imported.rows[0]!.id;
  const billing = (path: string, body: object) =>
    call(db.api, `/api/orgs/${org.id}/billing${path}`, { method: "POST", token: org.token, body });
  let last = "";
  for (let day = 1; day <= 12; day += 1) {
    const date = `2026-11-${String(day).padStart(2, "0")}`;
    const entry = await billing(`/properties/${ledgerProperty}/adjustments`, {
      kind: "charge",
      amount: "10",
      date,
      memo: "",
    });
    last = dataOf<{ id: string }>(entry).id;
  }
  dataOf(
    await billing(`/properties/${ledgerProperty}/ledger/${last}/reversal`, {
      memo: "Charged twice",
    }),
  );
  // 12 invitations, their emails sent: each shows its email's state without reading the email.
  dataOf(
    await call(db.api, `/api/orgs/${org.id}/invitations`, {
      method: "POST",
      token: org.token,
      body: {
        emails: Array.from({ length: 12 }, (_, index) => `invitee-${index + 1}@example.com`),
        role: "member",
        message: "",
      },
    }),
  );
});

beforeEach(() => {
  reads.documents = 0;
});

describe("documents read by one page of a list or a search", () => {
  it.each([
    ["residents", `residents?limit=${LIMIT}`],
    ["residents, search", `residents?limit=${LIMIT}&q=mar`],
    ["residents, filtered sort", `residents?limit=${LIMIT}&relationship=Owner&sort=-name`],
    ["residents, by status", `residents?limit=${LIMIT}&sort=status`],
    ["properties", `properties?limit=${LIMIT}`],
    ["properties, search", `properties?limit=${LIMIT}&q=reading`],
    ["properties, filtered", `properties?limit=${LIMIT}&type=Condo&sort=-address`],
    ["audit", `audit?limit=${LIMIT}`],
    ["a property's ledger", () => `billing/properties/${ledgerProperty}/ledger?limit=${LIMIT}`],
    ["invitations", `invitations?limit=${LIMIT}`],
    ["invitations, search", `invitations?limit=${LIMIT}&q=invitee`],
  ])("%s: the page and at most 2 more, as an administrator", async (_name, path) => {
    const answer = await readsOf(typeof path === "string" ? path : path(), org.token);
    expect(answer.status).toBe(200);
    expect(answer.items).toBe(LIMIT);
    expect(answer.documents).toBeLessThanOrEqual(LIMIT + 2);
  });

  it.each([
    ["residents", `residents?limit=${LIMIT}`],
    ["residents, search", `residents?limit=${LIMIT}&q=lee`],
    ["properties, search", `properties?limit=${LIMIT}&q=road`],
  ])("%s: the page and at most 2 more, as a member", async (_name, path) => {
    const answer = await readsOf(path, member.token);
    expect(answer.status).toBe(200);
    expect(answer.items).toBe(LIMIT);
    expect(answer.documents).toBeLessThanOrEqual(LIMIT + 2);
  });

  it.each([
    ["members", "members"],
    ["announcements", "announcements"],
    ["documents", "documents"],
    ["events", "events"],
    ["tickets", "tickets"],
    ["communications", "communications"],
  ])("%s: a short list reads what it shows and at most 3 more", async (_name, path) => {
    for (const query of [`limit=${LIMIT}`, `limit=${LIMIT}&q=reader`]) {
      const answer = await readsOf(`${path}?${query}`, org.token);
      expect(answer.status, `${path}?${query}`).toBe(200);
      // The page (an empty one is billed as one read), the caller's role and one setting (such as
      // the organization's time zone, or whose invitations have expired).
      expect(answer.documents, `${path}?${query}`).toBeLessThanOrEqual(answer.items + 3);
    }
  });

  it("shows a reversed entry as reversed", async () => {
    const page = dataOf<{ items: { kind: string; reversedBy: string | null }[] }>(
      await call(db.api, `/api/orgs/${org.id}/billing/properties/${ledgerProperty}/ledger`, {
        token: org.token,
      }),
    );
    const reversed = page.items.filter((entry) => entry.reversedBy !== null);
    expect(reversed).toHaveLength(1);
    expect(page.items.some((entry) => entry.kind === "reversal")).toBe(true);
  });

  it("shows each invitation's email as the dispatcher left it", async () => {
    const page = dataOf<{ items: { delivery: string | null }[] }>(
      await call(db.api, `/api/orgs/${org.id}/invitations?limit=${LIMIT}`, { token: org.token }),
    );
    expect(page.items.map((invitation) => invitation.delivery)).toEqual(
      Array.from({ length: LIMIT }, () => "SUCCESS"),
    );
  });

  it("counts what it reads (a page of 10 reads at least 10)", async () => {
    const answer = await readsOf(`residents?limit=${LIMIT}`, org.token);
    expect(answer.documents).toBeGreaterThanOrEqual(LIMIT);
  });
});
