import { AUDITED_FIELDS, centsToAmount, parseCents } from "@hoa/validation";
import {
  VIOLATION_CATEGORY_LIST_ORDER,
  violationCategoryMessages,
  type UpdateViolationCategoryRequest,
  type ViolationCategoryDraft,
} from "@hoa/validation/violation-categories";
import type { DocumentData, DocumentSnapshot, Timestamp } from "firebase-admin/firestore";
import * as v from "valibot";
import type { Caller } from "../../auth/idToken.js";
import { ApiError } from "../../http/errors.js";
import { itemSchema } from "../../http/openapi.js";
import type { DataContext } from "../../platform/data-context.js";
import {
  createItem,
  deleteItem,
  readItem,
  updateItem,
  type ItemChange,
  type ItemCollection,
} from "../../platform/items.js";
import { listPage, type ListDefinition, type ListQuery } from "../../platform/lists.js";
import { orgCollection } from "../../platform/org-collections.js";
import {
  definedOnly,
  fromSnapshot,
  storedCount,
  text,
  versionAndTimes,
} from "../../platform/stored-values.js";

/** `orgs/{orgId}/violationCategories/{id}`: the kinds of violation the board enforces. */
export const { collection: categoriesCollection, ref: categoryRef } =
  orgCollection("violationCategories");

/** A violation category as the API answers it. */
export const violationCategorySchema = itemSchema("ViolationCategory", {
  name: v.string(),
  /** The rule of the governing documents it cites, e.g. "CC&R 7.3". */
  rule: v.string(),
  /** What a notice says of the violation unless the report says otherwise. */
  description: v.string(),
  /** The days the owner has to cure it after the courtesy notice. */
  cureDays: v.number(),
  /** The fine of the published schedule, as an amount ("100.00"); "0.00" for none. */
  fine: v.string(),
});
export type ViolationCategory = v.InferOutput<typeof violationCategorySchema>;

/** The stored form of a category's own fields (its fine in cents, which the list sorts by). */
const storedFields = ({ name, rule, description, cureDays, fine }: ViolationCategoryDraft) => ({
  name,
  rule,
  description,
  cureDays,
  fineCents: parseCents(fine) ?? 0,
});

function categoryFromData(
  id: string,
  stored: DocumentData,
  createTime?: Timestamp,
  updateTime?: Timestamp,
): ViolationCategory {
  return {
    id,
    name: text(stored.name),
    rule: text(stored.rule),
    description: text(stored.description),
    cureDays: storedCount(stored.cureDays),
    fine: centsToAmount(storedCount(stored.fineCents)),
    ...versionAndTimes(stored, createTime, updateTime),
  };
}

/** A stored category as the API answers it (a violation copies it so when it is reported). */
export const toViolationCategory = (snapshot: DocumentSnapshot) =>
  fromSnapshot(snapshot, categoryFromData);

/** How a category is read, changed and audited. */
const categoryItems: ItemCollection<ViolationCategory> = {
  ref: categoryRef,
  toItem: toViolationCategory,
  notFound: () => new ApiError(404, violationCategoryMessages.notFound),
  audit: {
    resource: "violationCategories",
    fields: AUDITED_FIELDS.violationCategories,
    describe: (category) => ({ label: category.name, state: category }),
  },
};

export const violationCategoryListDefinition: ListDefinition<ViolationCategory> = {
  sorts: { name: "name", cureDays: "cureDays", fineCents: "fineCents" },
  order: VIOLATION_CATEGORY_LIST_ORDER,
  filters: {},
  searchable: false,
  toItem: toViolationCategory,
};

export const listViolationCategories = (data: DataContext, orgId: string, query: ListQuery) =>
  listPage(data, categoriesCollection(data.db, orgId), violationCategoryListDefinition, query);

export const getViolationCategory = (data: DataContext, orgId: string, id: string) =>
  readItem(data, categoryItems, orgId, id);

export const createViolationCategory = (
  data: DataContext,
  orgId: string,
  draft: ViolationCategoryDraft,
  actor: Caller,
) =>
  createItem(
    data,
    categoryItems,
    { orgId, actor },
    categoriesCollection(data.db, orgId),
    storedFields(draft),
    categoryFromData,
  );

/** Changes a category made to its version; violations reported before keep what they copied. */
export const updateViolationCategory = (
  data: DataContext,
  target: ItemChange,
  changes: UpdateViolationCategoryRequest,
) =>
  updateItem(data, categoryItems, target, (current) => {
    const next = { ...current, ...definedOnly(changes) };
    return { next, fields: storedFields(next) };
  });

/** Deletes a category made to its version; violations reported in it keep what they copied. */
export const deleteViolationCategory = (data: DataContext, target: ItemChange) =>
  deleteItem(data, categoryItems, target);
