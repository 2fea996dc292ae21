import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Communication, Delivery } from "../../src/resources/communications/schemas.js";
import { callApi, createOrg, signUp, type TestUser } from "../support/stack.js";
import { emailsTo, waitForEmailsTo } from "../support/maildev.js";
import { dataOf, eventually } from "../support/responses.js";

/**
 * How long a communication's sending and an email's delivery may take: the task and the mail
 * trigger run at once, but under the other files' load a trigger whose claim loses to contention
 * is left to the dispatcher's mail job (as in production), whose round of every job takes
 * minutes under the whole suite's load (seen: 2.5): each wait covers that.
 */
const DELIVERY_WAIT_MS = 300_000;
const TEST_TIMEOUT_MS = 700_000;

/** An address no other test uses. */
const address = (who: string) => `${who}-${randomUUID()}@example.test`;

describe("communications through Hosting, delivered to MailDev", () => {
  let owner: TestUser;
  let orgId: string;
  let propertyId: string;
  beforeAll(async () => {
    owner = await signUp();
    orgId = dataOf<{ id: string }>(await createOrg(owner, { name: "Outreach HOA" })).id;
    propertyId = dataOf<{ id: string }>(
      await post("/properties", { address: "1 Mail Lane", unit: "1", type: "Condo" }),
    ).id;
  });

  const post = (path: string, json: unknown) =>
    callApi(`/api/orgs/${orgId}${path}`, { method: "POST", token: owner.idToken, json });
  const get = (path: string) => callApi(`/api/orgs/${orgId}${path}`, { token: owner.idToken });
  /** Sends one; the request answers at once, and the task queue queues its emails. */
  const send = async (json: unknown) => {
    const sending = dataOf<Communication>(await post("/communications/emails", json));
    return eventually<Communication>(
      () => get(`/communications/${sending.id}`),
      (communication) => communication.status === "sent",
      DELIVERY_WAIT_MS,
    );
  };
  const resident = async (name: string, email: string, emailOptOut = false) =>
    dataOf<{ id: string }>(await post("/residents", { name, email, propertyId, emailOptOut })).id;

  it(
    "sends a composed email to one resident, and shows it delivered per recipient",
    async () => {
      const email = address("ana");
      const ana = await resident("Ana Lima", email);
      const sent = await send({
        recipientType: "resident",
        residentId: ana,
        subject: "Your parking permit",
        message: "It is ready at the office.",
        priority: "normal",
      });
      expect(sent).toMatchObject({ recipients: { label: "Ana Lima" }, status: "sent" });
      const [received] = await waitForEmailsTo(email, 1, DELIVERY_WAIT_MS);
      expect(received?.subject).toBe("Your parking permit");
      expect(received?.text).toContain("It is ready at the office.");

      const deliveries = dataOf<{ items: Delivery[] }>(
        await get(`/communications/${sent.id}/deliveries`),
      );
      expect(deliveries.items).toEqual([
        expect.objectContaining({ to: email.toLowerCase(), state: "SUCCESS", attempts: 1 }),
      ]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "leaves residents who opted out of non-urgent email out of a group's email, not of an urgent one",
    async () => {
      const keen = address("keen");
      const quiet = address("quiet");
      await resident("Keen Owner", keen);
      await resident("Quiet Owner", quiet, true);
      const normal = await send({
        recipientType: "audience",
        audience: "Property Owners",
        subject: "Newsletter",
        message: "News.",
      });
      expect(normal.delivery.optedOut).toBe(1);
      await waitForEmailsTo(keen, 1, DELIVERY_WAIT_MS);
      const urgent = await send({
        recipientType: "audience",
        audience: "Property Owners",
        subject: "Gas leak",
        message: "Leave the building.",
        priority: "urgent",
      });
      expect(urgent.delivery.optedOut).toBe(0);
      const [alert] = await waitForEmailsTo(quiet, 1, DELIVERY_WAIT_MS);
      expect(alert?.subject).toBe("[Urgent] Gas leak");
      expect((await emailsTo(quiet)).map((mail) => mail.subject)).toEqual(["[Urgent] Gas leak"]);
    },
    TEST_TIMEOUT_MS,
  );
});
