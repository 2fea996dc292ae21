import {
  AUDITED_FIELDS,
  preferencesOf,
  ROLES,
  timeZoneOf,
  type CreateOrganizationRequest,
  type UpdateOrganizationRequest,
} from "@hoa/validation";
import { GrpcStatus, Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import { nameOf, type Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { apiMessages } from "../../http/messages.js";
import type { DataContext } from "../../platform/data-context.js";
import { createRoles, findRoles, type RolesRecord } from "../../platform/roles.js";
import { assertVersion } from "../../platform/versioning.js";
import { changedFields, writeAuditEntry } from "../../platform/audit-trail.js";
import { billingSettingsRef } from "../billing/refs.js";
import { billingWakeUp } from "../billing/settings.js";
import { nextWeeklySummaryAt } from "../summary/schedule.js";
import { createMember } from "../members/store.js";
import { organizationRef } from "./documents.js";
import type { Organization } from "./schemas.js";
import { runTransaction } from "../../platform/transactions.js";

export type { Organization } from "./schemas.js";

/** The user already has a roles record, so a new organization would be a second one. */
export class RolesRecordExistsError extends Error {
  constructor(uid: string) {
    super(`users/${uid}/roles/roles already exists`);
    this.name = "RolesRecordExistsError";
  }
}

/** Name, description and every setting: what a change may touch and its audit entry names. */
const EDITABLE_FIELDS = AUDITED_FIELDS.organization;

export interface OrganizationStore {
  /**
   * Writes the organization, its creator's admin roles record and membership, and the audit
   * entry, together or not at all.
   */
  createWithAdmin(request: CreateOrganizationRequest, creator: Caller): Promise<Organization>;
  findRoles(uid: string): Promise<RolesRecord | null>;
  findOrganization(orgId: string): Promise<Organization | null>;
  /** Applies the changes made to `expectedVersion` (412 if it is no longer current), audited. */
  update(
    orgId: string,
    changes: UpdateOrganizationRequest,
    expectedVersion: number,
    actor: Caller,
  ): Promise<Organization>;
}

declare module "../../http/route-kit.js" {
  interface KitStores {
    /** The organizations and their settings, for the organization's routes. */
    organizations: OrganizationStore;
  }
}

export function firestoreOrganizationStore(data: DataContext): OrganizationStore {
  const { db, call } = data;

  return {
    async createWithAdmin({ name, description, createdBy }, creator) {
      const organization = db.collection("orgs").doc();
      const now = Timestamp.fromDate(data.clock.now());
      const batch = db.batch();
      // Created with a must-not-exist precondition: a second organization of the same user fails
      // the whole batch (ALREADY_EXISTS).
      createRoles(batch, db, createdBy, organization.id, ROLES.admin);
      batch.create(organization, {
        name,
        description,
        createdBy,
        createdAt: now,
        version: 1,
      });
      createMember(
        db,
        batch,
        organization.id,
        {
          uid: createdBy,
          email: creator.email ?? "",
          displayName: nameOf(creator, ""),
          role: ROLES.admin,
        },
        now,
      );
      writeAuditEntry(data, batch, {
        orgId: organization.id,
        actor: creator,
        action: "create",
        resource: "organization",
        resourceId: organization.id,
        label: name,
        changes: changedFields(null, { name, description }, EDITABLE_FIELDS),
      });
      try {
        await call(batch.commit());
        // The clock's time rather than a server timestamp: what the answer says is what is
        // stored, to the millisecond (the emulator's server timestamps are a few ms off the
        // commit's write time).
        const createdAt = now.toDate().toISOString();
        return {
          id: organization.id,
          name,
          description,
          createdBy,
          createdAt,
          version: 1,
          ...preferencesOf({}),
        };
      } catch (error) {
        if (hasCode(error, GrpcStatus.ALREADY_EXISTS)) throw new RolesRecordExistsError(createdBy);
        throw error;
      }
    },

    findRoles: (uid) => findRoles(data, uid),

    async findOrganization(orgId) {
      const snapshot = await call(organizationRef(db, orgId).get());
      return snapshot.exists ? toOrganization(snapshot) : null;
    },

    update(orgId, changes, expectedVersion, actor) {
      const ref = organizationRef(db, orgId);
      return runTransaction(data, async (transaction) => {
        const snapshot = await transaction.get(ref);
        if (!snapshot.exists) throw new ApiError(404, apiMessages.organizationNotFound);
        const current = toOrganization(snapshot);
        assertVersion(current.version, expectedVersion);
        const next = { ...current, ...definedOnly(changes) };
        // A console from before any zone could be chosen sends a code: its zone is stored.
        next.timeZone = timeZoneOf(next.timeZone);
        const changed = changedFields(current, next, EDITABLE_FIELDS);
        if (changed.length === 0) return current;
        // Billing's dates are days in the organization's zone: the scheduler sets them again.
        const wakeBilling = changed.some(({ field }) => field === "timeZone")
          ? await billingWakeUp(transaction, billingSettingsRef(db, orgId), data.clock.now())
          : null;
        const version = current.version + 1;
        wakeBilling?.();
        const summary = changed.some(
          ({ field }) => field === "notifyWeeklySummary" || field === "timeZone",
        )
          ? { weeklySummaryAt: weeklySummaryAtOf(next, data.clock.now()) }
          : {};
        transaction.update(ref, {
          ...summary,
          ...Object.fromEntries(changed.map(({ field, after }) => [field, after])),
          version,
          updatedAt: Timestamp.fromDate(data.clock.now()),
        });
        writeAuditEntry(data, transaction, {
          orgId,
          actor,
          action: "update",
          resource: "organization",
          resourceId: orgId,
          label: next.name,
          changes: changed,
        });
        return { ...next, version };
      });
    },
  };
}

/** When the summary job next emails the organization's weekly summary: never while it is off. */
const weeklySummaryAtOf = (organization: Organization, now: Date): Timestamp | null =>
  organization.notifyWeeklySummary
    ? Timestamp.fromDate(nextWeeklySummaryAt(now, timeZoneOf(organization.timeZone)))
    : null;

function toOrganization(snapshot: DocumentSnapshot): Organization {
  const storedCreatedAt: unknown = snapshot.get("createdAt");
  // A record written without `createdAt` still has the time Firestore created it.
  const created = storedCreatedAt instanceof Timestamp ? storedCreatedAt : snapshot.createTime;
  if (!created) throw new Error(`${snapshot.ref.path} has no creation time`);
  const version: unknown = snapshot.get("version");
  return {
    id: snapshot.id,
    name: textOrNull(snapshot.get("name")) ?? "",
    description: textOrNull(snapshot.get("description")) ?? "",
    createdBy: textOrNull(snapshot.get("createdBy")) ?? "",
    createdAt: created.toDate().toISOString(),
    version: typeof version === "number" ? version : 1,
    ...preferencesOf(snapshot.data() ?? {}),
  };
}

const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== undefined),
  ) as Partial<T>;

const textOrNull = (value: unknown): string | null => (typeof value === "string" ? value : null);

const hasCode = (error: unknown, code: number): boolean =>
  typeof error === "object" && error !== null && "code" in error && error.code === code;
