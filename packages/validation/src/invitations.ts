import * as v from "valibot";
import { isValidEmail } from "./email.js";
import { messages } from "./messages.js";
import { ROLE_VALUES } from "./roles.js";
import { optionalText, requiredText } from "./schema.js";

/** An invitation gives one of the roles a member can have. */
export const INVITATION_ROLES = ROLE_VALUES;
export type InvitationRole = (typeof INVITATION_ROLES)[number];

/** A new invitation: a valid email (trimmed), a role and an optional personal message. */
export const invitationDraftSchema = v.object(
  {
    email: v.pipe(
      requiredText(messages.emailRequired),
      v.check(isValidEmail, messages.emailInvalid),
    ),
    role: v.picklist(INVITATION_ROLES, messages.invitationRoleInvalid),
    message: optionalText(messages.personalMessageNotText),
  },
  messages.requestBodyNotObject,
);

export type InvitationDraftOutput = v.InferOutput<typeof invitationDraftSchema>;
