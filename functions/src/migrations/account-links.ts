import {
  FieldPath,
  FieldValue,
  Timestamp,
  type QueryDocumentSnapshot,
} from "firebase-admin/firestore";
import type { DataContext } from "../platform/data-context.js";
import { runTransaction } from "../platform/transactions.js";
import { membersCollection } from "../resources/members/documents.js";
import {
  MEMBER_RESIDENTS_FIELD,
  linkAcceptedResident,
  residentToLink,
} from "../resources/residents/accounts.js";

/** Organizations read per page of the migration. */
const PAGE = 100;

export interface AccountLinksReport {
  organizations: number;
  members: number;
  linked: number;
}

/**
 * Links each member to the resident with the address they joined with, for data written before
 * access followed a link by uid (`resources/residents/accounts.ts`): a member's recorded address
 * is the one their invitation was sent to and accepted from (the link proved the mailbox), so it
 * may make the link once, as acceptance now does. A member already linked, or a resident linked
 * to another account, is left as it is; running it again changes nothing more. Run it once after
 * the deploy: `pnpm --filter @hoa/functions migrate:account-links`.
 */
export async function linkMembersToResidents(data: DataContext): Promise<AccountLinksReport> {
  const report: AccountLinksReport = { organizations: 0, members: 0, linked: 0 };
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = data.db.collection("orgs").orderBy(FieldPath.documentId()).limit(PAGE);
    if (after) page = page.startAfter(after);
    const organizations = await data.call(page.get());
    for (const organization of organizations.docs) {
      report.organizations += 1;
      const members = await data.call(membersCollection(data.db, organization.id).get());
      for (const member of members.docs) {
        report.members += 1;
        report.linked += await linkMember(data, organization.id, member.ref.id);
      }
    }
    if (organizations.size < PAGE) return report;
    after = organizations.docs.at(-1);
  }
}

/** Links one member to the resident with their recorded address; 1 when it did. */
function linkMember(data: DataContext, orgId: string, uid: string): Promise<number> {
  const { db } = data;
  return runTransaction(data, async (transaction) => {
    const member = await transaction.get(membersCollection(db, orgId).doc(uid));
    const email: unknown = member.get("email");
    const linked: unknown = member.get(MEMBER_RESIDENTS_FIELD);
    if (!member.exists || typeof email !== "string" || email === "") return 0;
    if (Array.isArray(linked) && linked.length > 0) return 0;
    const resident = await residentToLink(transaction, db, orgId, email);
    if (!resident) return 0;
    const now = Timestamp.fromDate(data.clock.now());
    const displayName: unknown = member.get("displayName");
    const actor = {
      uid,
      email,
      emailVerified: true,
      displayName: typeof displayName === "string" && displayName !== "" ? displayName : email,
    };
    const residentId = linkAcceptedResident(data, transaction, orgId, resident, actor, now);
    transaction.update(member.ref, { [MEMBER_RESIDENTS_FIELD]: FieldValue.arrayUnion(residentId) });
    return 1;
  });
}
