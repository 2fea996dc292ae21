import type { ComposeEmailRequestInput, NotificationRequestInput } from "@hoa/validation";
import { useIsMutating, useQuery } from "@tanstack/react-query";
import { api, unwrap, type ApiSchemas } from "../../../api/client";
import { idempotencyHeader } from "../../../api/idempotency";
import { useItemMutation } from "../../../api/item-mutation";
import { listQueryHook } from "../../../api/list-query";
import { queryKeys } from "../../../api/query-keys";
import { pageFetcher, recordFetcher, type ListQueryOf } from "../../../api/reads";

export type Communication = ApiSchemas["Communication"];
export type Delivery = ApiSchemas["Delivery"];
export type CommunicationListQuery = ListQueryOf<"/api/orgs/{orgId}/communications">;
export type DeliveryListQuery =
  ListQueryOf<"/api/orgs/{orgId}/communications/{communicationId}/deliveries"> & {
    communicationId: string;
  };

/** `GET /api/orgs/{orgId}/communications`: one page of the history (administrators). */
export const listCommunications = pageFetcher("/api/orgs/{orgId}/communications");

export const useCommunications = listQueryHook(queryKeys.communications.list, listCommunications);

/** `GET .../communications/{id}`: one sent email or notification, with its delivery figures. */
export const getCommunication = recordFetcher(
  "/api/orgs/{orgId}/communications/{communicationId}",
  "communicationId",
);

/** One communication; while its emails are being sent, read again every few seconds. */
export function useCommunication(orgId: string, communicationId: string) {
  return useQuery({
    queryKey: queryKeys.communications.detail(orgId, communicationId),
    queryFn: ({ signal }) => getCommunication(orgId, communicationId, signal),
    enabled: orgId !== "",
    refetchInterval: (query) => {
      const data = query.state.data;
      const busy = data?.status === "sending" || (data?.delivery.pending ?? 0) > 0;
      return busy ? 5_000 : false;
    },
  });
}

/** `GET .../communications/{id}/deliveries`: its emails, one per recipient. */
export function listDeliveries(
  orgId: string,
  { communicationId, ...query }: DeliveryListQuery,
  signal?: AbortSignal,
) {
  return unwrap(
    api.GET("/api/orgs/{orgId}/communications/{communicationId}/deliveries", {
      params: { path: { orgId, communicationId }, query },
      signal,
    }),
  );
}

export const useDeliveries = listQueryHook(queryKeys.communications.deliveries, listDeliveries);

const sendKey = ["communications", "send"] as const;

const useSend = <TRequest>(
  orgId: string,
  send: (orgId: string, request: TRequest, key: string) => Promise<Communication>,
  errorMessage: string,
) =>
  useItemMutation({
    mutationKey: sendKey,
    mutationFn: (request: TRequest, keyFor) => send(orgId, request, keyFor(request)),
    meta: { errorMessage, toastId: "send-communication" },
    setsDetail: (sent) => queryKeys.communications.detail(orgId, sent.id),
    invalidates: [queryKeys.communications.all],
  });

/** `POST .../communications/emails`, with its `Idempotency-Key`. */
export const sendEmail = (orgId: string, request: ComposeEmailRequestInput, key: string) =>
  unwrap(
    api.POST("/api/orgs/{orgId}/communications/emails", {
      params: { path: { orgId }, header: idempotencyHeader(key) },
      body: request,
    }),
  );

/** `POST .../communications/notifications`, with its `Idempotency-Key`. */
export const sendNotification = (orgId: string, request: NotificationRequestInput, key: string) =>
  unwrap(
    api.POST("/api/orgs/{orgId}/communications/notifications", {
      params: { path: { orgId }, header: idempotencyHeader(key) },
      body: request,
    }),
  );

export const useSendEmail = (orgId: string) =>
  useSend(orgId, sendEmail, "The email could not be sent");

export const useSendNotification = (orgId: string) =>
  useSend(orgId, sendNotification, "The notification could not be sent");

export const useSendPending = () => useIsMutating({ mutationKey: sendKey }) > 0;
