import type { ViolationRuleSetId } from "@hoa/validation/violation-rules";
import {
  addProperty,
  collectionRequests,
  dataOf,
  organization,
  type TestApi,
} from "./directory.js";

/**
 * An organization under `ruleSet` with a property (10 Oak Lane, 2), its owner (Lucía Pham, on
 * file with an email) and a tenant, and a Parking category (7 days to cure, a $100 fine).
 */
export async function violationCommunity(
  db: TestApi,
  { ruleSet = "california", name }: { ruleSet?: ViolationRuleSetId; name?: string } = {},
) {
  const org = await organization(db, name);
  await db.firestore
    .doc(`orgs/${org.id}/settings/violations`)
    .set({ ruleSet, general: null, version: 1 });
  const property = await addProperty(db, org, { address: "10 Oak Lane", unit: "2" });
  const owner = await collectionRequests(db, "residents").create(org, {
    name: "Lucía Pham",
    propertyId: property.id,
    email: "lucia@example.com",
    relationship: "Owner",
  });
  await collectionRequests(db, "residents").create(org, {
    name: "Tom Tenant",
    propertyId: property.id,
    email: "tom@example.com",
    relationship: "Tenant",
  });
  const category = dataOf<{ id: string }>(
    await collectionRequests(db, "violation-categories").create(org, {
      name: "Parking",
      rule: "CC&R 7.3",
      description: "A vehicle was parked on the street overnight.",
      cureDays: 7,
      fine: "100",
    }),
  );
  return { org, property, category, ownerId: dataOf<{ id: string }>(owner).id };
}
