import type { Hono } from "hono";
import type { FieldOverride, IndexDeclaration, listIndexes } from "../platform/lists.js";
import type { ApiDependencies, ApiEnv } from "./env.js";
import type { RouteKit } from "./route-kit.js";

/**
 * A resource of the API as the app and the index file take it: its routes, and the lists its
 * queries read. Each is one entry of `resources/registry.ts`; the app registers the routes, and
 * `firestore.indexes.json` gets each list's composite indexes (and, for a searched list, its
 * keyword field's override) from the same entry, so a new resource is declared in one place.
 */
export interface ApiResource {
  /** Registers the resource's routes on the app. */
  routes: (app: Hono<ApiEnv>, kit: RouteKit, deps: ApiDependencies) => void;
  /** Its lists, each with the collection group its query reads. */
  lists?: readonly ResourceList[];
  /** Composite indexes beyond its lists' (a job's query across organizations). */
  indexes?: readonly IndexDeclaration[];
  /** Field overrides (a due time, a TTL policy). */
  fieldOverrides?: readonly FieldOverride[];
}

/** A list of a resource and the collection group its query reads; a comment says why it is one. */
export type ResourceList = readonly [
  collectionGroup: string,
  definition: Parameters<typeof listIndexes>[1],
];
