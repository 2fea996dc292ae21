import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AggregateQuery, Query } from "firebase-admin/firestore";

/**
 * Which queries Cloud Firestore can answer with the indexes `firestore.indexes.json` declares.
 *
 * The emulator answers any query, indexed or not; Cloud Firestore refuses one that needs a
 * composite index it lacks (FAILED_PRECONDITION, a 503 for the caller). So every query the unit
 * tests run is checked here against Cloud Firestore's rules, as its query planner applies them:
 * - a query on one field, or with equality conditions only (ordered by document id), is answered
 *   from the automatic single-field indexes, merged;
 * - otherwise each equality or `array-contains` condition needs a declared index that starts with
 *   it (and possibly other equality conditions of the query) and ends with the query's order, in
 *   its directions; Firestore merges those indexes (`listIndexes` declares one per condition);
 * - a range orders by its field first (Firestore's own rule, which the SDK enforces).
 */

interface FieldCondition {
  field: string;
  kind: "equality" | "contains" | "range";
}

interface OrderField {
  field: string;
  direction: "ASCENDING" | "DESCENDING";
}

export interface QueryShape {
  collection: string;
  collectionGroup: boolean;
  conditions: FieldCondition[];
  orders: OrderField[];
}

const DOCUMENT_ID = "__name__";

const EQUALITY_OPERATORS = new Set(["EQUAL", "IN", "IS_NULL", "IS_NAN"]);
const CONTAINS_OPERATORS = new Set(["ARRAY_CONTAINS", "ARRAY_CONTAINS_ANY"]);

interface ProtoFilter {
  compositeFilter?: { op: string; filters: ProtoFilter[] };
  fieldFilter?: { field: { fieldPath: string }; op: string };
  unaryFilter?: { field: { fieldPath: string }; op: string };
}

interface ProtoQuery {
  from: { collectionId: string; allDescendants?: boolean }[];
  where?: ProtoFilter;
  orderBy?: { field: { fieldPath: string }; direction: string }[];
}

/** `keywordsSet.\`word\`` (the emulator's form of a keyword search) read as Cloud Firestore's. */
function conditionOf(fieldPath: string, op: string): FieldCondition {
  const keywordMap = /^(\w+)Set\./.exec(fieldPath);
  if (keywordMap?.[1] && op === "EQUAL") return { field: keywordMap[1], kind: "contains" };
  if (CONTAINS_OPERATORS.has(op)) return { field: fieldPath, kind: "contains" };
  if (EQUALITY_OPERATORS.has(op)) return { field: fieldPath, kind: "equality" };
  return { field: fieldPath, kind: "range" };
}

function conditionsOf(filter: ProtoFilter | undefined): FieldCondition[] {
  if (!filter) return [];
  if (filter.compositeFilter) {
    if (filter.compositeFilter.op !== "AND") {
      throw new Error(`a query uses an ${filter.compositeFilter.op} filter the check cannot read`);
    }
    return filter.compositeFilter.filters.flatMap(conditionsOf);
  }
  const single = filter.fieldFilter ?? filter.unaryFilter;
  if (!single) return [];
  // `!= null` style unary filters are ranges; `== null` is an equality.
  const op = single.op.startsWith("IS_NOT") ? "NOT_EQUAL" : single.op;
  return [conditionOf(single.field.fieldPath, op)];
}

/** The shape of a query as Cloud Firestore plans it. */
export function shapeOf(query: Query): QueryShape {
  // `toProto` is the library's own (public in its sources, missing from the typings).
  const proto = (query as unknown as { toProto(): { structuredQuery: ProtoQuery } }).toProto()
    .structuredQuery;
  const from = proto.from[0];
  if (!from) throw new Error("a query without a collection");
  const conditions = conditionsOf(proto.where);
  const orders = (proto.orderBy ?? []).map((order): OrderField => ({
    field: order.field.fieldPath,
    direction: order.direction === "DESCENDING" ? "DESCENDING" : "ASCENDING",
  }));
  // A range orders by its field first; the SDK adds that order when none is given.
  const range = conditions.find((condition) => condition.kind === "range");
  if (range && !orders.some((order) => order.field === range.field)) {
    orders.unshift({ field: range.field, direction: "ASCENDING" });
  }
  while (orders.at(-1)?.field === DOCUMENT_ID) orders.pop();
  return {
    collection: from.collectionId,
    collectionGroup: from.allDescendants === true,
    conditions,
    orders,
  };
}

type DeclaredField = { fieldPath: string; order?: string; arrayConfig?: string };
type QueryScope = "COLLECTION" | "COLLECTION_GROUP";

interface DeclaredIndexes {
  indexes: { collectionGroup: string; queryScope?: QueryScope; fields: DeclaredField[] }[];
  fieldOverrides?: {
    collectionGroup: string;
    fieldPath: string;
    indexes: { order?: string; arrayConfig?: string; queryScope?: QueryScope }[];
  }[];
}

/** `firestore.indexes.json`, as Cloud Firestore is given it (read, not imported, so that this
 * module loads none of the API's modules before a test file mocks one). */
let declared: DeclaredIndexes | undefined;
const declaredIndexes = (): DeclaredIndexes =>
  (declared ??= JSON.parse(
    readFileSync(new URL("../../../firestore.indexes.json", import.meta.url), "utf8"),
  ) as DeclaredIndexes);

const indexesOf = (collection: string, scope: QueryScope) =>
  declaredIndexes().indexes.filter(
    (index) => index.collectionGroup === collection && (index.queryScope ?? "COLLECTION") === scope,
  );

/** Whether a field override gives `field` of `collection` a collection-group index in `order`. */
const groupFieldIndexed = (collection: string, field: string, order: string) =>
  (declaredIndexes().fieldOverrides ?? []).some(
    (override) =>
      override.collectionGroup === collection &&
      override.fieldPath === field &&
      override.indexes.some(
        (index) => index.queryScope === "COLLECTION_GROUP" && index.order === order,
      ),
  );

const sameField = (declared: DeclaredField | undefined, order: OrderField) =>
  declared?.fieldPath === order.field && declared.order === order.direction;

/** Why Cloud Firestore would refuse the query, or `null` when its indexes answer it. */
export function missingIndex(shape: QueryShape): string | null {
  const fields = new Set([
    ...shape.conditions.map((condition) => condition.field),
    ...shape.orders.map((order) => order.field),
  ]);
  const equalities = shape.conditions.filter((condition) => condition.kind !== "range");
  const singleField = fields.size <= 1;
  const equalitiesOnly = shape.orders.length === 0;
  if (shape.collectionGroup) {
    // Collection-group queries have no automatic indexes: one field needs a field override that
    // adds a collection-group index, several a declared composite index of that scope.
    if (fields.size === 0) return null;
    if (singleField) {
      const [field] = fields;
      const order = shape.orders[0]?.direction ?? "ASCENDING";
      return groupFieldIndexed(shape.collection, field!, order)
        ? null
        : `no field override gives ${shape.collection}.${field!} a collection-group index`;
    }
  } else if (singleField || equalitiesOnly) return null;
  const declared = indexesOf(
    shape.collection,
    shape.collectionGroup ? "COLLECTION_GROUP" : "COLLECTION",
  );
  const suffix = shape.orders;
  const unserved = (equalities.length > 0 ? equalities : [null]).filter((condition) => {
    return !declared.some((index) => {
      const indexFields = index.fields;
      const prefixLength = indexFields.length - suffix.length;
      if (prefixLength < 0) return false;
      const prefix = indexFields.slice(0, prefixLength);
      const ordered = suffix.every((order, at) => sameField(indexFields[prefixLength + at], order));
      const prefixFromQuery = prefix.every((field) =>
        equalities.some(
          (equality) =>
            equality.field === field.fieldPath &&
            (equality.kind === "contains") === (field.arrayConfig === "CONTAINS"),
        ),
      );
      const covers =
        condition === null
          ? prefix.length === 0
          : prefix.some((f) => f.fieldPath === condition.field);
      return ordered && prefixFromQuery && covers;
    });
  });
  if (unserved.length === 0) return null;
  const describe = (condition: FieldCondition | null) =>
    condition === null ? "(no condition)" : `${condition.field} ${condition.kind}`;
  return `no declared index on ${shape.collection} serves ${unserved.map(describe).join(", ")} ordered by ${suffix
    .map((order) => `${order.field} ${order.direction}`)
    .join(", ")}`;
}

/** The queries this process ran that Cloud Firestore would refuse, with the reason. */
export const unindexedQueries: string[] = [];

let exempt = false;

/**
 * For a test file about the engine itself (its queries are made up, not the API's): its queries
 * are not checked.
 */
export function exemptFromIndexCheck(): void {
  exempt = true;
}

/** The documents this process read through queries and document reads, for read counts. */
export const reads = { documents: 0 };

let installed = false;

/**
 * Checks every query this process runs (the API's and the tests' own) and counts documents read:
 * hooks into the Firestore library's query and document readers, which every read goes through.
 */
export function watchQueries(): void {
  if (installed) return;
  installed = true;
  const load = createRequire(import.meta.resolve("firebase-admin/firestore"));
  const library = load("@google-cloud/firestore") as {
    Query: { prototype: Query & { _get(...args: unknown[]): Promise<unknown> } };
  };
  const { AggregateQuery: Aggregate } = load(
    "@google-cloud/firestore/build/src/reference/aggregate-query.js",
  ) as { AggregateQuery: { prototype: AggregateQuery<never> & { _query: Query } } };
  const record = (query: Query) => {
    if (exempt) return;
    const reason = missingIndex(shapeOf(query));
    if (reason) unindexedQueries.push(reason);
  };
  const queryGet = library.Query.prototype._get;
  library.Query.prototype._get = async function (this: Query, ...args: unknown[]) {
    record(this);
    const answer = (await queryGet.apply(this, args)) as { result?: { size: number } };
    // Firestore bills a query that finds nothing as one document read.
    reads.documents += Math.max(1, answer.result?.size ?? 0);
    return answer;
  };
  const aggregateGet = Aggregate.prototype.get;
  Aggregate.prototype.get = function (this: AggregateQuery<never> & { _query: Query }) {
    record(this._query);
    // Firestore bills a count as one read per 1,000 index entries counted: one here.
    reads.documents += 1;
    return aggregateGet.call(this);
  };
  const { DocumentReader } = load("@google-cloud/firestore/build/src/document-reader.js") as {
    DocumentReader: { prototype: { _get(...args: unknown[]): Promise<{ result: unknown[] }> } };
  };
  const documentsGet = DocumentReader.prototype._get;
  DocumentReader.prototype._get = async function (this: unknown, ...args: unknown[]) {
    const answer = await documentsGet.apply(this, args);
    reads.documents += answer.result.length;
    return answer;
  };
}
