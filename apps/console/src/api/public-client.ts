import createClient from "openapi-fetch";
import type { paths } from "./schema";

/**
 * The typed client for the API's calls that need no sign-in (a ballot link, a receipt check):
 * no ID token is added, so a visitor who is not signed in can make them. Use it through `unwrap`.
 */
export const publicApi = createClient<paths>({
  baseUrl: globalThis.location.origin,
  // Resolved at call time, so tests can stub the global fetch.
  fetch: (request) => globalThis.fetch(request),
});
