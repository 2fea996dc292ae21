export type TimeZone = "PT" | "MT" | "CT" | "ET";
export type SessionTimeout = "30m" | "1h" | "4h" | "never";

export const timeZoneOptions: readonly { value: TimeZone; label: string }[] = [
  { value: "PT", label: "Pacific Time (PT)" },
  { value: "MT", label: "Mountain Time (MT)" },
  { value: "CT", label: "Central Time (CT)" },
  { value: "ET", label: "Eastern Time (ET)" },
];

export const sessionTimeoutOptions: readonly { value: SessionTimeout; label: string }[] = [
  { value: "30m", label: "30 minutes" },
  { value: "1h", label: "1 hour" },
  { value: "4h", label: "4 hours" },
  { value: "never", label: "Never" },
];

export interface OrganizationSettings {
  name: string;
  description: string;
  timeZone: TimeZone;
  sessionTimeout: SessionTimeout;
  requireTwoFactor: boolean;
  alertOnNewSignIn: boolean;
  notifyNewResidents: boolean;
  notifySupportTickets: boolean;
  notifyPayments: boolean;
  notifyWeeklySummary: boolean;
}

/** Sample settings of Maple Grove HOA (display only). */
export const currentSettings: OrganizationSettings = {
  name: "Maple Grove HOA",
  description: "",
  timeZone: "PT",
  sessionTimeout: "1h",
  requireTwoFactor: true,
  alertOnNewSignIn: true,
  notifyNewResidents: true,
  notifySupportTickets: true,
  notifyPayments: false,
  notifyWeeklySummary: true,
};
