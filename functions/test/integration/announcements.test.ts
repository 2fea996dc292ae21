import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { dataContext } from "../../src/platform/data-context.js";
import type { Announcement } from "../../src/resources/announcements/schemas.js";
import type { Property } from "../../src/resources/properties/schemas.js";
import { jobHandlers } from "../../src/scheduler/handlers.js";
import { runDueJobs } from "../../src/scheduler/jobs.js";
import { emailsTo, waitForEmailsTo } from "../support/maildev.js";
import { admin, callApi, createOrg, signUp, type TestUser } from "../support/stack.js";
import { TEST_DEADLINE_MS } from "../support/api.js";
import { dataOf, eventually } from "../support/responses.js";

/** An organization with two owners, a tenant on the board and a tenant, each with an address. */
async function community(owner: TestUser) {
  const { id: orgId } = dataOf<{ id: string }>(await createOrg(owner, { name: "Announcing HOA" }));
  const base = `/api/orgs/${orgId}`;
  const home = dataOf<Property>(
    await callApi(`${base}/properties`, {
      method: "POST",
      token: owner.idToken,
      json: { address: `${randomUUID().slice(0, 6)} Notice Street`, unit: "1", type: "Condo" },
    }),
  );
  const tag = randomUUID().slice(0, 8);
  const people = {
    owner1: `owner1-${tag}@example.test`,
    owner2: `owner2-${tag}@example.test`,
    boardTenant: `board-${tag}@example.test`,
    tenant: `tenant-${tag}@example.test`,
  };
  const add = (name: string, email: string, relationship: string, boardMember = false) =>
    callApi(`${base}/residents`, {
      method: "POST",
      token: owner.idToken,
      json: { name, email, propertyId: home.id, relationship, boardMember },
    }).then((response) => dataOf(response));
  await add("Ana Owner", people.owner1, "Owner");
  await add("Bo Owner", people.owner2, "Owner");
  await add("Cy Board", people.boardTenant, "Tenant", true);
  await add("Di Tenant", people.tenant, "Tenant");
  return { orgId, base, people };
}

describe("announcements through Hosting", () => {
  it("emails exactly the audience's residents: owners, then the board", async () => {
    const owner = await signUp();
    const { base, people } = await community(owner);
    /** Publishes one; the request answers at once, and the task queue queues its emails. */
    const publish = async (audience: string, title: string) => {
      const published = dataOf<Announcement>(
        await callApi(`${base}/announcements`, {
          method: "POST",
          token: owner.idToken,
          json: { title, message: "Hello.", priority: "Normal", audience, action: "publish" },
        }),
      );
      expect(published.status).toBe("published");
      return eventually<Announcement>(
        () => callApi(`${base}/announcements/${published.id}`, { token: owner.idToken }),
        (announcement) => announcement.delivery.state === "sent",
      );
    };

    const toOwners = await publish("Property Owners", `For owners ${randomUUID()}`);
    expect(toOwners.delivery.recipients).toBe(2);
    const toBoard = await publish("Board Members", `For the board ${randomUUID()}`);
    expect(toBoard.delivery.recipients).toBe(1);

    for (const address of [people.owner1, people.owner2]) {
      expect((await waitForEmailsTo(address)).map((email) => email.subject)).toEqual([
        toOwners.title,
      ]);
    }
    expect((await waitForEmailsTo(people.boardTenant)).map((email) => email.subject)).toEqual([
      toBoard.title,
    ]);
    expect(await emailsTo(people.tenant)).toEqual([]);
  });

  it("publishes a scheduled one once, however many dispatchers run when its time comes", async () => {
    const owner = await signUp();
    const { base, people, orgId } = await community(owner);
    // Tomorrow at noon in Pacific Time (the organization's zone by default).
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const title = `Tomorrow ${randomUUID()}`;
    const scheduled = dataOf<Announcement>(
      await callApi(`${base}/announcements`, {
        method: "POST",
        token: owner.idToken,
        json: {
          title,
          message: "Later.",
          priority: "Normal",
          audience: "Tenants Only",
          action: "schedule",
          publishDate: tomorrow,
          publishTime: "12:00",
        },
      }),
    );
    expect(scheduled.status).toBe("scheduled");

    // Four dispatchers, whose clocks say the day after, run at once against the stack.
    const { firestore } = admin();
    const later = new Date(Date.now() + 3 * 86_400_000);
    const data = dataContext(firestore, TEST_DEADLINE_MS, { now: () => later });
    await Promise.all(Array.from({ length: 4 }, () => runDueJobs(data, jobHandlers)));

    const stored = await firestore.doc(`orgs/${orgId}/announcements/${scheduled.id}`).get();
    expect(stored.get("status")).toBe("published");
    const mail = await firestore
      .collection("mail")
      .where("ref", "==", `orgs/${orgId}/announcements/${scheduled.id}`)
      .get();
    expect(mail.docs.map((doc) => doc.get("to") as string).sort()).toEqual(
      [people.boardTenant, people.tenant].sort(),
    );
  });
});
