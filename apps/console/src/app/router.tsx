import { Loader } from "@hoa/ui";
import { lazy, Suspense, useState } from "react";
import { createBrowserRouter, Route, RouterProvider, Routes } from "react-router-dom";
import { paths } from "../config/paths";
import CreateAccountPage from "../features/auth/CreateAccountPage";
import ResetPasswordPage from "../features/auth/ResetPasswordPage";
import SignInPage from "../features/auth/SignInPage";
import { PublicOnlyRoute, RequireAuth } from "./route-guards";
import { gateLoaderText } from "./gate-state";

const AuthenticatedApp = lazy(() => import("./AuthenticatedApp"));

/** The auth screens are in the first chunk; everything behind sign-in loads afterwards. */
function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicOnlyRoute />}>
        <Route path={paths.signIn.path} element={<SignInPage />} />
        <Route path={paths.createAccount.path} element={<CreateAccountPage />} />
        <Route path={paths.resetPassword.path} element={<ResetPasswordPage />} />
      </Route>
      <Route
        path="*"
        element={
          <RequireAuth>
            <Suspense fallback={<Loader label={gateLoaderText.pleaseWait} />}>
              <AuthenticatedApp />
            </Suspense>
          </RequireAuth>
        }
      />
    </Routes>
  );
}

/**
 * A data router (so a page can ask before its unsaved edits are lost, `useBlocker`) with one
 * splat route: the app's own `<Routes>` tree and every section's descendant routes below it.
 */
export function AppRouter() {
  // Made once per mount, from the address the app was opened at.
  const [router] = useState(() => createBrowserRouter([{ path: "*", element: <AppRoutes /> }]));
  return <RouterProvider router={router} />;
}
