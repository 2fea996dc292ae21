import {
  NOTIFICATION_TOGGLES,
  SECURITY_TOGGLES,
  SESSION_TIMEOUTS,
  type SettingsToggle,
} from "@hoa/validation";
import * as v from "valibot";
import { timeSchema, timeZoneSchema, namedObject } from "../../http/openapi.js";

const toggles = Object.fromEntries(
  [...SECURITY_TOGGLES, ...NOTIFICATION_TOGGLES].map((name) => [name, v.boolean()]),
) as Record<SettingsToggle, v.BooleanSchema<undefined>>;

export const organizationSchema = namedObject("Organization", {
  id: v.string(),
  name: v.string(),
  description: v.string(),
  createdBy: v.string(),
  /** ISO 8601. */
  createdAt: timeSchema,
  version: v.number(),
  /** Decides "today" and "due day" for billing, events and schedules. */
  timeZone: timeZoneSchema,
  /** How long an administrator may stay idle in the console before being signed out. */
  sessionTimeout: v.picklist(SESSION_TIMEOUTS),
  /**
   * Security switches (`requireTwoFactor` recorded, not enforced yet; `alertOnNewSignIn` emails the administrators about an administrator's sign-in from a new browser)
   * and the administrators' emails (`notify...`; Support tickets is sent).
   */
  ...toggles,
});

/** `users/{uid}/roles/roles` as the API returns it; a field the record lacks is null. */
export const rolesSchema = namedObject("Roles", {
  orgId: v.nullable(v.string()),
  role: v.nullable(v.string()),
  permissions: v.array(v.string()),
});

export type Organization = v.InferOutput<typeof organizationSchema>;
