import type { FieldErrors } from "@hoa/ui";
import { isValidEmail, messages } from "@hoa/validation";
import { DEFAULT_PRIORITY, type Priority } from "./priorities";

/** The compose form's object; it stays in the browser (spec §3: never sent). */
export interface EmailCompose {
  to: string;
  subject: string;
  message: string;
  priority: Priority;
}

export const emptyEmailCompose: EmailCompose = {
  to: "",
  subject: "",
  message: "",
  priority: DEFAULT_PRIORITY,
};

export const emailComposeMessages = {
  recipientRequired: "Recipient email is required",
  recipientInvalid: messages.emailInvalid,
  subjectRequired: "Subject is required",
  messageRequired: "Message is required",
} as const;

/** Recipient (a valid email), subject and message are required (spec §5). */
export function validateEmailCompose(values: EmailCompose): FieldErrors<EmailCompose> {
  const errors: FieldErrors<EmailCompose> = {};
  const recipient = values.to.trim();
  if (recipient === "") errors.to = emailComposeMessages.recipientRequired;
  else if (!isValidEmail(recipient)) errors.to = emailComposeMessages.recipientInvalid;
  if (values.subject.trim() === "") errors.subject = emailComposeMessages.subjectRequired;
  if (values.message.trim() === "") errors.message = emailComposeMessages.messageRequired;
  return errors;
}
