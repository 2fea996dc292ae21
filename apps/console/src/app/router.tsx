import { Loader } from "@hoa/ui";
import { lazy, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { paths } from "../config/paths";
import CreateAccountPage from "../features/auth/CreateAccountPage";
import ResetPasswordPage from "../features/auth/ResetPasswordPage";
import SignInPage from "../features/auth/SignInPage";
import { PublicOnlyRoute, RequireAuth } from "./route-guards";
import { gateLoaderText } from "./gate-state";

const AuthenticatedApp = lazy(() => import("./AuthenticatedApp"));

/** The auth screens are in the first chunk; everything behind sign-in loads afterwards. */
export function AppRouter() {
  return (
    <BrowserRouter>
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
    </BrowserRouter>
  );
}
