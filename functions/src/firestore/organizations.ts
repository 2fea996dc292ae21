import type { CreateOrganizationRequest } from "@hoa/validation";
import {
  FieldValue,
  GrpcStatus,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
} from "firebase-admin/firestore";
import { withDeadline } from "../deadline.js";

/** An organization as the API returns it; `createdAt` is an ISO 8601 string. */
export interface Organization {
  id: string;
  name: string;
  description: string;
  createdBy: string;
  createdAt: string;
}

/** `users/{uid}/roles/roles`. A field the stored record lacks is `null` (or an empty list). */
export interface RolesRecord {
  orgId: string | null;
  role: string | null;
  permissions: string[];
}

/** The user already has a roles record, so a new organization would be a second one. */
export class RolesRecordExistsError extends Error {
  constructor(uid: string) {
    super(`users/${uid}/roles/roles already exists`);
    this.name = "RolesRecordExistsError";
  }
}

export interface OrganizationStore {
  /** Writes the organization and its creator's admin roles record together, or neither. */
  createWithAdmin(request: CreateOrganizationRequest): Promise<Organization>;
  findRoles(uid: string): Promise<RolesRecord | null>;
  findOrganization(orgId: string): Promise<Organization | null>;
}

const ADMIN_ROLE = { role: "admin", permissions: ["admin"] } as const;

const organizationPath = (orgId: string): string => `orgs/${orgId}`;
const rolesPath = (uid: string): string => `users/${uid}/roles/roles`;

export function firestoreOrganizationStore(db: Firestore, deadlineMs: number): OrganizationStore {
  const call = <T>(operation: Promise<T>): Promise<T> =>
    withDeadline("Firestore", operation, deadlineMs);

  return {
    async createWithAdmin({ name, description, createdBy }) {
      const organization = db.collection("orgs").doc();
      // The roles record is created with a must-not-exist precondition: that, not a read in a
      // transaction, is what keeps a user to one organization when requests race.
      const batch = db
        .batch()
        .create(db.doc(rolesPath(createdBy)), { orgId: organization.id, ...ADMIN_ROLE })
        .create(organization, {
          name,
          description,
          createdBy,
          createdAt: FieldValue.serverTimestamp(),
        });
      try {
        const [rolesWrite] = await call(batch.commit());
        if (!rolesWrite) throw new Error("The commit returned no write results");
        // A server timestamp is the commit time, which every write result of the batch carries.
        const createdAt = rolesWrite.writeTime.toDate().toISOString();
        return { id: organization.id, name, description, createdBy, createdAt };
      } catch (error) {
        if (hasCode(error, GrpcStatus.ALREADY_EXISTS)) throw new RolesRecordExistsError(createdBy);
        throw error;
      }
    },

    async findRoles(uid) {
      const snapshot = await call(db.doc(rolesPath(uid)).get());
      if (!snapshot.exists) return null;
      const permissions: unknown = snapshot.get("permissions");
      return {
        orgId: textOrNull(snapshot.get("orgId")),
        role: textOrNull(snapshot.get("role")),
        permissions: Array.isArray(permissions)
          ? permissions.filter((permission): permission is string => typeof permission === "string")
          : [],
      };
    },

    async findOrganization(orgId) {
      const snapshot = await call(db.doc(organizationPath(orgId)).get());
      return snapshot.exists ? toOrganization(snapshot) : null;
    },
  };
}

function toOrganization(snapshot: DocumentSnapshot): Organization {
  const storedCreatedAt: unknown = snapshot.get("createdAt");
  // A record written without `createdAt` still has the time Firestore created it.
  const created = storedCreatedAt instanceof Timestamp ? storedCreatedAt : snapshot.createTime;
  if (!created) throw new Error(`${snapshot.ref.path} has no creation time`);
  return {
    id: snapshot.id,
    name: textOrNull(snapshot.get("name")) ?? "",
    description: textOrNull(snapshot.get("description")) ?? "",
    createdBy: textOrNull(snapshot.get("createdBy")) ?? "",
    createdAt: created.toDate().toISOString(),
  };
}

const textOrNull = (value: unknown): string | null => (typeof value === "string" ? value : null);

const hasCode = (error: unknown, code: number): boolean =>
  typeof error === "object" && error !== null && "code" in error && error.code === code;
