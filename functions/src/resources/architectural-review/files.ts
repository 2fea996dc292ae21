import { formatCents, localDateIn } from "@hoa/validation";
import { ARC_CATEGORY_LABELS, arcMessages as m } from "@hoa/validation/architectural-review";
import { VIOLATION_STATUS_LABELS } from "@hoa/validation/violations";
import { ApiError } from "../../http/errors.js";
import type { DataContext } from "../../platform/data-context.js";
import type { OrganizationAccess } from "../../platform/organization-access.js";
import { text } from "../../platform/stored-values.js";
import { accountFromData } from "../billing/account.js";
import { accountRef } from "../billing/refs.js";
import { organizationZone } from "../organizations/documents.js";
import { propertyRef } from "../properties/store.js";
import { toViolation, violationsCollection } from "../violations/documents.js";
import type { LetterFile } from "../violations/letter-files.js";
import { letterPdf } from "../violations/letter-pdf.js";
import { letterDate } from "../violations/letters.js";
import type { ArcTimelineEntry, OwnArcRequest } from "./documents.js";
import { getArcTimeline, getArcRequest, getOwnArcRequest, listModifications } from "./store.js";

const letterNotFound = () => new ApiError(404, m.letterNotFound);

/** The PDF of `entry`'s letter, dated in the organization's zone; 404 for an entry without one. */
async function letterFile(
  data: DataContext,
  orgId: string,
  request: OwnArcRequest,
  entry: ArcTimelineEntry | undefined,
): Promise<LetterFile> {
  if (!entry?.letter) throw letterNotFound();
  const { zone, name } = await organizationZone(data, orgId);
  const bytes = await letterPdf({
    organizationName: name,
    zone,
    reference: `Architectural request ${request.number}`,
    propertyLabel: request.propertyLabel,
    sentAt: entry.at,
    letter: entry.letter,
  });
  const step = entry.step === "returned" ? "more-information" : "decision";
  return { bytes, fileName: `architectural-request-${request.number}-${step}.pdf` };
}

/** A letter of a request as a PDF, for the board: 404 for an unknown request or entry. */
export async function arcLetterPdf(
  data: DataContext,
  access: OrganizationAccess,
  requestId: string,
  entryId: string,
): Promise<LetterFile> {
  const request = await getArcRequest(data, access, requestId);
  const timeline = await getArcTimeline(data, access, requestId);
  return letterFile(
    data,
    access.orgId,
    request,
    timeline.find((entry) => entry.id === entryId),
  );
}

/** A letter of one of the caller's household's requests as a PDF (the portal); any other is 404. */
export async function ownArcLetterPdf(
  data: DataContext,
  access: OrganizationAccess,
  requestId: string,
  entryId: string,
): Promise<LetterFile> {
  const { request, timeline } = await getOwnArcRequest(data, access, requestId);
  return letterFile(
    data,
    access.orgId,
    request,
    timeline.find((entry) => entry.id === entryId),
  );
}

/**
 * The property's resale package as a PDF: what a buyer's escrow asks the association about the
 * property, prepared today in the organization's zone: the account's balance, the changes the
 * association approved (the modification record, with their conditions) and the violations still
 * open. 404 for an unknown property.
 */
export async function resalePackagePdf(
  data: DataContext,
  orgId: string,
  propertyId: string,
): Promise<LetterFile> {
  const modifications = await listModifications(data, orgId, propertyId);
  const [property, account, violations, organization] = await Promise.all([
    data.call(propertyRef(data.db, orgId, propertyId).get()),
    data.call(accountRef(data.db, orgId, propertyId).get()),
    data.call(
      violationsCollection(data.db, orgId)
        .where("propertyId", "==", propertyId)
        .orderBy("createdAt", "desc")
        .limit(100)
        .get(),
    ),
    organizationZone(data, orgId),
  ]);
  const unit = text(property.get("unit"));
  const propertyLabel = `${text(property.get("address"))}${unit ? `, ${unit}` : ""}`;
  const balance = accountFromData(account.data()).balanceCents;
  const open = violations.docs
    .map(toViolation)
    .filter((violation) => violation.status !== "closed");
  const now = data.clock.now();
  const paragraphs = [
    `Account balance: ${balance > 0 ? `${formatCents(balance)} owed` : balance < 0 ? `${formatCents(-balance)} in credit` : "nothing owed"} as of ${letterDate(localDateIn(now, organization.zone))}.`,
    `Modification record: ${modifications.length === 0 ? "the association has approved no changes to this property." : `${modifications.length} approved ${modifications.length === 1 ? "change" : "changes"}, latest first:`}`,
    ...modifications.map(
      (modification) =>
        `Architectural request ${modification.number}, approved ${letterDate(localDateIn(new Date(modification.approvedAt), organization.zone))}: ${ARC_CATEGORY_LABELS[modification.category]}, ${modification.title}. ${modification.conditions.length > 0 ? `Conditions: ${modification.conditions.join("; ")}.` : "No conditions."}`,
    ),
    `Open violations: ${open.length === 0 ? "none." : `${open.length}:`}`,
    ...open.map(
      (violation) =>
        `Violation ${violation.number}: ${violation.category.name}, ${VIOLATION_STATUS_LABELS[violation.status].toLowerCase()} (seen ${letterDate(violation.observedOn)}).`,
    ),
  ];
  const bytes = await letterPdf({
    organizationName: organization.name,
    zone: organization.zone,
    reference: "Resale package",
    propertyLabel,
    addressee: `Prepared for the sale of ${propertyLabel}`,
    sentAt: now.toISOString(),
    letter: {
      title: `Resale package: ${propertyLabel}`,
      paragraphs,
      citation: "",
      sentTo: [],
    },
  });
  const slug = propertyLabel
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, "-")
    .replace(/^-|-$/gu, "");
  return { bytes, fileName: `resale-package-${slug || "property"}.pdf` };
}
