import type { InvitationRole } from "@hoa/validation";

export type InvitationStatus = "Pending" | "Expired";

export interface Invitation {
  email: string;
  role: InvitationRole;
  status: InvitationStatus;
  /** Calendar date, YYYY-MM-DD. */
  sentOn: string;
  invitedBy: string;
}

/** Sample open invitations of Maple Grove HOA (display only). */
export const invitations: readonly Invitation[] = [
  {
    email: "karen.mitchell@example.com",
    role: "member",
    status: "Pending",
    sentOn: "2025-03-14",
    invitedBy: "Sarah Johnson",
  },
  {
    email: "tom.becker@example.com",
    role: "admin",
    status: "Pending",
    sentOn: "2025-03-11",
    invitedBy: "Sarah Johnson",
  },
  {
    email: "olivia.ramos@example.com",
    role: "member",
    status: "Pending",
    sentOn: "2025-03-06",
    invitedBy: "Michael Chen",
  },
  {
    email: "greg.foster@example.com",
    role: "member",
    status: "Expired",
    sentOn: "2025-01-22",
    invitedBy: "Michael Chen",
  },
  {
    email: "nina.kowalski@example.com",
    role: "member",
    status: "Expired",
    sentOn: "2025-01-15",
    invitedBy: "Sarah Johnson",
  },
];

/** Invitations accepted so far; accepted ones leave the list above (spec §3: stats only). */
export const acceptedInvitationCount = 42;
