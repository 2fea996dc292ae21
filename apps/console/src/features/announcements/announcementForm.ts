import type { AnnouncementPriority, Audience } from "@hoa/validation";

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
