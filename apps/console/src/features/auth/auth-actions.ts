import {
  GoogleAuthProvider,
  OAuthProvider,
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
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

/** Creates the account and signs it in. */
export async function createAccount(email: string, password: string): Promise<void> {
  await createUserWithEmailAndPassword(auth, email, password);
}

export async function sendResetEmail(email: string): Promise<void> {
  await sendPasswordResetEmail(auth, email);
}
