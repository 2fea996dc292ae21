import { violationMessages as m } from "@hoa/validation/violations";
import { ApiError } from "../../http/errors.js";
import type { DataContext } from "../../platform/data-context.js";
import { isDocumentId } from "../../platform/document-ids.js";
import type { OrganizationAccess } from "../../platform/organization-access.js";
import { organizationZone } from "../organizations/documents.js";
import {
  timelineCollection,
  toTimelineEntry,
  type TimelineEntry,
  type Violation,
} from "./documents.js";
import { letterFileName, letterPdf } from "./letter-pdf.js";
import { getOwnViolation } from "./portal.js";
import { getViolation } from "./store.js";

/** A letter made a file: its PDF and the name it is saved under. */
export interface LetterFile {
  bytes: Uint8Array;
  fileName: string;
}

const letterNotFound = () => new ApiError(404, m.letterNotFound);

/** The PDF of `entry`'s letter, dated in the organization's zone; 404 for an entry without one. */
async function letterFile(
  data: DataContext,
  orgId: string,
  violation: Violation,
  entry: TimelineEntry | undefined,
): Promise<LetterFile> {
  if (!entry?.letter) throw letterNotFound();
  const { zone, name } = await organizationZone(data, orgId);
  const bytes = await letterPdf({
    organizationName: name,
    zone,
    reference: `Violation ${violation.number}`,
    propertyLabel: violation.propertyLabel,
    sentAt: entry.at,
    letter: entry.letter,
  });
  return { bytes, fileName: letterFileName(violation.number, entry.step) };
}

/** A letter of a violation as a PDF, for the board: 404 for an unknown violation or entry. */
export async function violationLetterPdf(
  data: DataContext,
  orgId: string,
  violationId: string,
  entryId: string,
): Promise<LetterFile> {
  const violation = await getViolation(data, orgId, violationId);
  if (!isDocumentId(entryId)) throw letterNotFound();
  const snapshot = await data.call(
    timelineCollection(data.db, orgId, violationId).doc(entryId).get(),
  );
  return letterFile(
    data,
    orgId,
    violation,
    snapshot.exists ? toTimelineEntry(snapshot) : undefined,
  );
}

/**
 * A letter of one of the caller's own household's violations as a PDF (the portal); another
 * household's violation is 404 exactly as `getOwnViolation` answers it.
 */
export async function ownViolationLetterPdf(
  data: DataContext,
  access: OrganizationAccess,
  violationId: string,
  entryId: string,
): Promise<LetterFile> {
  const { violation, timeline } = await getOwnViolation(data, access, violationId);
  return letterFile(
    data,
    access.orgId,
    violation,
    timeline.find((entry) => entry.id === entryId),
  );
}
