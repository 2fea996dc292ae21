import type { ChoiceOption, FieldErrors } from "@hoa/ui";
import { isValidEmail, messages } from "@hoa/validation";
import type { InvitationRole } from "./mock-data";

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

export const invitationFormMessages = {
  emailRequired: "Email is required",
  emailInvalid: messages.emailInvalid,
} as const;

export function validateInvitationDraft(draft: InvitationDraft): FieldErrors<InvitationDraft> {
  const email = draft.email.trim();
  if (email === "") return { email: invitationFormMessages.emailRequired };
  if (!isValidEmail(email)) return { email: invitationFormMessages.emailInvalid };
  return {};
}
