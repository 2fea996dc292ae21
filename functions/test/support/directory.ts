import { ROLE_PERMISSIONS, type Role } from "@hoa/validation";
import type { DocumentData, Firestore } from "firebase-admin/firestore";
import type { Hono } from "hono";
import type { ApiEnv } from "../../src/http/env.js";
import { call, uniqueUid, type CallResult } from "./api.js";

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

/** Someone who joined the organization with `role` (a roles record is what the guard reads). */
export async function join(db: TestApi, orgId: string, role: Role) {
  const uid = uniqueUid();
  await db.firestore
    .doc(`users/${uid}/roles/roles`)
    .set({ orgId, role, permissions: [...ROLE_PERMISSIONS[role]] });
  return { uid, token: `valid:${uid}` };
}

/** The data of a successful answer. */
export function dataOf<T>(response: CallResult): T {
  if (response.status >= 300) {
    throw new Error(`expected success, got ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return (response.body as { data: T }).data;
}

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
