import {
  EmailAuthProvider,
  GoogleAuthProvider,
  OAuthProvider,
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  reauthenticateWithCredential,
  updatePassword,
  updateProfile,
  type User,
} from "firebase/auth";
import { auth } from "../../lib/firebase";
import type { PopupProvider } from "./auth-errors";

export async function signInWithEmail(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth, email, password);
}

function providerFor(provider: PopupProvider) {
  if (provider === "google") return new GoogleAuthProvider();
  const apple = new OAuthProvider("apple.com");
  apple.addScope("email");
  apple.addScope("name");
  return apple;
}

/** Google or Apple sign-in in a popup. The resolver is passed here only, so no page load sets it up. */
export async function signInWithProvider(provider: PopupProvider): Promise<void> {
  await signInWithPopup(auth, providerFor(provider), browserPopupRedirectResolver);
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
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  await saveDisplayName(user, displayName);
}

/** Saves the account's name on its Firebase Auth profile and renews its ID token. */
export async function saveDisplayName(user: User, displayName: string): Promise<void> {
  await updateProfile(user, { displayName });
  await user.getIdToken(true);
}

/** Whether the account signs in with an email and password (not only with Google or Apple). */
export const hasPassword = (user: Pick<User, "providerData">): boolean =>
  user.providerData.some((provider) => provider.providerId === EmailAuthProvider.PROVIDER_ID);

/** Proves the current password again, then sets the new one (Firebase asks for a recent sign-in). */
export async function changePassword(
  user: User,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  await reauthenticateWithCredential(
    user,
    EmailAuthProvider.credential(user.email ?? "", currentPassword),
  );
  await updatePassword(user, newPassword);
}

export async function sendResetEmail(email: string): Promise<void> {
  await sendPasswordResetEmail(auth, email);
}
