import { ARCHIVED_STATUS } from "@hoa/validation";
import type { Query } from "firebase-admin/firestore";
import type { DataContext } from "../../platform/data-context.js";
import type { DirectorySummary } from "./schemas.js";

const count = async (query: Query) => (await query.count().get()).data().count;

/**
 * The directory's figures, counted by Firestore's aggregation (no document is read): every
 * property and how many are occupied or archived, every resident and how many are active or on the board.
 */
export async function directorySummary(
  data: DataContext,
  orgId: string,
): Promise<DirectorySummary> {
  const properties = data.db.collection(`orgs/${orgId}/properties`);
  const residents = data.db.collection(`orgs/${orgId}/residents`);
  const [propertyTotal, occupied, archived, residentTotal, active, board] = await data.call(
    Promise.all([
      count(properties),
      count(properties.where("status", "==", "Occupied")),
      count(properties.where("status", "==", ARCHIVED_STATUS)),
      count(residents),
      count(residents.where("status", "==", "Active")),
      count(residents.where("boardMember", "==", true)),
    ]),
  );
  return {
    properties: {
      total: propertyTotal,
      occupied,
      vacant: propertyTotal - occupied - archived,
      archived,
    },
    residents: { total: residentTotal, active, pending: residentTotal - active, board },
  };
}
