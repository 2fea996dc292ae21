import { DEFAULT_PRIORITY, type Priority } from "@hoa/validation";

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
