import { authPaths, paths } from "../config/paths";

/** The query parameter that carries where to go after signing in. */
export const REDIRECT_PARAM = "redirect";
/** `?signout=1` on the sign-in screen signs the current user out. */
export const SIGN_OUT_PARAM = "signout";

// Any origin works: it only tells a same-origin path from everything else.
const PROBE_ORIGIN = "https://console.invalid";

/**
 * Where to send a user after signing in: the requested target when it is a same-origin path
 * (one leading `/`, no scheme, no backslash, no control characters) that is not one of the auth
 * screens, and `/` otherwise.
 */
export function safeRedirectTarget(requested: string | null | undefined): string {
  const fallback = paths.home.href();
  if (!requested || !requested.startsWith("/") || requested.startsWith("//")) return fallback;
  // Browsers read `\` as `/` and drop tabs and newlines, so "/\evil" or "/\t/evil" leave the site.
  if (/[\\\s\p{Cc}]/u.test(requested)) return fallback;

  let url: URL;
  try {
    url = new URL(requested, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;

  // Routes match without regard to case or a trailing slash.
  const pathname = url.pathname.toLowerCase().replace(/\/+$/, "") || "/";
  if (authPaths.includes(pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** An auth screen's address, carrying the redirect target unless it is the default `/`. */
export function authHref(authPath: string, redirectTarget: string): string {
  if (redirectTarget === paths.home.href()) return authPath;
  return `${authPath}?${new URLSearchParams({ [REDIRECT_PARAM]: redirectTarget })}`;
}

/** Where an unauthenticated visitor is sent: plain sign-in for `/`, else with the path to return to. */
export function signInHrefFor(location: { pathname: string; search: string }): string {
  if (location.pathname === paths.home.path) return paths.signIn.href();
  return authHref(
    paths.signIn.href(),
    safeRedirectTarget(`${location.pathname}${location.search}`),
  );
}

/**
 * The sign-in screen told to sign the current user out first, then, once someone signs in, to go
 * to `redirectTarget` (e.g. an invitation opened with the wrong account).
 */
export function signOutHref(redirectTarget: string): string {
  const target = safeRedirectTarget(redirectTarget);
  const query = new URLSearchParams({ [SIGN_OUT_PARAM]: "1" });
  if (target !== paths.home.href()) query.set(REDIRECT_PARAM, target);
  return `${paths.signIn.href()}?${query}`;
}

/**
 * The invited address an invitation's link carries (`/invite/{token}?email=...`) when `target`
 * is one, so that creating an account on the way to it starts with that address; else "".
 */
export function invitedEmailOf(target: string): string {
  const url = new URL(target, PROBE_ORIGIN);
  if (!url.pathname.startsWith(paths.invitation.href(""))) return "";
  return url.searchParams.get("email")?.trim() ?? "";
}
