import {
  VIOLATION_REPLY_LABELS,
  violationMessages as m,
  type ViolationReplyRequest,
} from "@hoa/validation/violations";
import { Timestamp } from "firebase-admin/firestore";
import { ApiError } from "../../http/errors.js";
import type { DataContext } from "../../platform/data-context.js";
import { isDocumentId } from "../../platform/document-ids.js";
import type { OrganizationAccess } from "../../platform/organization-access.js";
import { runTransaction } from "../../platform/transactions.js";
import { linkedResidents, linkedResidentsIn } from "../residents/accounts.js";
import {
  timelineCollection,
  timelineId,
  toTimelineEntry,
  toViolation,
  violationRef,
  violationsCollection,
  type TimelineEntry,
  type Violation,
} from "./documents.js";

/** The steps a resident sees with their words: letters and replies; the board's notes stay its own. */
const forResident = (entry: TimelineEntry): TimelineEntry =>
  entry.step === "reply" ? entry : { ...entry, note: "" };

/** The violations at the properties where the caller's linked residents live, newest first. */
export async function listOwnViolations(
  data: DataContext,
  access: OrganizationAccess,
): Promise<Violation[]> {
  const properties = [...new Set((await linkedResidents(data, access)).map((r) => r.propertyId))];
  const pages = await Promise.all(
    properties.map((propertyId) =>
      data.call(
        violationsCollection(data.db, access.orgId)
          .where("propertyId", "==", propertyId)
          .orderBy("createdAt", "desc")
          .limit(100)
          .get(),
      ),
    ),
  );
  return pages
    .flatMap((page) => page.docs.map(toViolation))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * One of the caller's violations with its timeline as a resident sees it; any other is 404 (the
 * id tells nothing of another household).
 */
export async function getOwnViolation(
  data: DataContext,
  access: OrganizationAccess,
  id: string,
): Promise<{ violation: Violation; timeline: TimelineEntry[] }> {
  if (!isDocumentId(id)) throw new ApiError(404, m.notFound);
  const [snapshot, residents] = await Promise.all([
    data.call(violationRef(data.db, access.orgId, id).get()),
    linkedResidents(data, access),
  ]);
  if (!snapshot.exists) throw new ApiError(404, m.notFound);
  const violation = toViolation(snapshot);
  if (!residents.some((resident) => resident.propertyId === violation.propertyId)) {
    throw new ApiError(404, m.notFound);
  }
  const timeline = await data.call(
    timelineCollection(data.db, access.orgId, id).orderBy("seq").limit(500).get(),
  );
  return { violation, timeline: timeline.docs.map(toTimelineEntry).map(forResident) };
}

/**
 * A resident's reply, request for a hearing or for more time, appended to the violation's
 * timeline for the board (the violation's version does not move: the board's next step is not
 * refused for it). Refused on a closed violation (409) and on another household's (404).
 */
export function replyToViolation(
  data: DataContext,
  access: OrganizationAccess,
  id: string,
  request: ViolationReplyRequest,
): Promise<TimelineEntry> {
  if (!isDocumentId(id)) return Promise.reject(new ApiError(404, m.notFound));
  const ref = violationRef(data.db, access.orgId, id);
  return runTransaction(data, async (transaction) => {
    const [snapshot, residents] = await Promise.all([
      transaction.get(ref),
      linkedResidentsIn(transaction, data.db, access.orgId, access.uid),
    ]);
    if (!snapshot.exists) throw new ApiError(404, m.notFound);
    const violation = toViolation(snapshot);
    const resident = residents.find((r) => r.propertyId === violation.propertyId);
    if (!resident) throw new ApiError(404, m.notFound);
    if (violation.status === "closed") throw new ApiError(409, m.closed);
    if (request.kind === "appealRequest" && (violation.status !== "decided" || violation.appeal)) {
      throw new ApiError(409, m.appealOnlyAfterDecision);
    }
    const seq = (Number(snapshot.get("timelineCount")) || 0) + 1;
    const now = Timestamp.fromDate(data.clock.now());
    const entry = {
      seq,
      step: "reply",
      at: now,
      by: { uid: access.uid, name: resident.name },
      summary: `${VIOLATION_REPLY_LABELS[request.kind]}: ${resident.name}`,
      note: request.message,
      letter: null,
      ledgerEntryId: null,
      kind: request.kind,
    };
    transaction.create(ref.collection("timeline").doc(timelineId(seq)), entry);
    transaction.update(ref, { timelineCount: seq });
    return {
      id: timelineId(seq),
      step: "reply",
      at: now.toDate().toISOString(),
      by: entry.by,
      summary: entry.summary,
      note: entry.note,
      letter: null,
      ledgerEntryId: null,
    };
  });
}
