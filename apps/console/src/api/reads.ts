import { useQuery, type QueryKey } from "@tanstack/react-query";
import { api, unwrap, type ApiResult } from "./client";
import type { paths } from "./schema";

/** The paths of the API's document that answer a `GET`. */
export type GetPath = {
  [P in keyof paths]: paths[P] extends { get: object } ? P : never;
}[keyof paths];
type GetOperation<P extends GetPath> = Extract<paths[P], { get: object }>["get"];
type GetParameters<P extends GetPath> = GetOperation<P>["parameters"];
type PathParameter<P extends GetPath> = keyof GetParameters<P>["path"] & string;

/** The `data` a `GET` of `path` answers, as the document declares it. */
export type GetAnswer<P extends GetPath> =
  GetOperation<P> extends {
    responses: { 200: { content: { "application/json": { data: infer TData } } } };
  }
    ? TData
    : never;

/** The search, filters, sort and paging a list's `GET` takes. */
export type ListQueryOf<P extends GetPath> = NonNullable<GetParameters<P>["query"]>;

/**
 * The typed client checks a call to one literal path; the fetchers below are written once for
 * many paths, so they call it through this looser signature and type the answer themselves.
 */
const get = api.GET as unknown as <TData>(
  path: string,
  init: { params: { path: Record<string, string>; query?: object }; signal?: AbortSignal },
) => Promise<ApiResult<TData>>;

/**
 * The fetcher of one page of an organization's list (`GET /api/orgs/{orgId}/<items>`).
 *
 * @example
 * export const listTickets = pageFetcher("/api/orgs/{orgId}/tickets");
 * export const useTickets = listQueryHook(queryKeys.tickets.list, listTickets);
 */
export function pageFetcher<P extends GetPath>(path: P) {
  return (orgId: string, query: ListQueryOf<P>, signal?: AbortSignal) =>
    unwrap(get<GetAnswer<P>>(path, { params: { path: { orgId }, query }, signal }));
}

/**
 * The fetcher of something the organization has one of (`GET /api/orgs/{orgId}/<thing>`): a
 * summary of counts, settings, a report.
 *
 * @example
 * export const getTicketSummary = orgFetcher("/api/orgs/{orgId}/tickets/summary");
 */
export function orgFetcher<P extends GetPath>(path: P) {
  return (orgId: string, signal?: AbortSignal) =>
    unwrap(get<GetAnswer<P>>(path, { params: { path: { orgId } }, signal }));
}

/**
 * The fetcher of one record of an organization, named by the path's other parameter `idName`
 * (`GET /api/orgs/{orgId}/<items>/{itemId}`, or a part of it).
 *
 * @example
 * export const getTicket = recordFetcher("/api/orgs/{orgId}/tickets/{ticketId}", "ticketId");
 */
export function recordFetcher<P extends GetPath>(
  path: P,
  idName: Exclude<PathParameter<P>, "orgId">,
) {
  return (orgId: string, id: string, signal?: AbortSignal) =>
    unwrap(get<GetAnswer<P>>(path, { params: { path: { orgId, [idName]: id } }, signal }));
}

/**
 * The hook of a query from its key and its fetcher, taking what both take (an organization, a
 * record's id...): the fetcher gets those and the query's abort signal.
 *
 * @example
 * export const useTicket = queryHook(queryKeys.tickets.detail, getTicket);
 */
export function queryHook<TArgs extends unknown[], TData>(
  queryKey: (...args: TArgs) => QueryKey,
  fetch: (...args: [...TArgs, AbortSignal]) => Promise<TData>,
) {
  return function useRead(...args: TArgs) {
    return useQuery({
      queryKey: queryKey(...args),
      queryFn: ({ signal }) => fetch(...args, signal),
    });
  };
}

/**
 * The hook of a query about someone or something not known yet at first (the signed-in user, the
 * organization their roles name): idle while `id` is null.
 *
 * @example
 * export const useRoles = idleWhileNullHook(queryKeys.roles.mine, (_uid, signal) => getRoles(signal));
 */
export function idleWhileNullHook<TData>(
  queryKey: (id: string) => QueryKey,
  fetch: (id: string, signal: AbortSignal) => Promise<TData>,
) {
  return function useRead(id: string | null) {
    return useQuery({
      queryKey: queryKey(id ?? ""),
      queryFn: ({ signal }) => fetch(id ?? "", signal),
      enabled: id !== null,
    });
  };
}

/**
 * What `read` answers, or null when it fails: for what the console takes as absent when it cannot
 * be read (the roles, the organization). The failure is logged after `failure`; a cancelled read
 * still throws.
 */
export async function nullWhenFailed<TData>(
  read: Promise<TData>,
  failure: string,
  signal?: AbortSignal,
): Promise<TData | null> {
  try {
    return await read;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error(failure, error);
    return null;
  }
}
