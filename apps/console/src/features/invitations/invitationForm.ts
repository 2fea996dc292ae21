import type { ChoiceOption } from "@hoa/ui";
import type { InvitationRole } from "@hoa/validation";

export interface InvitationDraft {
  email: string;
  role: InvitationRole;
  message: string;
}

export const emptyInvitationDraft: InvitationDraft = { email: "", role: "member", message: "" };

export const roleOptions: readonly ChoiceOption<InvitationRole>[] = [
  { value: "member", label: "Member", description: "Sees community pages, events and documents." },
  { value: "admin", label: "Admin", description: "Manages the organization and its members." },
];
