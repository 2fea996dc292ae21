import type { User } from "firebase/auth";
import { loadAuthSdk, type AuthSdk } from "../../lib/auth-sdk";
import type { PopupProvider } from "./auth-errors";

// Each action awaits the Auth SDK, which loads after the screen's first paint (lib/auth-sdk.ts):
// a person who submits before it has arrived waits for it here, not for the screen.

export async function signInWithEmail(email: string, password: string): Promise<void> {
  const sdk = await loadAuthSdk();
  await sdk.signInWithEmailAndPassword(sdk.auth, email, password);
}

function providerFor(sdk: AuthSdk, provider: PopupProvider) {
  if (provider === "google") return new sdk.GoogleAuthProvider();
  const apple = new sdk.OAuthProvider("apple.com");
  apple.addScope("email");
  apple.addScope("name");
  return apple;
}

/** Google or Apple sign-in in a popup. The resolver is passed here only, so no page load sets it up. */
export async function signInWithProvider(provider: PopupProvider): Promise<void> {
  const sdk = await loadAuthSdk();
  await sdk.signInWithPopup(sdk.auth, providerFor(sdk, provider), sdk.browserPopupRedirectResolver);
}

/**
 * Creates the account with its name and signs it in. The ID token is renewed once the name is
 * saved, so that the API (which reads the name from the token) knows it from the first request
 * that needs it, such as accepting an invitation.
 */
export async function createAccount(
  email: string,
  password: string,
  displayName: string,
): Promise<void> {
  const sdk = await loadAuthSdk();
  const { user } = await sdk.createUserWithEmailAndPassword(sdk.auth, email, password);
  await saveDisplayName(user, displayName);
}

/** Saves the account's name on its Firebase Auth profile and renews its ID token. */
export async function saveDisplayName(user: User, displayName: string): Promise<void> {
  const sdk = await loadAuthSdk();
  await sdk.updateProfile(user, { displayName });
  await user.getIdToken(true);
}

/** The provider id of an email-and-password sign-in (Firebase's `EmailAuthProvider.PROVIDER_ID`). */
const PASSWORD_PROVIDER = "password";

/** Whether the account signs in with an email and password (not only with Google or Apple). */
export const hasPassword = (user: Pick<User, "providerData">): boolean =>
  user.providerData.some((provider) => provider.providerId === PASSWORD_PROVIDER);

/** Proves the current password again, then sets the new one (Firebase asks for a recent sign-in). */
export async function changePassword(
  user: User,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const sdk = await loadAuthSdk();
  await sdk.reauthenticateWithCredential(
    user,
    sdk.EmailAuthProvider.credential(user.email ?? "", currentPassword),
  );
  await sdk.updatePassword(user, newPassword);
}

export async function sendResetEmail(email: string): Promise<void> {
  const sdk = await loadAuthSdk();
  await sdk.sendPasswordResetEmail(sdk.auth, email);
}
