import { Button, Dialog, notify } from "@hoa/ui";
import { SESSION_TIMEOUT_LABELS, SESSION_TIMEOUT_MS } from "@hoa/validation";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../config/paths";
import { clock } from "./clock";
import { useOrganizationSession } from "./organization-session";

/** How long before the sign-out the warning appears. */
export const IDLE_WARNING_MS = 60_000;

/** What counts as activity: the person pointing, typing, scrolling or coming back to the tab. */
const ACTIVITY_EVENTS = ["pointerdown", "keydown", "wheel", "touchstart"] as const;

/**
 * Signs an idle administrator out after the organization's session timeout ("Never": never),
 * warning a minute before with a way to stay. Activity restarts the count. Time is read from
 * `clock` on every check, so a tab that slept past the timeout signs out as soon as it wakes.
 */
export function IdleSignOut() {
  const { organization, isOrganizationAdmin } = useOrganizationSession();
  const timeout = organization?.sessionTimeout ?? "never";
  const timeoutMs = isOrganizationAdmin ? SESSION_TIMEOUT_MS[timeout] : null;
  const navigate = useNavigate();
  const lastActivity = useRef(clock.now());
  const [warning, setWarning] = useState(false);
  const [check, setCheck] = useState(0);

  const restart = useCallback(() => {
    lastActivity.current = clock.now();
    setWarning(false);
    setCheck((count) => count + 1);
  }, []);

  // Each check schedules the next moment something changes: the warning, then the sign-out.
  useEffect(() => {
    if (timeoutMs === null) return undefined;
    const idle = clock.now() - lastActivity.current;
    if (idle >= timeoutMs) {
      notify.info(
        `You were signed out after ${SESSION_TIMEOUT_LABELS[timeout]} without activity.`,
        {
          id: "idle-sign-out",
        },
      );
      void navigate(paths.signOut.href(), { replace: true });
      return undefined;
    }
    const warnAt = timeoutMs - IDLE_WARNING_MS;
    if (idle >= warnAt) setWarning(true);
    const next = idle >= warnAt ? timeoutMs - idle : warnAt - idle;
    const timer = setTimeout(() => setCheck((count) => count + 1), next);
    return () => clearTimeout(timer);
  }, [check, timeoutMs, timeout, navigate]);

  // Activity restarts the count, except while the warning asks: then only its button does.
  useEffect(() => {
    if (timeoutMs === null) return undefined;
    const onActivity = () => {
      if (!warning) lastActivity.current = clock.now();
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") setCheck((count) => count + 1);
    };
    for (const event of ACTIVITY_EVENTS) {
      window.addEventListener(event, onActivity, { capture: true, passive: true });
    }
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      for (const event of ACTIVITY_EVENTS) {
        window.removeEventListener(event, onActivity, { capture: true });
      }
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [timeoutMs, warning]);

  if (timeoutMs === null) return null;
  return (
    <Dialog
      open={warning}
      title="You will be signed out in 1 minute"
      description={`You have not used the console for a while. For your organization's security, admins are signed out after ${SESSION_TIMEOUT_LABELS[timeout]} without activity.`}
      role="alertdialog"
      onClose={restart}
      footer={
        <>
          <Button variant="secondary" onClick={() => void navigate(paths.signOut.href())}>
            Sign out now
          </Button>
          <Button data-autofocus onClick={restart}>
            Stay signed in
          </Button>
        </>
      }
    />
  );
}
