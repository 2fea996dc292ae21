import {
  createViolationCategoryRequestSchema,
  updateViolationCategoryRequestSchema,
  violationCategoryListQuerySchema,
} from "@hoa/validation/violation-categories";
import type { Hono } from "hono";
import type { ApiEnv } from "../../http/env.js";
import { itemRoutes } from "../../http/item-routes.js";
import { listRoute } from "../../http/list-route.js";
import type { RouteKit } from "../../http/route-kit.js";
import {
  createViolationCategory,
  deleteViolationCategory,
  getViolationCategory,
  listViolationCategories,
  updateViolationCategory,
  violationCategorySchema,
} from "./store.js";

const path = "/orgs/:orgId/violation-categories";
const tag = "Violations";

export function violationCategoryRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  listRoute(app, kit, {
    path,
    tag,
    operationId: "listViolationCategories",
    summary: "The kinds of violation the board enforces, by name, cure period or fine",
    access: "member",
    query: violationCategoryListQuerySchema,
    item: violationCategorySchema,
    read: { everyone: listViolationCategories },
  });

  itemRoutes(app, kit, {
    path,
    idParam: "categoryId",
    tag,
    noun: "violation category",
    item: violationCategorySchema,
    create: {
      operationId: "createViolationCategory",
      summary: "Add a violation category: its rule, default description, cure period and fine",
      request: createViolationCategoryRequestSchema,
      store: createViolationCategory,
    },
    get: {
      operationId: "getViolationCategory",
      summary: "One violation category (ETag: its version)",
      store: getViolationCategory,
    },
    update: {
      operationId: "updateViolationCategory",
      summary:
        "Change a violation category (administrators; If-Match); violations already reported keep what they copied",
      request: updateViolationCategoryRequestSchema,
      store: updateViolationCategory,
    },
    remove: {
      operationId: "deleteViolationCategory",
      summary:
        "Delete a violation category (administrators; If-Match); violations already reported keep what they copied",
      store: deleteViolationCategory,
    },
  });
}
