import type { ArcChange, ArcCreate, ArcVoteRequest } from "@hoa/validation/architectural-review";
import { useIsMutating, useQuery, type QueryKey } from "@tanstack/react-query";
import { api, ApiError, unwrap, type ApiSchemas } from "../../api/client";
import { ifMatch, versionedRequest, type Versioned } from "../../api/if-match";
import { useItemMutation } from "../../api/item-mutation";
import { listQueryHook } from "../../api/list-query";
import { queryKeys } from "../../api/query-keys";
import {
  orgFetcher,
  pageFetcher,
  queryHook,
  recordFetcher,
  type ListQueryOf,
} from "../../api/reads";
import { postRequest, type PathOf } from "../../api/requests";
import { downloadFile, uploadFile } from "../../lib/upload";

export type ArcRequest = ApiSchemas["ArchitecturalRequest"];
/** The request as its homeowner sees it (the portal): no votes. */
export type OwnArcRequest = ApiSchemas["OwnArchitecturalRequest"];
export type ArcTimelineEntry = ApiSchemas["ArchitecturalTimelineEntry"];
export type ArcLetter = ApiSchemas["ArchitecturalLetter"];
export type ArcAttachment = ApiSchemas["ArchitecturalAttachment"];
export type ArcVoteRecord = ApiSchemas["ArchitecturalVote"];
export type ArcDecision = ApiSchemas["ArchitecturalDecision"];
export type ArcSettingsRead = ApiSchemas["ArchitecturalReviewSettings"];
export type ArcListQuery = ListQueryOf<"/api/orgs/{orgId}/architectural-requests">;

/** Who acts on a request: the board (the console), or the homeowner's household (the portal). */
export type ArcActor = "board" | "household";

const keys = queryKeys.architecturalRequests;

/** `GET /api/orgs/{orgId}/architectural-requests`: newest first, by status, category or property. */
export const listArcRequests = pageFetcher("/api/orgs/{orgId}/architectural-requests");
export const useArcRequests = listQueryHook(keys.list, listArcRequests);

/** `GET .../architectural-requests/{requestId}` (its version is the one a step is made to). */
export const getArcRequest = recordFetcher(
  "/api/orgs/{orgId}/architectural-requests/{requestId}",
  "requestId",
);
export const useArcRequest = queryHook(keys.detail, getArcRequest);

/** `GET .../timeline`: what happened to it, oldest first, with each letter sent. */
export const getArcTimeline = recordFetcher(
  "/api/orgs/{orgId}/architectural-requests/{requestId}/timeline",
  "requestId",
);
export const useArcTimeline = queryHook(keys.timeline, getArcTimeline);

/**
 * What a 412 says here: the page already shows what the server has now (the refusal reads the
 * request again), so the message says so rather than asking to reload.
 */
export const ARC_CHANGED_MEANWHILE =
  "Someone else changed this request since you opened it. It now shows their changes: check them, then try again.";

/** The request's answer, a stale version (412) told in the page's words. */
export async function sayingStale<TData>(request: Promise<TData>): Promise<TData> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status === 412) {
      throw new ApiError(412, error.message, ARC_CHANGED_MEANWHILE, error.fields);
    }
    throw error;
  }
}

/**
 * What a change to a request makes stale: the board's lists and pages, the household's, the
 * property's modification record (a decision adds to it) and the activity.
 */
export const arcChangedKeys = (orgId: string, requestId: string): QueryKey[] => [
  keys.timeline(orgId, requestId),
  ["architecturalRequests", "list"],
  queryKeys.ownArchitecturalRequests.all,
  queryKeys.modifications.all,
  queryKeys.audit.all,
];

/** What a refusal reads again: the request and its timeline as the server has them now. */
const arcRefusedKeys = (orgId: string, requestId: string): QueryKey[] => [
  keys.detail(orgId, requestId),
  keys.timeline(orgId, requestId),
  queryKeys.ownArchitecturalRequests.detail(orgId, requestId),
];

const postCreate = postRequest("/api/orgs/{orgId}/architectural-requests");
const createKey = ["architecturalRequests", "create"] as const;

/** Starts a draft for a property on the homeowner's behalf (administrators). */
export const useCreateArcRequest = (orgId: string) =>
  useItemMutation({
    mutationKey: createKey,
    mutationFn: (request: ArcCreate) => postCreate({ orgId }, request),
    meta: { errorMessage: "The request could not be created", toastId: "create-arc-request" },
    setsDetail: (saved) => keys.detail(orgId, saved.id),
    invalidates: [["architecturalRequests", "list"], queryKeys.audit.all],
  });

export const useCreateArcRequestPending = () => useIsMutating({ mutationKey: createKey }) > 0;

/** The steps of the homeowner's side, the board's paths and the portal's, made to a version. */
const stepPaths = {
  board: {
    update: "/api/orgs/{orgId}/architectural-requests/{requestId}",
    submit: "/api/orgs/{orgId}/architectural-requests/{requestId}/submit",
    withdraw: "/api/orgs/{orgId}/architectural-requests/{requestId}/withdraw",
    reconsideration: "/api/orgs/{orgId}/architectural-requests/{requestId}/reconsideration",
  },
  household: {
    update: "/api/orgs/{orgId}/me/architectural-requests/{requestId}",
    submit: "/api/orgs/{orgId}/me/architectural-requests/{requestId}/submit",
    withdraw: "/api/orgs/{orgId}/me/architectural-requests/{requestId}/withdraw",
    reconsideration: "/api/orgs/{orgId}/me/architectural-requests/{requestId}/reconsideration",
  },
} as const;

const stepRequests = {
  board: {
    update: versionedRequest("PATCH", stepPaths.board.update),
    submit: versionedRequest("POST", stepPaths.board.submit),
    withdraw: versionedRequest("POST", stepPaths.board.withdraw),
    reconsideration: versionedRequest("POST", stepPaths.board.reconsideration),
  },
  household: {
    update: versionedRequest("PATCH", stepPaths.household.update),
    submit: versionedRequest("POST", stepPaths.household.submit),
    withdraw: versionedRequest("POST", stepPaths.household.withdraw),
    reconsideration: versionedRequest("POST", stepPaths.household.reconsideration),
  },
};

/** What each step takes. */
export interface ArcStepBodies {
  update: ArcChange;
  submit: { note: string };
  withdraw: { note: string };
  reconsideration: { reason: string };
}
export type ArcStep = keyof ArcStepBodies;

/**
 * Sends `step` for `actor` to `request` as shown (`If-Match`): the request as the API answers it.
 * The board's answer carries its review; the household's does not.
 */
export function sendArcStep<TStep extends ArcStep>(
  actor: ArcActor,
  step: TStep,
  orgId: string,
  request: Versioned,
  body: ArcStepBodies[TStep],
): Promise<ArcRequest | OwnArcRequest> {
  const send = stepRequests[actor][step] as (
    orgId: string,
    item: Versioned,
    body: ArcStepBodies[TStep],
  ) => Promise<ArcRequest | OwnArcRequest>;
  return sayingStale(send(orgId, request, body));
}

const stepFailures: Readonly<Record<ArcStep, string>> = {
  update: "The request could not be saved",
  submit: "The request could not be submitted",
  withdraw: "The request could not be withdrawn",
  reconsideration: "The reconsideration could not be asked for",
};

const stepKey = (step: ArcStep) => ["architecturalRequests", "step", step] as const;

/**
 * Takes `step` on a request made to the version shown: the board's page (`board`) takes the
 * answer at once; a refusal (a stale version, a move no longer allowed) reads it again.
 *
 * @example
 * const submit = useArcStep(orgId, request, "submit", "board");
 * submit.mutateAsync({ note: "" });
 */
export function useArcStep<TStep extends ArcStep>(
  orgId: string,
  request: Versioned,
  step: TStep,
  actor: ArcActor,
) {
  return useItemMutation({
    mutationKey: stepKey(step),
    mutationFn: (body: ArcStepBodies[TStep]) => sendArcStep(actor, step, orgId, request, body),
    meta: { errorMessage: stepFailures[step], toastId: `arc-${step}` },
    // The portal's page reads the request with its timeline: it is read again below.
    ...(actor === "board"
      ? { setsDetail: (saved: ArcRequest | OwnArcRequest) => keys.detail(orgId, saved.id) }
      : {}),
    invalidates: [
      ...arcChangedKeys(orgId, request.id),
      queryKeys.ownArchitecturalRequests.detail(orgId, request.id),
    ],
    invalidatesOnError: arcRefusedKeys(orgId, request.id),
  });
}

export const useArcStepPending = (step: ArcStep) =>
  useIsMutating({ mutationKey: stepKey(step) }) > 0;

const postVote = postRequest("/api/orgs/{orgId}/architectural-requests/{requestId}/votes");

/**
 * Casts the caller's vote, once (not made to a version: the last vote decides, whoever casts it).
 * The answer shows the vote and, when it decided, the decision and every vote.
 */
export const useCastArcVote = (orgId: string, requestId: string) =>
  useItemMutation({
    mutationKey: ["architecturalRequests", "vote"],
    mutationFn: (vote: ArcVoteRequest) => postVote({ orgId, requestId }, vote),
    meta: { errorMessage: "Your vote could not be cast", toastId: "arc-vote" },
    setsDetail: (saved) => keys.detail(orgId, saved.id),
    invalidates: arcChangedKeys(orgId, requestId),
    invalidatesOnError: arcRefusedKeys(orgId, requestId),
  });

/** Where each side sends a drawing or a photo, as the API's document names it. */
const attachmentPaths = {
  board: "/api/orgs/{orgId}/architectural-requests/{requestId}/attachments",
  household: "/api/orgs/{orgId}/me/architectural-requests/{requestId}/attachments",
} as const satisfies Record<ArcActor, PathOf<"POST">>;

/**
 * `POST .../attachments?fileName=`: a drawing (PDF) or a photo's bytes as
 * `application/octet-stream`. Answers the request with its files; a refusal (400, 409, 413, 415)
 * is an `ApiError` with the API's message.
 */
export function uploadArcAttachment(
  actor: ArcActor,
  orgId: string,
  requestId: string,
  file: File,
  onProgress?: (sent: number) => void,
): Promise<ArcRequest | OwnArcRequest> {
  const path = attachmentPaths[actor]
    .replace("{orgId}", encodeURIComponent(orgId))
    .replace("{requestId}", encodeURIComponent(requestId));
  return uploadFile<ArcRequest | OwnArcRequest>(
    `${path}?fileName=${encodeURIComponent(file.name)}`,
    file,
    { onProgress: (sent) => onProgress?.(sent) },
  );
}

const attachmentPath = "/api/orgs/{orgId}/architectural-requests/{requestId}/attachments/{fileId}";

/**
 * `GET .../attachments/{fileId}`: a photo (JPEG) or a drawing (PDF) as a blob, read with the
 * caller's token (an `<img src>` would send none); the board's and the household's alike.
 */
export async function getArcAttachment(
  orgId: string,
  requestId: string,
  fileId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const { data, error, response } = await api.GET(attachmentPath, {
    params: { path: { orgId, requestId, fileId } },
    parseAs: "blob",
    signal,
  });
  if (response.ok && data instanceof Blob) return data;
  const message =
    typeof error === "object" &&
    error !== null &&
    "error" in error &&
    typeof error.error === "string"
      ? error.error
      : undefined;
  throw new ApiError(response.status, `Request failed with status ${response.status}`, message);
}

/** A photo's bytes: read once (a stored file never changes), shared by every view of it. */
export const useArcAttachment = (orgId: string, requestId: string, fileId: string) =>
  useQuery({
    queryKey: queryKeys.architecturalFiles.file(orgId, requestId, fileId),
    queryFn: ({ signal }) => getArcAttachment(orgId, requestId, fileId, signal),
    staleTime: Infinity,
  });

/** Saves a drawing under its own name. */
export const downloadArcAttachment = (orgId: string, requestId: string, file: ArcAttachment) =>
  downloadFile(
    api.GET(attachmentPath, {
      params: { path: { orgId, requestId, fileId: file.id } },
      parseAs: "blob",
    }),
    file.name,
  );

/**
 * `GET .../letters/{entryId}/pdf`, the board's or the household's: a letter of the timeline as
 * the API's PDF, saved under the name the API gives it.
 */
export function downloadArcLetterPdf(
  actor: ArcActor,
  orgId: string,
  requestId: string,
  entryId: string,
): Promise<void> {
  const params = { path: { orgId, requestId, entryId } };
  const call =
    actor === "board"
      ? api.GET("/api/orgs/{orgId}/architectural-requests/{requestId}/letters/{entryId}/pdf", {
          params,
          parseAs: "blob",
        })
      : api.GET("/api/orgs/{orgId}/me/architectural-requests/{requestId}/letters/{entryId}/pdf", {
          params,
          parseAs: "blob",
        });
  return downloadFile(call, "architectural-letter.pdf");
}

/** The procedure: committee, board, response time and what its passing does. */
export const useArcSettings = queryHook(
  queryKeys.architecturalSettings.detail,
  orgFetcher("/api/orgs/{orgId}/architectural-review/settings"),
);

export interface ArcSettingsSave {
  committee: string[];
  directors: string[];
  responseDays: number;
  deadlineOutcome: ArcSettingsRead["deadlineOutcome"];
}

/** Saves the procedure made to the version shown (`If-Match`; "0" before the first save). */
export const useSaveArcSettings = (orgId: string) =>
  useItemMutation({
    mutationFn: ({ settings, version }: { settings: ArcSettingsSave; version: number }) =>
      sayingStale(
        unwrap(
          api.PUT("/api/orgs/{orgId}/architectural-review/settings", {
            params: { path: { orgId }, header: ifMatch({ version }) },
            body: settings,
          }),
        ),
      ),
    meta: {
      errorMessage: "The architectural review settings could not be saved",
      toastId: "arc-settings",
    },
    // A stale version (412): show what the server has now.
    invalidatesOnError: [queryKeys.architecturalSettings.all],
    setsDetail: () => queryKeys.architecturalSettings.detail(orgId),
    invalidates: [queryKeys.audit.all],
  });

/** The board's people a committee or the directors are chosen from: administrators and members. */
const listMembers = pageFetcher("/api/orgs/{orgId}/members");

export const useBoardPeople = (orgId: string) =>
  useQuery({
    queryKey: [...queryKeys.members.all, "board", { orgId }],
    queryFn: async ({ signal }) => {
      const [admins, members] = await Promise.all(
        (["admin", "member"] as const).map((role) =>
          listMembers(orgId, { role, sort: "name", limit: 100 }, signal),
        ),
      );
      return [...(admins?.items ?? []), ...(members?.items ?? [])].sort((a, b) =>
        (a.displayName || a.email).localeCompare(b.displayName || b.email),
      );
    },
  });
