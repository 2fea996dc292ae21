import {
  NOMINATION_STATUSES,
  declineNominationSchema,
  nominationRequestSchema,
} from "@hoa/validation/nominations";
import type { Hono } from "hono";
import * as v from "valibot";
import type { ApiEnv } from "../../http/env.js";
import { namedObject, timeSchema } from "../../http/openapi.js";
import { route } from "../../http/route.js";
import type { RouteKit } from "../../http/route-kit.js";
import {
  decideNomination,
  listNominations,
  nominate,
  openNominations,
  ownNominations,
} from "./nominations.js";
import { electionSchema } from "./schemas.js";

/** A nomination as the board and its nominating owner read it. */
export const nominationSchema = namedObject("ElectionNomination", {
  id: v.string(),
  /** The nominee, as the nominating owner wrote their name. */
  name: v.string(),
  /** "" when none. */
  statement: v.string(),
  nominatedBy: v.object({
    uid: v.string(),
    /** Their name in the directory. */
    name: v.string(),
    propertyId: v.string(),
    property: v.string(),
  }),
  at: timeSchema,
  status: v.picklist(NOMINATION_STATUSES),
  decidedAt: v.nullable(timeSchema),
  /** Why it was declined ("" when none). */
  reason: v.string(),
});
export const nominationListSchema = v.object({ items: v.array(nominationSchema) });

/** What sending the nomination notice did. */
export const nominationsOpenedSchema = namedObject("NominationsOpened", {
  election: electionSchema,
  /** Addresses emailed, each once. */
  emails: v.number(),
  /** Properties with no owner's address on file: they hear of it by the association's other means. */
  withoutEmail: v.number(),
  version: v.number(),
});

/** What accepting or declining a nomination did. */
export const decidedNominationSchema = namedObject("DecidedNomination", {
  nomination: nominationSchema,
  election: electionSchema,
  version: v.number(),
});

const tag = "Elections";
const base = "/orgs/:orgId/elections/:electionId/nominations";

/** A director election's nominations: the notice, owners' nominations, the board's decisions. */
export function nominationRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  route(app, kit, {
    method: "post",
    path: `${base}/open`,
    tag,
    operationId: "openNominations",
    summary:
      "Send the nomination notice now (administrators; If-Match; a director election in draft): today checked against the rules as the notice's date (refused with the rule and its citation when too late), the election is `nominating`, and each owner on file is emailed once per address how to nominate, the deadline and the seats",
    access: "admin",
    ifMatch: true,
    success: {
      description: "The election, nominating, and what went out",
      data: nominationsOpenedSchema,
    },
    failures: [404, 409],
    descriptions: {
      409: "Not a director election in draft, the rules are not complete, or today is too late for the nomination deadline (with the rule's citation)",
    },
    etag: true,
    handle: ({ orgId, param, expectedVersion, caller }) =>
      kit.answerAfterMail(
        openNominations(
          kit.data,
          orgId,
          param("electionId"),
          expectedVersion,
          caller,
          kit.links.consoleUrl,
        ),
      ),
  });

  route(app, kit, {
    method: "get",
    path: base,
    tag,
    operationId: "listNominations",
    summary:
      "An election's nominations, oldest first, with who nominated and the board's decision (the board)",
    access: "member",
    success: { description: "The nominations", data: nominationListSchema },
    failures: [404],
    handle: ({ orgId, param }) => listNominations(kit.data, orgId, param("electionId")),
  });

  for (const [action, accept] of [
    ["accept", true],
    ["decline", false],
  ] as const) {
    route(app, kit, {
      method: "post",
      path: `${base}/:nominationId/${action}`,
      tag,
      operationId: accept ? "acceptNomination" : "declineNomination",
      summary: accept
        ? "Accept a pending nomination while nominations are open (administrators; If-Match: the election's version): its nominee joins the vote's candidates, once per name; audited"
        : "Decline a pending nomination while nominations are open, with a reason or none (administrators; If-Match: the election's version); audited",
      access: "admin",
      ...(accept ? {} : { body: declineNominationSchema }),
      ifMatch: true,
      success: {
        description: "The nomination decided, and the election",
        data: decidedNominationSchema,
      },
      failures: [404, 409],
      descriptions: { 409: "Nominations are not open, or the nomination was already decided" },
      etag: true,
      handle: ({ orgId, param, body, expectedVersion, caller }) =>
        decideNomination(
          kit.data,
          orgId,
          param("electionId"),
          param("nominationId"),
          accept ? { accept: true } : { accept: false, reason: body?.reason ?? "" },
          expectedVersion,
          caller,
        ),
    });
  }

  const own = "/orgs/:orgId/me/elections/:electionId/nominations";

  route(app, kit, {
    method: "post",
    path: own,
    tag,
    operationId: "nominateCandidate",
    summary:
      "Nominate a candidate by name, themself or another member, with a statement or none (an owner on file linked to the caller's account, for their property), until the nomination deadline; a name the property already nominated is refused",
    access: "resident",
    body: nominationRequestSchema,
    success: { status: 201, description: "The nomination", data: nominationSchema },
    failures: [404, 409],
    descriptions: {
      404: "No such election, a draft, or the caller is no owner on file",
      409: "Nominations closed (naming the deadline), or the property already nominated this name",
    },
    handle: ({ access, param, body }) => nominate(kit.data, access, param("electionId"), body),
  });

  route(app, kit, {
    method: "get",
    path: own,
    tag,
    operationId: "listOwnNominations",
    summary: "The caller's own nominations in an election, with the board's decision (residents)",
    access: "resident",
    success: { description: "The caller's nominations", data: nominationListSchema },
    failures: [404],
    handle: ({ access, param }) => ownNominations(kit.data, access, param("electionId")),
  });
}
