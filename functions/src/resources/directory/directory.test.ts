import { describe, expect, it } from "vitest";
import { call, useTestApi } from "../../../test/support/api.js";
import { dataOf, join, organization } from "../../../test/support/directory.js";
import type { Property } from "../properties/schemas.js";
import type { DirectorySummary } from "./schemas.js";

const db = useTestApi();

describe("GET /api/orgs/{orgId}/directory/summary", () => {
  it("counts properties by occupancy and residents by status and board, for any member", async () => {
    const org = await organization(db);
    const add = async (path: string, body: object) =>
      call(db.api, `/api/orgs/${org.id}/${path}`, { method: "POST", token: org.token, body });
    const [flat, house] = await Promise.all([
      add("properties", { address: "1 Count Road", unit: "1", type: "Condo" }),
      add("properties", { address: "2 Count Road", unit: "2", type: "Townhouse" }),
      add("properties", { address: "3 Count Road", unit: "3", type: "Townhouse" }),
    ]).then((answers) => answers.map((answer) => dataOf<Property>(answer)));
    await add("residents", { name: "Ana", propertyId: flat!.id, boardMember: true });
    await add("residents", { name: "Ben", propertyId: flat!.id, status: "Pending" });
    await add("residents", { name: "Cleo", propertyId: house!.id });

    const member = await join(db, org.id, "member");
    const answer = await call(db.api, `/api/orgs/${org.id}/directory/summary`, {
      token: member.token,
    });
    expect(answer.status).toBe(200);
    expect(dataOf<DirectorySummary>(answer)).toEqual({
      properties: { total: 3, occupied: 2, vacant: 1, archived: 0 },
      residents: { total: 3, active: 2, pending: 1, board: 1 },
    });
  });

  it("is refused to another organization's users (403)", async () => {
    const [org, other] = await Promise.all([organization(db), organization(db)]);
    const answer = await call(db.api, `/api/orgs/${org.id}/directory/summary`, {
      token: other.token,
    });
    expect(answer.status).toBe(403);
  });
});
