import { initializeApp } from "firebase/app";
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from "firebase/auth";
import { authEmulatorUrl, firebaseConfig } from "../config/env";

// This module is loaded lazily, through `loadAuthSdk` (./auth-sdk.ts): the sign-in screen renders
// and takes typing before the Auth SDK arrives. Import it from nowhere else.

const app = initializeApp(firebaseConfig);

/**
 * The one Auth instance. `initializeAuth` with a single persistence keeps the popup resolver (and
 * the iframe it preloads) out of the first load; popup sign-in passes the resolver itself.
 */
export const auth = initializeAuth(app, { persistence: browserLocalPersistence });

if (authEmulatorUrl) connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });

export {
  GoogleAuthProvider,
  EmailAuthProvider,
  OAuthProvider,
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updatePassword,
  updateProfile,
} from "firebase/auth";
