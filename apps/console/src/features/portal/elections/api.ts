import { useQuery } from "@tanstack/react-query";
import { api, unwrap, type ApiSchemas } from "../../../api/client";
import { useItemMutation } from "../../../api/item-mutation";
import { queryKeys } from "../../../api/query-keys";
import { postRequest } from "../../../api/requests";
import type { paths } from "../../../api/schema";

export type OwnElection = ApiSchemas["ResidentElection"];
export type ElectionProxy = ApiSchemas["ElectionProxy"];
export type OwnProperty = ApiSchemas["ElectionOwnProperty"];
export type ProxyRequest =
  paths["/api/orgs/{orgId}/me/elections/{electionId}/proxies"]["post"]["requestBody"]["content"]["application/json"];
export type CastRequest =
  paths["/api/orgs/{orgId}/me/elections/{electionId}/proxies/{propertyId}/ballot"]["post"]["requestBody"]["content"]["application/json"];

const keys = queryKeys.ownElections;

/** `GET .../me/elections`: the elections whose ballots went out, with certified results. */
export const useOwnElections = (orgId: string) =>
  useQuery({
    queryKey: keys.list(orgId),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET("/api/orgs/{orgId}/me/elections", { params: { path: { orgId } }, signal }),
        )
      ).items,
    enabled: orgId !== "",
  });

/** `GET .../me/elections/{electionId}`. */
export const useOwnElection = (orgId: string, electionId: string) =>
  useQuery({
    queryKey: keys.detail(orgId, electionId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET("/api/orgs/{orgId}/me/elections/{electionId}", {
          params: { path: { orgId, electionId } },
          signal,
        }),
      ),
  });

/** `GET .../proxies`: the proxies the caller holds in the election, with their instructions. */
export const useHeldProxies = (orgId: string, electionId: string) =>
  useQuery({
    queryKey: keys.proxies(orgId, electionId),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET("/api/orgs/{orgId}/me/elections/{electionId}/proxies", {
            params: { path: { orgId, electionId } },
            signal,
          }),
        )
      ).items,
  });

/** `GET .../properties`: the caller's properties on the roll, voted or not, and their proxies. */
export const useOwnElectionProperties = (orgId: string, electionId: string) =>
  useQuery({
    queryKey: keys.properties(orgId, electionId),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET("/api/orgs/{orgId}/me/elections/{electionId}/properties", {
            params: { path: { orgId, electionId } },
            signal,
          }),
        )
      ).items,
  });

/** `GET .../proxy-holders`: whom the caller may give a proxy to (their household, the board). */
export const useProxyHolders = (orgId: string, electionId: string) =>
  useQuery({
    queryKey: keys.holders(orgId, electionId),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET("/api/orgs/{orgId}/me/elections/{electionId}/proxy-holders", {
            params: { path: { orgId, electionId } },
            signal,
          }),
        )
      ).items,
  });

/** Takes a property's proxy back before it is used. */
export const useRevokeProxy = (orgId: string, electionId: string) =>
  useItemMutation({
    mutationFn: (propertyId: string) =>
      unwrap(
        api.DELETE("/api/orgs/{orgId}/me/elections/{electionId}/proxies/{propertyId}", {
          params: { path: { orgId, electionId, propertyId } },
        }),
      ),
    meta: { errorMessage: "The proxy could not be revoked", toastId: "revoke-proxy" },
    invalidates: [keys.all],
  });

const postProxy = postRequest("/api/orgs/{orgId}/me/elections/{electionId}/proxies");

/** Gives a property's proxy to another member. */
export const useGiveProxy = (orgId: string, electionId: string) =>
  useItemMutation({
    mutationFn: (request: ProxyRequest) => postProxy({ orgId, electionId }, request),
    meta: { errorMessage: "The proxy could not be given", toastId: "give-proxy" },
    invalidates: [keys.all],
  });

const postProxyBallot = postRequest(
  "/api/orgs/{orgId}/me/elections/{electionId}/proxies/{propertyId}/ballot",
);

/** Casts the ballot of a property whose proxy the caller holds: answers its receipt once. */
export const useCastProxyBallot = (orgId: string, electionId: string) =>
  useItemMutation({
    mutationFn: ({ propertyId, request }: { propertyId: string; request: CastRequest }) =>
      postProxyBallot({ orgId, electionId, propertyId }, request),
    meta: { errorMessage: "The proxy ballot could not be cast", toastId: "cast-proxy" },
    invalidates: [keys.proxies(orgId, electionId)],
  });

export type OwnNomination = ApiSchemas["ElectionNomination"];
export type NominationRequest =
  paths["/api/orgs/{orgId}/me/elections/{electionId}/nominations"]["post"]["requestBody"]["content"]["application/json"];

/** `GET .../me/elections/{electionId}/nominations`: the caller's own, with the board's decision. */
export const useOwnNominations = (orgId: string, electionId: string, enabled = true) =>
  useQuery({
    queryKey: keys.nominations(orgId, electionId),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET("/api/orgs/{orgId}/me/elections/{electionId}/nominations", {
            params: { path: { orgId, electionId } },
            signal,
          }),
        )
      ).items,
    enabled,
  });

const postNomination = postRequest("/api/orgs/{orgId}/me/elections/{electionId}/nominations");

/** Nominates a candidate by name, with a statement or none. */
export const useNominate = (orgId: string, electionId: string) =>
  useItemMutation({
    mutationFn: (request: NominationRequest) => postNomination({ orgId, electionId }, request),
    meta: { errorMessage: "The nomination could not be sent", toastId: "nominate" },
    invalidates: [keys.nominations(orgId, electionId)],
  });
