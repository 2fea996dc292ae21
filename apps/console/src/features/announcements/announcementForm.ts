import type { FieldErrors } from "@hoa/ui";
import type { AnnouncementPriority, Audience } from "./mock-data";

export interface AnnouncementDraft {
  title: string;
  message: string;
  priority: AnnouncementPriority;
  audience: Audience;
}

export const emptyAnnouncementDraft: AnnouncementDraft = {
  title: "",
  message: "",
  priority: "Normal",
  audience: "All Residents",
};

export const announcementFormMessages = {
  titleRequired: "Title is required",
  messageRequired: "Message is required",
} as const;

export function validateAnnouncementDraft(
  draft: AnnouncementDraft,
): FieldErrors<AnnouncementDraft> {
  const errors: FieldErrors<AnnouncementDraft> = {};
  if (draft.title.trim() === "") errors.title = announcementFormMessages.titleRequired;
  if (draft.message.trim() === "") errors.message = announcementFormMessages.messageRequired;
  return errors;
}
