import type { ChoiceOption, SelectOption } from "@hoa/ui";
import {
  AUDIENCES,
  DEFAULT_PRIORITY,
  type Audience,
  type Priority,
  type RecipientType,
} from "@hoa/validation";

/** The compose form's values: the API's request (`composeEmailRequestSchema`). */
export interface EmailCompose {
  recipientType: RecipientType;
  to: string;
  residentId: string;
  audience: Audience;
  subject: string;
  message: string;
  priority: Priority;
}

export const emptyEmailCompose: EmailCompose = {
  recipientType: "address",
  to: "",
  residentId: "",
  audience: "All Residents",
  subject: "",
  message: "",
  priority: DEFAULT_PRIORITY,
};

export const recipientTypeOptions: readonly ChoiceOption<RecipientType>[] = [
  { value: "address", label: "An email address" },
  { value: "resident", label: "A resident" },
  { value: "audience", label: "A group or the board" },
];

/** The announcements' audiences; Board Members is the board. */
export const audienceOptions: readonly SelectOption<Audience>[] = AUDIENCES.map((audience) => ({
  value: audience,
  label: audience === "Board Members" ? "Board Members (the board)" : audience,
}));
