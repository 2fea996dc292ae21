import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import type { Resident } from "../../api/list-residents";
import { mockApi, server } from "../../test/api-server";
import { fakeAuth, makeUser } from "../../test/fake-firebase-auth";
import { renderApp } from "../../test/render-app";
import type { Communication, Delivery } from "./api/communications";

export const ORG = "maple-grove";

export const communication = (overrides: Partial<Communication> = {}): Communication => ({
  id: "c1",
  kind: "email",
  subject: "Gate code",
  message: "The new code is 4321.",
  priority: "normal",
  recipients: { type: "address", label: "treasurer@maplegrove.org", audience: null },
  channels: [{ channel: "email", outcome: "sent" }],
  status: "sent",
  sendAt: null,
  sentAt: "2026-11-20T17:00:00.000Z",
  createdBy: { uid: "admin", name: "Dana Admin" },
  createdAt: "2026-11-20T17:00:00.000Z",
  delivery: { recipients: 1, optedOut: 0, delivered: 1, failed: 0, pending: 0, read: null },
  ...overrides,
});

export const resident = (overrides: Partial<Resident> = {}): Resident => ({
  id: "ana",
  name: "Ana Lima",
  email: "ana@example.org",
  phone: "",
  propertyId: "p-1",
  address: "300 Maple Grove Lane",
  unit: "2B",
  relationship: "Owner",
  boardMember: false,
  status: "Active",
  privacy: { hideEmail: false, hidePhone: false },
  emailOptOut: false,
  reminderOptOut: false,
  accountUid: null,
  createdAt: "2026-03-01T12:00:00.000Z",
  updatedAt: "2026-03-01T12:00:00.000Z",
  version: 1,
  ...overrides,
});

/** What the fake API holds and was sent. */
export const fake = {
  stored: [] as Communication[],
  posted: [] as { path: string; body: Record<string, unknown> }[],
  /** The `Idempotency-Key` of each create, in order. */
  keys: [] as (string | null)[],
  deliveries: [] as Delivery[],
  residents: [] as Resident[],
};

export function resetFake() {
  fake.stored = [];
  fake.posted = [];
  fake.keys = [];
  fake.deliveries = [];
  fake.residents = [resident(), resident({ id: "ben", name: "Ben Ortiz", emailOptOut: true })];
}

function communicationsApi() {
  const created = (kind: "emails" | "notifications") =>
    http.post(`*/api/orgs/${ORG}/communications/${kind}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      fake.posted.push({ path: kind, body });
      fake.keys.push(request.headers.get("idempotency-key"));
      const chosen = fake.residents.find((item) => item.id === body.residentId);
      const item = communication({
        id: `c${fake.stored.length + 1}`,
        kind: kind === "emails" ? "email" : "notification",
        subject: String(body.subject ?? body.title),
        status: body.scheduleType === "scheduled" ? "scheduled" : "sent",
        recipients: {
          type: kind === "emails" ? ((body.recipientType as "address") ?? "address") : "audience",
          label: chosen?.name ?? String(body.to || body.audience || "All Residents"),
          audience: null,
        },
      });
      fake.stored.unshift(item);
      return HttpResponse.json({ data: item }, { status: 201 });
    });
  server.use(
    http.get(`*/api/orgs/${ORG}/communications`, () =>
      HttpResponse.json({ data: { items: fake.stored, nextCursor: null } }),
    ),
    created("emails"),
    created("notifications"),
    http.get(`*/api/orgs/${ORG}/communications/:id/deliveries`, () =>
      HttpResponse.json({ data: { items: fake.deliveries, nextCursor: null } }),
    ),
    http.get(`*/api/orgs/${ORG}/communications/:id`, ({ params }) => {
      const found = fake.stored.find((item) => item.id === params.id);
      return found
        ? HttpResponse.json({ data: found })
        : HttpResponse.json({ error: "Message not found." }, { status: 404 });
    }),
    http.get(`*/api/orgs/${ORG}/residents`, () =>
      HttpResponse.json({ data: { items: fake.residents, nextCursor: null } }),
    ),
  );
}

/** The console at `url` for an administrator of the organization, with the fake API. */
export async function renderAt(url: string) {
  mockApi({
    roles: { orgId: ORG, role: "admin", permissions: ["admin"] },
    organizations: { [ORG]: { id: ORG, name: "Maple Grove HOA", timeZone: "America/New_York" } },
  });
  communicationsApi();
  fakeAuth.signInAs(makeUser("admin"));
  const user = userEvent.setup();
  renderApp(url);
  return Promise.resolve(user);
}
