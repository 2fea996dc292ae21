import { timeZoneOf, type TimeZone } from "./time-zones.js";

/**
 * The organization's settings vocabulary (spec §3) beyond its time zone (`time-zones.ts`): session
 * timeouts 30 minutes, 1 hour, 4 hours, Never, and the security and notification switches.
 */
export const SESSION_TIMEOUTS = ["30m", "1h", "4h", "never"] as const;
export type SessionTimeout = (typeof SESSION_TIMEOUTS)[number];

export const SESSION_TIMEOUT_LABELS: Readonly<Record<SessionTimeout, string>> = {
  "30m": "30 minutes",
  "1h": "1 hour",
  "4h": "4 hours",
  never: "Never",
};

/** How long an administrator may stay idle before the console signs them out (`null`: never). */
export const SESSION_TIMEOUT_MS: Readonly<Record<SessionTimeout, number | null>> = {
  "30m": 30 * 60_000,
  "1h": 60 * 60_000,
  "4h": 4 * 60 * 60_000,
  never: null,
};

export const DEFAULT_SESSION_TIMEOUT: SessionTimeout = "1h";

/** The organization's switches, each a boolean stored on `orgs/{orgId}` under its own name. */
export const SECURITY_TOGGLES = ["requireTwoFactor", "alertOnNewSignIn"] as const;
export const NOTIFICATION_TOGGLES = [
  "notifyNewResidents",
  "notifySupportTickets",
  "notifyPayments",
  "notifyWeeklySummary",
] as const;
export type SettingsToggle =
  (typeof SECURITY_TOGGLES)[number] | (typeof NOTIFICATION_TOGGLES)[number];

/** What an organization that never chose starts with. */
export const DEFAULT_TOGGLES: Readonly<Record<SettingsToggle, boolean>> = {
  requireTwoFactor: false,
  alertOnNewSignIn: true,
  notifyNewResidents: true,
  notifySupportTickets: true,
  notifyPayments: true,
  notifyWeeklySummary: false,
};

/** The organization's settings beyond its name and description, as stored and answered. */
export type OrganizationPreferences = {
  timeZone: TimeZone;
  sessionTimeout: SessionTimeout;
} & Record<SettingsToggle, boolean>;

/** The stored settings of an organization, each missing or unknown one at its default. */
export function preferencesOf(stored: Readonly<Record<string, unknown>>): OrganizationPreferences {
  const toggle = (name: SettingsToggle) =>
    typeof stored[name] === "boolean" ? stored[name] : DEFAULT_TOGGLES[name];
  return {
    timeZone: timeZoneOf(stored.timeZone),
    sessionTimeout: SESSION_TIMEOUTS.includes(stored.sessionTimeout as SessionTimeout)
      ? (stored.sessionTimeout as SessionTimeout)
      : DEFAULT_SESSION_TIMEOUT,
    requireTwoFactor: toggle("requireTwoFactor"),
    alertOnNewSignIn: toggle("alertOnNewSignIn"),
    notifyNewResidents: toggle("notifyNewResidents"),
    notifySupportTickets: toggle("notifySupportTickets"),
    notifyPayments: toggle("notifyPayments"),
    notifyWeeklySummary: toggle("notifyWeeklySummary"),
  };
}
