import { useEffect } from "react";
import { reportSignIn } from "../api/report-sign-in";
import { useOrganizationSession } from "./organization-session";

const DEVICE_KEY = "hoa.device";

/** This browser's own random id, kept for good (a new browser, or cleared storage, is new). */
function deviceId(): string {
  const stored = localStorage.getItem(DEVICE_KEY);
  if (stored && /^[A-Za-z0-9-]{8,64}$/u.test(stored)) return stored;
  const created = crypto.randomUUID();
  localStorage.setItem(DEVICE_KEY, created);
  return created;
}

/** "Chrome on Linux": what the administrators' email says of the browser (no address, no id). */
export function describeBrowser(userAgent: string): string {
  const browser = /Edg\//u.test(userAgent)
    ? "Edge"
    : /Firefox\//u.test(userAgent)
      ? "Firefox"
      : /Chrom(e|ium)\//u.test(userAgent)
        ? "Chrome"
        : /Safari\//u.test(userAgent)
          ? "Safari"
          : "A browser";
  const system = /Android/u.test(userAgent)
    ? "Android"
    : /iPhone|iPad/u.test(userAgent)
      ? "iOS"
      : /Windows/u.test(userAgent)
        ? "Windows"
        : /Mac OS X/u.test(userAgent)
          ? "macOS"
          : /Linux/u.test(userAgent)
            ? "Linux"
            : "an unknown system";
  return `${browser} on ${system}`;
}

/**
 * Tells the API once per browser session that this person signed in to the organization from
 * this browser, so the administrators can be emailed about a sign-in from a new device. A
 * failure is only logged: it must never stand in the way of the console.
 */
export function SignInReport() {
  const { user, currentOrgId } = useOrganizationSession();
  const uid = user?.uid;
  useEffect(() => {
    if (!uid || !currentOrgId) return;
    const key = `hoa.sign-in-reported.${uid}.${currentOrgId}`;
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, "1");
    reportSignIn(currentOrgId, deviceId(), describeBrowser(navigator.userAgent)).catch(
      (error: unknown) => console.warn("The sign-in could not be reported", error),
    );
  }, [uid, currentOrgId]);
  return null;
}
