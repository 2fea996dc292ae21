import { Loader } from "@hoa/ui";
import type { ReactNode } from "react";
import AddOrganizationPage from "../features/organization/AddOrganizationPage";
import { useOrganizationSession } from "../lib/organization-session";
import { gateLoaderText, resolveGateState } from "./gate-state";

/** Lets a signed-in user with a current organization through; everyone else waits or sets one up. */
export function AccessGate({ children }: { children: ReactNode }) {
  const session = useOrganizationSession();
  switch (resolveGateState(session)) {
    case "no-user":
    case "loading-roles":
      return <Loader label={gateLoaderText.pleaseWait} />;
    case "needs-organization":
      return <AddOrganizationPage />;
    case "setting-up":
      return <Loader label={gateLoaderText.settingUp} />;
    case "ready":
      return children;
  }
}
