import type { Context, Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { ApiEnv } from "../../http/env.js";
import { ApiError } from "../../http/errors.js";
import { linkToken } from "../../http/link-tokens.js";
import { linkOnly, responses } from "../../http/openapi.js";
import { route } from "../../http/route.js";
import type { RouteKit } from "../../http/route-kit.js";
import { validateBody } from "../../http/validate.js";
import { castByLink, checkReceipt, getBallot } from "./ballots.js";
import {
  certify,
  enterPaperBallotAsInspector,
  getInspected,
  getRoll,
  getTally,
  openTheCount,
} from "./inspector.js";
import {
  castProxy,
  giveProxy,
  heldProxies,
  ownProperties,
  proxyHolders,
  revokeOwnProxy,
} from "./proxies.js";
import { reconveneElection } from "./reconvene.js";
import { getOwnElection, listOwnElections } from "./results.js";
import {
  ballotSchema,
  castAnswerSchema,
  castRequestSchema,
  certifyRequestSchema,
  electionRequestMessages,
  inspectedElectionSchema,
  ownPropertyListSchema,
  proxyHolderListSchema,
  paperAnswerSchema,
  paperBallotSchema,
  proxyListSchema,
  proxyRequestSchema,
  proxySchema,
  receiptAnswerSchema,
  receiptRequestSchema,
  residentElectionListSchema,
  rollSchema,
  residentElectionSchema,
  tallySchema,
  type CastRequest,
  electionCreateSchema,
  electionListSchema,
  electionSchema,
  electionSettingsRequestSchema,
  electionSettingsResponseSchema,
  electionUpdateSchema,
  openedElectionSchema,
  reconveneRequestSchema,
  reconvenedElectionSchema,
} from "./schemas.js";
import {
  createElection,
  getElection,
  listElections,
  openElection,
  updateElection,
} from "./store.js";
import { getElectionSettings, updateElectionSettings } from "./settings.js";

const tag = "Elections";
const base = "/orgs/:orgId/elections";

/** Elections: the rules, the elections, their ballots, the inspector's count and the results. */
export function electionRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  route(app, kit, {
    method: "get",
    path: `${base}/settings`,
    tag,
    operationId: "getElectionSettings",
    summary:
      "The election rule set (California, Florida or General), the organization's numbers and the rules in effect with their citations (ETag: version, 0 before the first save)",
    access: "member",
    success: { description: "The election rules", data: electionSettingsResponseSchema },
    etag: true,
    handle: ({ orgId }) => getElectionSettings(kit.data, orgId),
  });

  route(app, kit, {
    method: "put",
    path: `${base}/settings`,
    tag,
    operationId: "updateElectionSettings",
    summary:
      "Choose the election rule set and save the organization's numbers (administrators; If-Match: the version read, 0 before the first save); a quorum over what the rule set allows is refused with its citation",
    access: "admin",
    body: electionSettingsRequestSchema,
    ifMatch: true,
    success: { description: "The election rules saved", data: electionSettingsResponseSchema },
    etag: true,
    handle: ({ orgId, body, expectedVersion, caller }) =>
      updateElectionSettings(kit.data, orgId, body, expectedVersion, caller),
  });

  route(app, kit, {
    method: "post",
    path: base,
    tag,
    operationId: "createElection",
    summary:
      "A draft election (administrators): a director election, a measure or a board motion, its dates checked against the rules in effect (each date refused with the rule it breaks and its citation) and its inspector of elections",
    access: "admin",
    body: electionCreateSchema,
    success: { status: 201, description: "The draft", data: electionSchema },
    failures: [409],
    descriptions: {
      409: "The election rules are not complete yet (a quorum)",
    },
    etag: true,
    handle: ({ orgId, body, caller }) => createElection(kit.data, orgId, body, caller),
  });

  route(app, kit, {
    method: "get",
    path: base,
    tag,
    operationId: "listElections",
    summary:
      "The organization's elections, newest first (the board): live counts only, never a tally",
    access: "member",
    success: { description: "The elections", data: electionListSchema },
    handle: ({ orgId }) => listElections(kit.data, orgId),
  });

  route(app, kit, {
    method: "get",
    path: `${base}/:electionId`,
    tag,
    operationId: "getElection",
    summary:
      "One election (the board; ETag: version): its rules and dates, and once the ballots are out the live counts only (ballots cast, voting power, quorum reached or not), never a tally",
    access: "member",
    success: { description: "The election", data: electionSchema },
    failures: [404],
    etag: true,
    handle: ({ orgId, param }) => getElection(kit.data, orgId, param("electionId")),
  });

  route(app, kit, {
    method: "patch",
    path: `${base}/:electionId`,
    tag,
    operationId: "updateElection",
    summary: "Change a draft election (administrators; If-Match), checked whole again",
    access: "admin",
    body: electionUpdateSchema,
    ifMatch: true,
    success: { description: "The draft", data: electionSchema },
    failures: [404, 409],
    etag: true,
    handle: ({ orgId, param, body, expectedVersion, caller }) =>
      updateElection(kit.data, orgId, param("electionId"), body, expectedVersion, caller),
  });

  route(app, kit, {
    method: "post",
    path: `${base}/:electionId/open`,
    tag,
    operationId: "openElection",
    summary:
      "The ballots go out now (administrators; If-Match): the date checked against the rules again, the rules and the electorate frozen, one one-time ballot link per property emailed to its owners on file (once per address)",
    access: "admin",
    ifMatch: true,
    success: { description: "The election, open, and what went out", data: openedElectionSchema },
    failures: [404, 409],
    etag: true,
    handle: ({ orgId, param, expectedVersion, caller }) =>
      kit.answerAfterMail(
        openElection(
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
    method: "post",
    path: `${base}/:electionId/reconvene`,
    tag,
    operationId: "reconveneElection",
    summary:
      "Reconvene a meeting whose quorum was not reached (administrators; If-Match), once, where the rule set has a lower quorum for a reconvened meeting (California: at least 20 days later, 20% of the members, AB 1458): the ballots cast stay and count, voting opens again until the new deadline (refused with its citation when too soon), and each property that has not voted gets a fresh one-time link by email (its first link stays valid)",
    access: "admin",
    body: reconveneRequestSchema,
    ifMatch: true,
    success: {
      description: "The election, open again, and what went out",
      data: reconvenedElectionSchema,
    },
    failures: [404, 409],
    descriptions: {
      400: "The voting deadline is not a date, is sooner than the rules allow (with the rule's citation), or is past",
      409: "The election's quorum did not fail, it was already reconvened once, or its rules have no lower quorum for a reconvened meeting of this vote",
    },
    etag: true,
    handle: ({ orgId, param, body, expectedVersion, caller }) =>
      kit.answerAfterMail(
        reconveneElection(
          kit.data,
          orgId,
          param("electionId"),
          body,
          expectedVersion,
          caller,
          kit.links.consoleUrl,
        ),
      ),
  });

  // The inspector of elections may be no member: signed in with the address the election names.
  const inspector = "/inspector/orgs/:orgId/elections/:electionId";
  const inspectorNote =
    "(the inspector of elections: signed in with the verified address the election names, member or not; 404 to anyone else)";

  route(app, kit, {
    method: "get",
    path: inspector,
    tag,
    operationId: "getInspectedElection",
    summary: `The election to inspect, with its live counts and certificate ${inspectorNote}`,
    access: "signedIn",
    success: { description: "The election", data: inspectedElectionSchema },
    failures: [404],
    etag: true,
    handle: ({ param, caller }) =>
      getInspected(kit.data, param("orgId"), param("electionId"), caller),
  });

  route(app, kit, {
    method: "post",
    path: `${inspector}/count`,
    tag,
    operationId: "openElectionCount",
    summary: `Close the polls, at or after the voting deadline, once: with the quorum reached (the live counts) the count opens; without, the election's quorum failed (\`quorumFailed\`) and the ballots stay sealed until the meeting is reconvened or the inspector certifies that no quorum was reached ${inspectorNote}`,
    access: "signedIn",
    success: {
      description: "The election, counting (or its quorum failed)",
      data: inspectedElectionSchema,
    },
    failures: [404, 409],
    etag: true,
    handle: ({ param, caller }) =>
      openTheCount(kit.data, param("orgId"), param("electionId"), caller),
  });

  route(app, kit, {
    method: "get",
    path: `${inspector}/tally`,
    tag,
    operationId: "getElectionTally",
    summary: `The tally of the ballot box with quorum and threshold, only once the count is open; never for a failed quorum (409: the ballots stay sealed) ${inspectorNote}`,
    access: "signedIn",
    success: { description: "The tally", data: tallySchema },
    failures: [404, 409],
    handle: ({ param, caller }) => getTally(kit.data, param("orgId"), param("electionId"), caller),
  });

  route(app, kit, {
    method: "get",
    path: `${inspector}/roll`,
    tag,
    operationId: "getElectionRoll",
    summary: `The voter roll by address: who votes and whether each has, by which channel, never how ${inspectorNote}`,
    access: "signedIn",
    success: { description: "The voter roll", data: rollSchema },
    failures: [404],
    handle: ({ param, caller }) => getRoll(kit.data, param("orgId"), param("electionId"), caller),
  });

  route(app, kit, {
    method: "post",
    path: `${inspector}/paper`,
    tag,
    operationId: "enterPaperBallot",
    summary: `Enter a paper ballot from a property's signed envelope, received before the deadline and until the count opens; refused with its reason when the property already voted by any channel ${inspectorNote}`,
    access: "signedIn",
    body: paperBallotSchema,
    success: {
      status: 201,
      description: "The ballot in the box, and its receipt",
      data: paperAnswerSchema,
    },
    failures: [404, 409],
    handle: ({ param, body, caller }) =>
      enterPaperBallotAsInspector(kit.data, param("orgId"), param("electionId"), body, caller),
  });

  route(app, kit, {
    method: "post",
    path: `${inspector}/certificate`,
    tag,
    operationId: "certifyElection",
    summary: `Certify the result with the inspector's name as signature and the time, or from a failed quorum that no quorum was reached (the counts, never a choice); the certificate is then fixed and the results reach the residents: the results notice is emailed to the owners on file of every property on the roll (each director for a board motion), once per address ${inspectorNote}`,
    access: "signedIn",
    body: certifyRequestSchema,
    success: { description: "The election, certified", data: inspectedElectionSchema },
    failures: [404, 409],
    etag: true,
    handle: ({ param, body, caller }) =>
      kit.answerAfterMail(
        certify(
          kit.data,
          param("orgId"),
          param("electionId"),
          body.signature,
          caller,
          kit.links.consoleUrl,
        ),
      ),
  });

  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/me/elections",
    tag,
    operationId: "listOwnElections",
    summary: "The elections whose ballots went out, with their certified results (residents)",
    access: "resident",
    success: { description: "The elections", data: residentElectionListSchema },
    handle: ({ orgId }) => listOwnElections(kit.data, orgId),
  });

  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/me/elections/:electionId",
    tag,
    operationId: "getOwnElection",
    summary: "One election whose ballots went out, with its certified results (residents)",
    access: "resident",
    success: { description: "The election", data: residentElectionSchema },
    failures: [404],
    handle: ({ orgId, param }) => getOwnElection(kit.data, orgId, param("electionId")),
  });

  route(app, kit, {
    method: "post",
    path: "/orgs/:orgId/me/elections/:electionId/proxies",
    tag,
    operationId: "giveProxy",
    summary:
      "Give a property's proxy to another member, with instructions or none (an owner on file linked to the caller's account); refused once the property voted or while it has a proxy given",
    access: "resident",
    body: proxyRequestSchema,
    success: { status: 201, description: "The proxy given", data: proxySchema },
    failures: [404, 409],
    handle: ({ access, param, body, caller }) =>
      giveProxy(kit.data, access, param("electionId"), body, caller),
  });

  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/me/elections/:electionId/properties",
    tag,
    operationId: "listOwnElectionProperties",
    summary:
      "The properties the caller owns on the election's roll: whether each voted (never how) and the proxy it gave, if any",
    access: "resident",
    success: { description: "The caller's properties", data: ownPropertyListSchema },
    failures: [404],
    handle: ({ access, param }) => ownProperties(kit.data, access, param("electionId")),
  });

  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/me/elections/:electionId/proxy-holders",
    tag,
    operationId: "listProxyHolders",
    summary:
      "Whom the caller may give a proxy to, by name: the other residents of their household with an account, then the board",
    access: "resident",
    success: { description: "The members who may hold the proxy", data: proxyHolderListSchema },
    failures: [404],
    handle: ({ access, param }) => proxyHolders(kit.data, access, param("electionId")),
  });

  route(app, kit, {
    method: "delete",
    path: "/orgs/:orgId/me/elections/:electionId/proxies/:propertyId",
    tag,
    operationId: "revokeProxy",
    summary:
      "Revoke a property's proxy before it is used (an owner on file linked to the caller's account); the property may then vote or give another; answers the caller's properties",
    access: "resident",
    success: { description: "The caller's properties", data: ownPropertyListSchema },
    failures: [404, 409],
    handle: async ({ access, param, caller }) => {
      await revokeOwnProxy(kit.data, access, param("electionId"), param("propertyId"), caller);
      return ownProperties(kit.data, access, param("electionId"));
    },
  });

  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/me/elections/:electionId/proxies",
    tag,
    operationId: "listHeldProxies",
    summary: "The proxies the caller holds in an election, with their instructions",
    access: "resident",
    success: { description: "The proxies held", data: proxyListSchema },
    failures: [404],
    handle: ({ orgId, access, param }) =>
      heldProxies(kit.data, orgId, access.uid, param("electionId")),
  });

  route(app, kit, {
    method: "post",
    path: "/orgs/:orgId/me/elections/:electionId/proxies/:propertyId/ballot",
    tag,
    operationId: "castProxyBallot",
    summary:
      "Cast the ballot of a property whose proxy the caller holds, following its instructions, once across every channel; answers the receipt's secret once",
    access: "resident",
    body: castRequestSchema,
    success: {
      status: 201,
      description: "The ballot is in the box: its receipt",
      data: paperAnswerSchema,
    },
    failures: [404, 409],
    handle: ({ access, param, body, caller }) =>
      castProxy(kit.data, access, param("electionId"), param("propertyId"), body, caller),
  });

  // A ballot link needs no sign-in: its token is the credential, as an invitation's link.
  const invalidLink = () => new ApiError(404, electionRequestMessages.ballotLinkInvalid);
  const tokenOf = (c: Context<ApiEnv>) => c.req.param("token") ?? "";

  app.post(
    "/ballot-receipts",
    describeRoute({
      tags: [tag],
      operationId: "checkBallotReceipt",
      summary:
        "Whether the ballot of a receipt is in the election's box (no sign-in; the receipt in the body, never in an address): counted or not, never its choices",
      security: linkOnly,
      responses: responses(
        { description: "Counted or not", data: receiptAnswerSchema },
        [400, 413, 415],
      ),
    }),
    kit.json,
    ...validateBody(receiptRequestSchema),
    async (c) => {
      const body = (
        c.req as unknown as {
          valid(target: "json"): { orgId: string; electionId: string; receipt: string };
        }
      ).valid("json");
      return c.json({ data: await checkReceipt(kit.data, body) }, 200);
    },
  );

  app.get(
    "/ballots/:token",
    describeRoute({
      tags: [tag],
      operationId: "getBallot",
      summary:
        "The ballot a one-time link opens (no sign-in: the link's token is the credential): the election, its choices and whether this property has voted",
      security: linkOnly,
      responses: responses({ description: "The ballot", data: ballotSchema }, [404]),
    }),
    linkToken(tokenOf, invalidLink),
    async (c) => c.json({ data: await getBallot(kit.data, tokenOf(c)) }, 200),
  );

  app.post(
    "/ballots/:token",
    describeRoute({
      tags: [tag],
      operationId: "castBallot",
      summary:
        "Cast this property's ballot, once (no sign-in: the link's token is the credential): two devices at once cast one ballot; refused after the deadline and where online voting is not allowed, with the rule's reason; answers the receipt's secret once",
      security: linkOnly,
      responses: responses(
        {
          status: 201,
          description: "The ballot is in the box: its receipt",
          data: castAnswerSchema,
        },
        [400, 404, 409, 413, 415],
        {
          409: "The property already voted, the polls closed or the count opened, or online voting is not allowed for this vote",
        },
      ),
    }),
    linkToken(tokenOf, invalidLink),
    kit.json,
    ...validateBody(castRequestSchema),
    async (c) => {
      const body = (c.req as unknown as { valid(target: "json"): CastRequest }).valid("json");
      return c.json({ data: await castByLink(kit.data, tokenOf(c), body) }, 201);
    },
  );
}
