import { ROLE_PERMISSIONS, type Role } from "@hoa/validation";
import type { DocumentData, Firestore } from "firebase-admin/firestore";
import type { Hono } from "hono";
import type { ApiEnv } from "../../src/http/env.js";
import type { Property } from "../../src/resources/properties/schemas.js";
import { call, uniqueUid, type CallOptions } from "./api.js";
import { dataOf } from "./responses.js";

export { dataOf };

/** What the directory tests need of `useTestApi()`. */
export interface TestApi {
  readonly firestore: Firestore;
  readonly api: Hono<ApiEnv>;
}

export interface TestOrganization {
  id: string;
  admin: string;
  token: string;
}

/** A new organization made through the API, with its administrator. */
export async function organization(db: TestApi, name = "Directory HOA"): Promise<TestOrganization> {
  const admin = uniqueUid();
  const response = await call(db.api, "/api/createOrg", {
    method: "POST",
    token: `valid:${admin}`,
    body: { name, description: "", createdBy: admin },
  });
  if (response.status >= 300) throw new Error(`createOrg answered ${response.status}`);
  const { id } = (response.body as { data: { id: string } }).data;
  return { id, admin, token: `valid:${admin}` };
}

/**
 * Changes the organization's settings as its administrator does (`PATCH /api/orgs/{orgId}`, made
 * to its current version); answers the status.
 */
export async function changeOrganization(
  db: TestApi,
  org: TestOrganization,
  changes: Record<string, unknown>,
): Promise<number> {
  const current = dataOf<{ version: number }>(
    await call(db.api, `/api/orgs/${org.id}`, { token: org.token }),
  );
  const saved = await call(db.api, `/api/orgs/${org.id}`, {
    method: "PATCH",
    token: org.token,
    headers: { "if-match": `"${current.version}"` },
    body: changes,
  });
  return saved.status;
}

/** Someone who joined the organization with `role` (a roles record is what the guard reads). */
export async function join(db: TestApi, orgId: string, role: Role) {
  const uid = uniqueUid();
  await db.firestore
    .doc(`users/${uid}/roles/roles`)
    .set({ orgId, role, permissions: [...ROLE_PERMISSIONS[role]] });
  return { uid, token: `valid:${uid}` };
}

/** The data of a successful answer. */
/** Every document of a collection, by id. */
export async function documents(db: TestApi, path: string): Promise<Map<string, DocumentData>> {
  const snapshot = await db.firestore.collection(path).get();
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}

/** The organization's audit entries, oldest first. */
export async function auditOf(db: TestApi, orgId: string): Promise<DocumentData[]> {
  return (await db.firestore.collection(`orgs/${orgId}/audit`).orderBy("at").get()).docs.map(
    (doc) => doc.data(),
  );
}

/** The claims of an organization's unique keys. */
export async function claimsOf(db: TestApi, orgId: string): Promise<DocumentData[]> {
  return [...(await documents(db, `orgs/${orgId}/uniqueKeys`)).values()];
}

/** A page of a list. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * The requests of one of an organization's collections (`properties`, `residents`), made as its
 * administrator unless a `token` is given; an `ifMatch` of "" sends no `If-Match`.
 */
export function collectionRequests<TItem>(db: TestApi, collection: string) {
  const request = (org: TestOrganization, path: string, options: CallOptions) =>
    call(db.api, `/api/orgs/${org.id}/${collection}${path}`, options);
  const versionHeader = (ifMatch: string): Record<string, string> =>
    ifMatch === "" ? {} : { "if-match": ifMatch };
  return {
    create: (org: TestOrganization, body: unknown, token = org.token) =>
      request(org, "", { method: "POST", token, body }),
    get: (org: TestOrganization, id: string, token = org.token) =>
      request(org, `/${id}`, { token }),
    patch: (org: TestOrganization, id: string, body: unknown, ifMatch = '"1"', token = org.token) =>
      request(org, `/${id}`, { method: "PATCH", token, body, headers: versionHeader(ifMatch) }),
    remove: (org: TestOrganization, id: string, ifMatch = '"1"', token = org.token) =>
      request(org, `/${id}`, { method: "DELETE", token, headers: versionHeader(ifMatch) }),
    importRows: (org: TestOrganization, rows: unknown[], token = org.token) =>
      request(org, "/import", { method: "POST", token, body: { rows } }),
    list: async (org: TestOrganization, query: string, token = org.token) =>
      dataOf<Page<TItem>>(await request(org, `?${query}`, { token })),
  };
}

/** A new property (a condo unless the draft says otherwise), added by the administrator. */
export async function addProperty(
  db: TestApi,
  org: TestOrganization,
  draft: { address: string; unit: string; type?: string; percentageInterest?: string },
): Promise<Property> {
  const { create } = collectionRequests<Property>(db, "properties");
  return dataOf<Property>(await create(org, { type: "Condo", ...draft }));
}

/**
 * Links a resident to `uid`'s account as an administrator does (`PUT .../account`, made to the
 * resident's version), `uid` null to unlink; a member who only has a roles record (`join`) gets
 * the membership record the link needs first. Answers the response.
 */
export async function linkResident(
  db: TestApi,
  org: TestOrganization,
  residentId: string,
  uid: string | null,
) {
  if (uid !== null) {
    const member = db.firestore.doc(`orgs/${org.id}/members/${uid}`);
    if (!(await member.get()).exists) {
      await member.set({
        uid,
        email: `${uid}@test.hoa`,
        displayName: uid,
        role: "member",
        version: 1,
      });
    }
  }
  const { version } = dataOf<{ version: number }>(
    await call(db.api, `/api/orgs/${org.id}/residents/${residentId}`, { token: org.token }),
  );
  return call(db.api, `/api/orgs/${org.id}/residents/${residentId}/account`, {
    method: "PUT",
    token: org.token,
    headers: { "if-match": `"${version}"` },
    body: { uid },
  });
}

/** What billing tests bill by: $150 due the 1st, a $25 late fee after 15 days' grace. */
export const TEST_BILLING_SETTINGS = {
  monthlyFee: "150.00",
  lateFee: "25.00",
  dueDay: "1st",
  graceDays: "15",
  paymentMethods: ["card", "ach", "check"],
};

/** Saves the organization's billing settings for the first time, as its administrator does. */
export async function saveBillingSettings(
  db: TestApi,
  org: TestOrganization,
  changes: Partial<typeof TEST_BILLING_SETTINGS> = {},
): Promise<void> {
  const saved = await call(db.api, `/api/orgs/${org.id}/billing/settings`, {
    method: "PUT",
    token: org.token,
    headers: { "if-match": '"0"' },
    body: { ...TEST_BILLING_SETTINGS, ...changes },
  });
  if (saved.status !== 200) throw new Error(`saving billing settings answered ${saved.status}`);
}
