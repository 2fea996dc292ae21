export type PopupProvider = "google" | "apple";

export const authMessages = {
  invalidCredentials: "Invalid email or password. Please check your credentials and try again.",
  tooManyRequests: "Too many failed sign in attempts. Please try again later.",
  userDisabled: "This account has been disabled. Please contact support.",
  invalidEmail: "Please enter a valid email address.",
  emailSignInFailed: "Failed to sign in with email. Please try again.",
  googleSignInFailed: "Failed to sign in. Please try again.",
  appleSignInFailed: "Failed to sign in with Apple. Please try again.",
  resetEmailSent: "Password reset email sent! Check your inbox.",
  resetEmailFailed: "Failed to send password reset email. Please try again.",
  createAccountFailed: "Failed to create account. Please try again.",
  signedOut: "You have been signed out successfully",
  signOutFailed: "Failed to sign out. Please try again.",
} as const;

/**
 * The code of a Firebase error (`auth/...`). Read from the error's fields rather than by
 * `instanceof FirebaseError`, which would put the Firebase core in the first chunk.
 */
function errorCode(error: unknown): string | undefined {
  if (!(error instanceof Error) || error.name !== "FirebaseError" || !("code" in error)) {
    return undefined;
  }
  return typeof error.code === "string" ? error.code : undefined;
}

const emailSignInMessages: Record<string, string> = {
  // The emulator (and projects without email-enumeration protection) tell these two apart;
  // the protected service answers `invalid-credential` for both.
  "auth/user-not-found": authMessages.invalidCredentials,
  "auth/wrong-password": authMessages.invalidCredentials,
  "auth/invalid-credential": authMessages.invalidCredentials,
  "auth/invalid-login-credentials": authMessages.invalidCredentials,
  "auth/too-many-requests": authMessages.tooManyRequests,
  "auth/user-disabled": authMessages.userDisabled,
  "auth/invalid-email": authMessages.invalidEmail,
};

/** The toast for a failed email sign-in, chosen by the error's code. */
export function emailSignInErrorMessage(error: unknown): string {
  return emailSignInMessages[errorCode(error) ?? ""] ?? authMessages.emailSignInFailed;
}

/** Closing the popup, or opening a second one, is the person's own choice: nothing to report. */
const silentPopupCodes = new Set([
  "auth/popup-closed-by-user",
  "auth/cancelled-popup-request",
  "auth/user-cancelled",
]);

/**
 * The toast for a failed Google or Apple sign-in, or `null` when the person closed the popup.
 * Other errors show their own message, except the provider's internal ones, which get the
 * provider's fallback text.
 */
export function popupSignInErrorMessage(error: unknown, provider: PopupProvider): string | null {
  const code = errorCode(error);
  if (code && silentPopupCodes.has(code)) return null;
  const fallback =
    provider === "google" ? authMessages.googleSignInFailed : authMessages.appleSignInFailed;
  if (code === "auth/internal-error") return fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}
