import * as v from "valibot";
import { messages } from "./messages.js";
import {
  organizationFormSchema,
  validateOrganizationDescription,
  validateOrganizationName,
} from "./organization.js";
import { optionalText, rule, text, trimmedText } from "./schema.js";
import {
  NOTIFICATION_TOGGLES,
  SECURITY_TOGGLES,
  SESSION_TIMEOUTS,
  type SettingsToggle,
} from "./settings.js";
import { isTimeZoneChoice } from "./time-zone-choices.js";

// The settings' own module: the console loads it (and the list of zones) with its Settings page.

const toggleSchemas = Object.fromEntries(
  [...SECURITY_TOGGLES, ...NOTIFICATION_TOGGLES].map((name) => [
    name,
    v.optional(v.boolean(messages.settingsToggleInvalid)),
  ]),
) as Record<SettingsToggle, v.OptionalSchema<v.BooleanSchema<string>, undefined>>;

/**
 * `PATCH /api/orgs/{orgId}`: the fields to change. The name and description are checked as on
 * creation; the time zone is one of `TIME_ZONES` (IANA names; the old codes PT, MT, CT and ET
 * still pass, and are stored as their zones); the session timeout and switches are fixed options.
 */
export const updateOrganizationRequestSchema = v.object(
  {
    name: v.optional(
      v.pipe(trimmedText(messages.organizationNameRequired), rule(validateOrganizationName)),
    ),
    description: v.optional(
      v.pipe(
        optionalText(messages.organizationDescriptionNotText),
        rule(validateOrganizationDescription),
      ),
    ),
    timeZone: v.optional(
      v.pipe(
        text(messages.timeZoneInvalid),
        v.check(isTimeZoneChoice, messages.timeZoneInvalid),
        v.description(
          "An IANA time zone of a location (America/Phoenix); PT, MT, CT and ET are read as America/Los_Angeles, America/Denver, America/Chicago and America/New_York",
        ),
      ),
    ),
    sessionTimeout: v.optional(v.picklist(SESSION_TIMEOUTS, messages.sessionTimeoutInvalid)),
    ...toggleSchemas,
  },
  messages.requestBodyNotObject,
);

/** The console's settings form: every setting, the name required as on creation. */
export const organizationSettingsSchema = v.object(
  {
    ...updateOrganizationRequestSchema.entries,
    name: organizationFormSchema.entries.name,
  },
  messages.requestBodyNotObject,
);

export type UpdateOrganizationRequest = v.InferOutput<typeof updateOrganizationRequestSchema>;
