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

/** Creates the account and signs it in. */
export async function createAccount(email: string, password: string): Promise<void> {
  const sdk = await loadAuthSdk();
  await sdk.createUserWithEmailAndPassword(sdk.auth, email, password);
}

export async function sendResetEmail(email: string): Promise<void> {
  const sdk = await loadAuthSdk();
  await sdk.sendPasswordResetEmail(sdk.auth, email);
}
