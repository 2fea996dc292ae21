import { violationCategoryMessages as m } from "@hoa/validation/violation-categories";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../../../test/support/api.js";
import {
  auditOf,
  collectionRequests,
  dataOf,
  documents,
  join,
  organization,
} from "../../../test/support/directory.js";
import type { ViolationCategory } from "./store.js";

const db = useTestApi();
const { create, get, patch, remove, list } = collectionRequests<ViolationCategory>(
  db,
  "violation-categories",
);

const parking = {
  name: " Parking ",
  rule: "CC&R 7.3",
  description: "A vehicle was parked on the street overnight.",
  cureDays: 7,
  fine: "50",
};

describe("violation categories", () => {
  it("adds a category with its fine as an amount, stored in cents, audited", async () => {
    const org = await organization(db);
    const answer = await create(org, parking);
    expect(answer).toMatchObject({ status: 201, headers: { etag: '"1"' } });
    const category = dataOf<ViolationCategory>(answer);
    expect(category).toEqual({
      id: expect.any(String),
      name: "Parking",
      rule: "CC&R 7.3",
      description: "A vehicle was parked on the street overnight.",
      cureDays: 7,
      fine: "50.00",
      createdAt: "2026-11-22T12:00:00.000Z",
      updatedAt: "2026-11-22T12:00:00.000Z",
      version: 1,
    });
    const stored = await db.firestore
      .doc(`orgs/${org.id}/violationCategories/${category.id}`)
      .get();
    expect(stored.get("fineCents")).toBe(5000);
    expect(dataOf(await get(org, category.id))).toEqual(category);
    expect(
      (await auditOf(db, org.id)).find((entry) => entry.resource === "violationCategories"),
    ).toMatchObject({
      action: "create",
      resourceId: category.id,
      label: "Parking",
      changes: [
        { field: "name", before: null, after: "Parking" },
        { field: "rule", before: null, after: "CC&R 7.3" },
        { field: "description", before: null, after: parking.description },
        { field: "cureDays", before: null, after: 7 },
        { field: "fine", before: null, after: "50.00" },
      ],
    });
  });

  it("names each refused field (400) and writes nothing", async () => {
    const org = await organization(db);
    const answer = await create(org, {
      name: " ",
      rule: "r".repeat(121),
      cureDays: 2.5,
      fine: "-1",
    });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        fields: {
          name: m.nameRequired,
          rule: m.ruleTooLong,
          cureDays: m.cureDaysInvalid,
          fine: m.fineInvalid,
        },
      },
    });
    expect(await create(org, { ...parking, cureDays: 366 })).toMatchObject({
      status: 400,
      body: { fields: { cureDays: m.cureDaysInvalid } },
    });
    expect((await documents(db, `orgs/${org.id}/violationCategories`)).size).toBe(0);
  });

  it("lists by name, cure period or fine, for any member of the board", async () => {
    const org = await organization(db);
    for (const [name, cureDays, fine] of [
      ["Trash", 3, "25"],
      ["Noise", 0, "100"],
      ["Landscaping", 30, "0"],
    ] as const) {
      await create(org, { name, cureDays, fine });
    }
    const member = await join(db, org.id, "member");
    const names = async (sort: string) =>
      (await list(org, `sort=${sort}`, member.token)).items.map((item) => item.name);
    expect(await names("name")).toEqual(["Landscaping", "Noise", "Trash"]);
    expect(await names("-cureDays")).toEqual(["Landscaping", "Trash", "Noise"]);
    expect(await names("fineCents")).toEqual(["Landscaping", "Trash", "Noise"]);
  });

  it("changes and deletes made to the version shown (412 on a stale one), administrators only", async () => {
    const org = await organization(db);
    const { id } = dataOf<ViolationCategory>(await create(org, parking));
    const member = await join(db, org.id, "member");
    expect((await patch(org, id, { fine: "75" }, '"1"', member.token)).status).toBe(403);

    const changed = await patch(org, id, { fine: "75", cureDays: 10 });
    expect(changed).toMatchObject({ status: 200, headers: { etag: '"2"' } });
    expect(dataOf(changed)).toMatchObject({ fine: "75.00", cureDays: 10, version: 2 });
    expect((await patch(org, id, { name: "Cars" }, '"1"')).status).toBe(412);
    // A change that changes nothing writes nothing.
    expect(await patch(org, id, { fine: "75.00" }, '"2"')).toMatchObject({
      headers: { etag: '"2"' },
    });

    expect((await remove(org, id, '"1"')).status).toBe(412);
    expect(await remove(org, id, '"2"')).toMatchObject({ status: 200, body: { data: { id } } });
    expect(await get(org, id)).toMatchObject({ status: 404, body: { error: m.notFound } });
    const entries = (await auditOf(db, org.id)).filter(
      (entry) => entry.resource === "violationCategories",
    );
    expect(entries.map((entry) => entry.action).sort()).toEqual(["create", "delete", "update"]);
  });
});
