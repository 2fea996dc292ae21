import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MeasureChoice } from "@hoa/validation/elections";
import { api, unwrap, type ApiSchemas } from "../../api/client";
import { publicApi } from "../../api/public-client";
import { queryKeys } from "../../api/query-keys";

export type Ballot = ApiSchemas["Ballot"];
export type CastBallot = ApiSchemas["CastBallot"];
export type InspectedElection = ApiSchemas["InspectedElection"];
export type ElectionTally = ApiSchemas["ElectionTally"];
export type RollEntry = ApiSchemas["ElectionRollEntry"];
export type ElectionResult = ElectionTally["result"];
export type ElectionVote = Ballot["vote"];

/** What a ballot chooses, as the API takes it: candidates' ids (none: a blank ballot), or an answer. */
export type BallotChoices = { candidates: string[] } | { answer: MeasureChoice };

/** `GET /api/ballots/{token}` (no sign-in; 404: the link is not valid). */
export function useBallot(token: string) {
  return useQuery({
    queryKey: queryKeys.ballotLinks.detail(token),
    queryFn: ({ signal }) =>
      unwrap(publicApi.GET("/api/ballots/{token}", { params: { path: { token } }, signal })),
  });
}

/** `POST /api/ballots/{token}`: the property's ballot, cast once; answers the receipt once. */
export function useCastBallot(token: string) {
  return useMutation({
    mutationFn: (body: { choices: BallotChoices; electronicConsent: boolean }) =>
      unwrap(publicApi.POST("/api/ballots/{token}", { params: { path: { token } }, body })),
  });
}

/** `POST /api/ballot-receipts`: whether a receipt's ballot is in the box. */
export function useCheckReceipt() {
  return useMutation({
    mutationFn: (body: { orgId: string; electionId: string; receipt: string }) =>
      unwrap(publicApi.POST("/api/ballot-receipts", { body })),
  });
}

const inspectorPath = (orgId: string, electionId: string) => ({
  params: { path: { orgId, electionId } },
});

/** `GET /api/inspector/orgs/{orgId}/elections/{electionId}` (404 to anyone but the inspector). */
export function useInspectedElection(orgId: string, electionId: string) {
  return useQuery({
    queryKey: queryKeys.inspectedElections.detail(orgId, electionId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET("/api/inspector/orgs/{orgId}/elections/{electionId}", {
          ...inspectorPath(orgId, electionId),
          signal,
        }),
      ),
  });
}

/** `GET .../tally`: the tally, once the count is open. */
export function useElectionTally(orgId: string, electionId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.inspectedElections.tally(orgId, electionId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET("/api/inspector/orgs/{orgId}/elections/{electionId}/tally", {
          ...inspectorPath(orgId, electionId),
          signal,
        }),
      ),
    enabled,
  });
}

/** `GET .../roll`: the voter roll by address, whether each voted (never how). */
export function useElectionRoll(orgId: string, electionId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.inspectedElections.roll(orgId, electionId),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET("/api/inspector/orgs/{orgId}/elections/{electionId}/roll", {
            ...inspectorPath(orgId, electionId),
            signal,
          }),
        )
      ).items,
    enabled,
  });
}

/** After an inspector's action: the election it answers, and the tally read again. */
function useInspectorMutation<TBody, TAnswer>(
  call: (body: TBody) => Promise<TAnswer>,
  /** How a failure is toasted; none where the form shows the refusal itself. */
  meta?: { errorMessage: string; toastId: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inspectedElections.all }),
  });
}

/** `POST .../count`: closes the polls and opens the count. */
export const useOpenCount = (orgId: string, electionId: string) =>
  useInspectorMutation(
    () =>
      unwrap(
        api.POST("/api/inspector/orgs/{orgId}/elections/{electionId}/count", {
          ...inspectorPath(orgId, electionId),
        }),
      ),
    { errorMessage: "The count could not be opened. Try again.", toastId: "open-count" },
  );

/** `POST .../paper`: a paper ballot from a property's signed envelope (refusals shown in its form). */
export const useEnterPaperBallot = (orgId: string, electionId: string) =>
  useInspectorMutation((body: { propertyId: string; choices: BallotChoices; receivedAt: string }) =>
    unwrap(
      api.POST("/api/inspector/orgs/{orgId}/elections/{electionId}/paper", {
        ...inspectorPath(orgId, electionId),
        body,
      }),
    ),
  );

/** `POST .../certificate`: the inspector signs the results. */
export const useCertify = (orgId: string, electionId: string) =>
  useInspectorMutation(
    (body: { signature: string }) =>
      unwrap(
        api.POST("/api/inspector/orgs/{orgId}/elections/{electionId}/certificate", {
          ...inspectorPath(orgId, electionId),
          body,
        }),
      ),
    { errorMessage: "The results could not be certified. Try again.", toastId: "certify" },
  );
