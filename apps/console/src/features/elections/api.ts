import { useQuery } from "@tanstack/react-query";
import { api, ApiError, unwrap, type ApiSchemas } from "../../api/client";
import { ifMatch, versionedRequest } from "../../api/if-match";
import { useItemMutation } from "../../api/item-mutation";
import { queryKeys } from "../../api/query-keys";
import { orgFetcher, queryHook, recordFetcher } from "../../api/reads";
import { postRequest } from "../../api/requests";
import type { paths } from "../../api/schema";

export type Election = ApiSchemas["Election"];
export type OpenedElection = ApiSchemas["OpenedElection"];
export type ReconvenedElection = ApiSchemas["ReconvenedElection"];
export type ElectionSettingsRead = ApiSchemas["ElectionSettings"];
export type ElectionCreate =
  paths["/api/orgs/{orgId}/elections"]["post"]["requestBody"]["content"]["application/json"];
export type ElectionSettingsSave =
  paths["/api/orgs/{orgId}/elections/settings"]["put"]["requestBody"]["content"]["application/json"];

const keys = queryKeys.elections;

/** What a 412 says: the page already shows what the server has now. */
export const ELECTION_CHANGED_MEANWHILE =
  "Someone else changed this election since you opened it. It now shows their changes: check them, then try again.";

/** What a 412 on the rules says. */
export const SETTINGS_CHANGED_MEANWHILE =
  "Someone else changed the election rules since you opened them. They now show their changes: check them, then try again.";

async function sayingStale<TData>(request: Promise<TData>, message: string): Promise<TData> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status === 412) {
      throw new ApiError(412, error.message, message, error.fields);
    }
    throw error;
  }
}

const listPath = "/api/orgs/{orgId}/elections" as const;

/** `GET /api/orgs/{orgId}/elections`: newest first, live counts only. */
export const useElections = (orgId: string) =>
  useQuery({
    queryKey: keys.list(orgId, {}),
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET(listPath, { params: { path: { orgId } }, signal }))).items,
    enabled: orgId !== "",
  });

/** `GET .../elections/{electionId}`: its version is the one the ballots go out to. */
export const useElection = queryHook(
  keys.detail,
  recordFetcher("/api/orgs/{orgId}/elections/{electionId}", "electionId"),
);

const postElection = postRequest(listPath);

/** A draft election (administrators); each refused date comes back on its field. */
export const useCreateElection = (orgId: string) =>
  useItemMutation({
    mutationFn: (election: ElectionCreate) => postElection({ orgId }, election),
    meta: { errorMessage: "The election could not be created", toastId: "create-election" },
    setsDetail: (saved) => keys.detail(orgId, saved.id),
    invalidates: [keys.all],
  });

const patchElection = versionedRequest("PATCH", "/api/orgs/{orgId}/elections/{electionId}");

/** Changes a draft made to the version shown (`If-Match`). */
export const useUpdateElection = (orgId: string, election: Election) =>
  useItemMutation({
    mutationFn: (changes: ElectionCreate) =>
      sayingStale(patchElection(orgId, election, changes), ELECTION_CHANGED_MEANWHILE),
    meta: { errorMessage: "The election could not be saved", toastId: "update-election" },
    setsDetail: (saved) => keys.detail(orgId, saved.id),
    invalidates: [keys.all],
    invalidatesOnError: [keys.detail(orgId, election.id)],
  });

const openRequest = versionedRequest("POST", "/api/orgs/{orgId}/elections/{electionId}/open");

/** Sends the ballots now, made to the version shown (`If-Match`). */
export const useSendBallots = (orgId: string, election: Election) =>
  useItemMutation({
    mutationFn: () => sayingStale(openRequest(orgId, election), ELECTION_CHANGED_MEANWHILE),
    meta: { errorMessage: "The ballots could not be sent", toastId: "send-ballots" },
    invalidates: [keys.all, queryKeys.audit.all],
    invalidatesOnError: [keys.detail(orgId, election.id)],
  });

const reconveneRequest = versionedRequest(
  "POST",
  "/api/orgs/{orgId}/elections/{electionId}/reconvene",
);

/**
 * Reconvenes a meeting whose quorum failed at a new voting deadline, made to the version shown
 * (`If-Match`); a date the rules refuse comes back on `votingDeadline` with its citation.
 */
export const useReconveneElection = (orgId: string, election: Election) =>
  useItemMutation({
    mutationFn: (votingDeadline: string) =>
      sayingStale(
        reconveneRequest(orgId, election, { votingDeadline }),
        ELECTION_CHANGED_MEANWHILE,
      ),
    meta: { errorMessage: "The meeting could not be reconvened", toastId: "reconvene-election" },
    invalidates: [keys.all, queryKeys.audit.all],
    invalidatesOnError: [keys.detail(orgId, election.id)],
  });

/** `GET .../elections/settings`: the rule set, its numbers and the rules in effect. */
export const useElectionSettings = queryHook(
  queryKeys.electionSettings.detail,
  orgFetcher("/api/orgs/{orgId}/elections/settings"),
);

/** Saves the rules made to the version shown (`If-Match`; "0" before the first save). */
export const useSaveElectionSettings = (orgId: string) =>
  useItemMutation({
    mutationFn: ({ settings, version }: { settings: ElectionSettingsSave; version: number }) =>
      sayingStale(
        unwrap(
          api.PUT("/api/orgs/{orgId}/elections/settings", {
            params: { path: { orgId }, header: ifMatch({ version }) },
            body: settings,
          }),
        ),
        SETTINGS_CHANGED_MEANWHILE,
      ),
    meta: { errorMessage: "The election rules could not be saved", toastId: "election-settings" },
    setsDetail: () => queryKeys.electionSettings.detail(orgId),
    invalidates: [queryKeys.electionSettings.all],
    invalidatesOnError: [queryKeys.electionSettings.all],
  });

// ---------------------------------------------------------------------------------------------
// Nominations.

export type Nomination = ApiSchemas["ElectionNomination"];
export type NominationsOpened = ApiSchemas["NominationsOpened"];

/** The board's nominations of one election, under the elections' keys (refreshed with them). */
const nominationsKey = (orgId: string, electionId: string) =>
  keys.list(orgId, { electionId, nominations: true });

/** `GET .../elections/{electionId}/nominations`: oldest first, with who nominated. */
export const useNominations = (orgId: string, electionId: string) =>
  useQuery({
    queryKey: nominationsKey(orgId, electionId),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET("/api/orgs/{orgId}/elections/{electionId}/nominations", {
            params: { path: { orgId, electionId } },
            signal,
          }),
        )
      ).items,
    enabled: orgId !== "" && electionId !== "",
  });

const openNominationsRequest = versionedRequest(
  "POST",
  "/api/orgs/{orgId}/elections/{electionId}/nominations/open",
);

/** Sends the nomination notice now, made to the version shown (`If-Match`). */
export const useSendNominationNotice = (orgId: string, election: Election) =>
  useItemMutation({
    mutationFn: () =>
      sayingStale(openNominationsRequest(orgId, election), ELECTION_CHANGED_MEANWHILE),
    meta: {
      errorMessage: "The nomination notice could not be sent",
      toastId: "send-nomination-notice",
    },
    invalidates: [keys.all, queryKeys.audit.all],
    invalidatesOnError: [keys.detail(orgId, election.id)],
  });

/** What deciding a nomination takes: accept, or decline with a reason ("" for none). */
export type NominationDecision =
  { nominationId: string; accept: true } | { nominationId: string; accept: false; reason: string };

/**
 * Accepts a nomination (its nominee joins the candidates) or declines it, made to the election's
 * version shown (`If-Match`).
 */
export const useDecideNomination = (orgId: string, election: Election) =>
  useItemMutation({
    mutationFn: (decision: NominationDecision) => {
      const params = {
        path: { orgId, electionId: election.id, nominationId: decision.nominationId },
        header: ifMatch(election),
      };
      return sayingStale(
        unwrap(
          decision.accept
            ? api.POST(
                "/api/orgs/{orgId}/elections/{electionId}/nominations/{nominationId}/accept",
                { params },
              )
            : api.POST(
                "/api/orgs/{orgId}/elections/{electionId}/nominations/{nominationId}/decline",
                { params, body: { reason: decision.reason } },
              ),
        ),
        ELECTION_CHANGED_MEANWHILE,
      );
    },
    meta: { errorMessage: "The nomination could not be decided", toastId: "decide-nomination" },
    invalidates: [keys.all, queryKeys.audit.all],
    invalidatesOnError: [keys.all],
  });
