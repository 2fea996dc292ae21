import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation, useSearchParams } from "react-router-dom";
import { paths } from "../config/paths";
import { useAuth } from "../lib/auth";
import { REDIRECT_PARAM, SIGN_OUT_PARAM, safeRedirectTarget, signInHrefFor } from "../lib/redirect";

/**
 * Sends a visitor who is not signed in to the sign-in screen, remembering where they were going;
 * after signing out they go to the plain sign-in screen.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, hasSignedOut } = useAuth();
  const location = useLocation();
  if (!isAuthenticated) {
    return <Navigate to={hasSignedOut ? paths.signIn.href() : signInHrefFor(location)} replace />;
  }
  return children;
}

/** The auth screens: a signed-in user is sent on to the redirect target (unless signing out). */
export function PublicOnlyRoute() {
  const { isAuthenticated } = useAuth();
  const [searchParams] = useSearchParams();
  if (isAuthenticated && !searchParams.has(SIGN_OUT_PARAM)) {
    return <Navigate to={safeRedirectTarget(searchParams.get(REDIRECT_PARAM))} replace />;
  }
  return <Outlet />;
}
