import type { ChoiceOption, FormSchema } from "@hoa/ui";
import {
  createInvitationsRequestSchema,
  invitationEmailKey,
  isValidEmail,
  type CreateInvitationsRequestInput,
  type InvitationRole,
} from "@hoa/validation";

/** The invitation form: the addresses as typed or pasted, the role and a personal message. */
export interface InviteFormValues {
  emails: string;
  role: InvitationRole;
  message: string;
}

export const emptyInviteForm: InviteFormValues = { emails: "", role: "member", message: "" };

export const roleOptions: readonly ChoiceOption<InvitationRole>[] = [
  {
    value: "member",
    label: "Member",
    description: "Sees the console read-only: community pages, events and documents.",
  },
  { value: "admin", label: "Admin", description: "Manages the organization and its members." },
];

/**
 * Each address a text holds once, as first written (whatever its case), in order: addresses are
 * separated by commas, semicolons, spaces or new lines.
 */
export function splitAddresses(text: string): string[] {
  const seen = new Set<string>();
  return text.split(/[\s,;]+/u).filter((address) => {
    const key = invitationEmailKey(address);
    if (key === "" || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What the address box holds: the addresses it recognised and what is not an address. */
export function readAddresses(text: string): { valid: string[]; invalid: string[] } {
  const addresses = splitAddresses(text);
  return {
    valid: addresses.filter(isValidEmail),
    invalid: addresses.filter((address) => !isValidEmail(address)),
  };
}

/** The request the form's values make. */
export const inviteRequestOf = ({
  emails,
  role,
  message,
}: InviteFormValues): CreateInvitationsRequestInput => ({
  emails: splitAddresses(emails),
  role,
  message,
});

/**
 * The form is checked by the API's own request schema (so it refuses what the server would, with
 * the same messages), on the request its values make: a refused address marks the address box.
 */
export const inviteFormSchema: FormSchema<InviteFormValues> = {
  "~standard": {
    validate: (values) =>
      createInvitationsRequestSchema["~standard"].validate(
        inviteRequestOf(values as InviteFormValues),
      ),
  },
};
