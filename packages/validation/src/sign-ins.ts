import * as v from "valibot";
import { messages } from "./messages.js";
import { text } from "./schema.js";

/**
 * `POST /api/orgs/{orgId}/sign-ins`: the console reports a sign-in once per browser session,
 * with its browser's own random id (kept in the browser) and a short description of it.
 */
export const signInReportSchema = v.object(
  {
    deviceId: v.pipe(
      text(messages.deviceIdInvalid),
      v.regex(/^[A-Za-z0-9-]{8,64}$/u, messages.deviceIdInvalid),
    ),
    device: v.pipe(
      text(messages.deviceDescriptionInvalid),
      v.trim(),
      v.maxLength(200, messages.deviceDescriptionInvalid),
    ),
  },
  messages.requestBodyNotObject,
);
export type SignInReport = v.InferOutput<typeof signInReportSchema>;
