import { createHash } from "node:crypto";
import { timeZoneOf, timeZoneShortName, type SignInReport } from "@hoa/validation";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { nameOf, type Caller } from "../../auth/idToken.js";
import { administratorsToNotify } from "../../mail/administrators.js";
import { queueMail } from "../../mail/queue.js";
import { oneLine, renderEmail } from "../../mail/render.js";
import type { DataContext } from "../../platform/data-context.js";
import type { OrganizationAccess } from "../../platform/organization-access.js";
import { organizationRef } from "../organizations/documents.js";
import { runTransaction } from "../../platform/transactions.js";

/** `users/{uid}/devices/{sha256(deviceId)}`: the browsers a person has signed in from. */
const devicesOf = (db: Firestore, uid: string) => db.collection(`users/${uid}/devices`);

/**
 * Records a sign-in from a browser. The first sign-in from a browser an administrator has not
 * used before (not their very first one) emails every administrator while the organization's
 * "Email admins about sign-ins from new devices" switch is on. Members' sign-ins are recorded
 * without an email: they cannot change anything.
 */
export async function recordSignIn(
  data: DataContext,
  access: OrganizationAccess,
  caller: Caller,
  report: SignInReport,
): Promise<{ newDevice: boolean; mailIds: string[] }> {
  const { db } = data;
  const devices = devicesOf(db, caller.uid);
  const ref = devices.doc(createHash("sha256").update(report.deviceId).digest("hex").slice(0, 40));
  return runTransaction(data, async (transaction) => {
    const device = await transaction.get(ref);
    const earlier = await transaction.get(devices.limit(1));
    const organization = await transaction.get(organizationRef(db, access.orgId));
    const notice = access.isAdmin
      ? await administratorsToNotify(transaction, db, access.orgId, "alertOnNewSignIn")
      : null;
    const now = data.clock.now();
    if (device.exists) {
      transaction.update(ref, { lastSeenAt: Timestamp.fromDate(now), device: report.device });
      return { newDevice: false, mailIds: [] };
    }
    transaction.create(ref, {
      device: report.device,
      firstSeenAt: Timestamp.fromDate(now),
      lastSeenAt: Timestamp.fromDate(now),
    });
    if (earlier.empty || !notice || notice.addresses.length === 0) {
      return { newDevice: true, mailIds: [] };
    }
    const zone = timeZoneOf(organization.get("timeZone"));
    const when = now.toLocaleString("en-US", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: zone,
    });
    const who = oneLine(nameOf(caller, "An administrator"));
    const name = oneLine(notice.organizationName);
    const subject = `New sign-in to ${name}: ${who}`;
    const { text, html } = renderEmail({
      organizationName: name,
      preheader: subject,
      heading: "A sign-in from a new device",
      paragraphs: [
        `${who}${caller.email && caller.email !== who ? ` (${caller.email})` : ""} signed in to ${name} from a device they had not used before: ${oneLine(report.device) || "an unknown browser"}, on ${when} ${timeZoneShortName(zone, now)}.`,
        "If this was not them, reset the account's password and remove it from the organization's members until it is safe.",
      ],
      footer: `You receive this email as an administrator of ${name} while its "Email admins about sign-ins from new devices" switch is on (Settings).`,
    });
    const mailIds = notice.addresses.map((to) =>
      queueMail(data, transaction, {
        to,
        message: { subject, text, html },
        orgId: access.orgId,
        kind: "signInAlert",
      }),
    );
    return { newDevice: true, mailIds };
  });
}
