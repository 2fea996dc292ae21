import { Loader } from "@hoa/ui";
import { lazy, Suspense, type ReactNode } from "react";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { paths } from "../config/paths";
import SignInPage from "../features/auth/SignInPage";
import { PublicOnlyRoute, RequireAuth } from "./route-guards";
import { gateLoaderText } from "./gate-state";
import { installPopStateHold } from "../lib/popstate-hold";

// Before the router adds its own listener: a page may keep Back from it (unsaved changes).
installPopStateHold();

const AuthenticatedApp = lazy(() => import("./AuthenticatedApp"));
const CreateAccountPage = lazy(() => import("../features/auth/CreateAccountPage"));
const ResetPasswordPage = lazy(() => import("../features/auth/ResetPasswordPage"));
const BallotPage = lazy(() => import("../features/election-ballots/BallotPage"));

/**
 * The sign-in screen is in the first chunk; creating an account and resetting a password load
 * their own small chunks, and everything behind sign-in loads afterwards.
 */
/** A lazily loaded screen, with the gate's "please wait" while its chunk arrives. */
function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loader label={gateLoaderText.pleaseWait} />}>{children}</Suspense>;
}

function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicOnlyRoute />}>
        <Route path={paths.signIn.path} element={<SignInPage />} />
        <Route
          path={paths.createAccount.path}
          element={
            <Loading>
              <CreateAccountPage />
            </Loading>
          }
        />
        <Route
          path={paths.resetPassword.path}
          element={
            <Loading>
              <ResetPasswordPage />
            </Loading>
          }
        />
      </Route>
      {/* A ballot link opens signed in or not: its token is the credential. */}
      <Route
        path={paths.ballot.path}
        element={
          <Loading>
            <BallotPage />
          </Loading>
        }
      />
      <Route
        path="*"
        element={
          <RequireAuth>
            <Loading>
              <AuthenticatedApp />
            </Loading>
          </RequireAuth>
        }
      />
    </Routes>
  );
}

/** The console's router: the app's own `<Routes>` tree, each section's descendant routes below it. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
