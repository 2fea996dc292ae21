/**
 * An in-memory stand-in for the parts of `firebase/auth` the console uses, so component tests run
 * without the emulator. Tests drive it through `fakeAuth`: who is signed in, when Auth finishes
 * loading, and which error the next call fails with. The browser tests use the real SDK.
 */
import { FirebaseError } from "firebase/app";

export interface FakeUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  /** How the account signs in: `password` for an email and password, else the provider's id. */
  providerData: { providerId: string }[];
  getIdToken: (forceRefresh?: boolean) => Promise<string>;
}

type Listener = (user: FakeUser | null) => void;
type Operation =
  | "signIn"
  | "popup"
  | "createAccount"
  | "resetPassword"
  | "signOut"
  | "updateProfile"
  | "reauthenticate"
  | "updatePassword";

const listeners = new Set<Listener>();
const pendingFailures = new Map<Operation, FirebaseError>();
const pendingWaits = new Map<Operation, Promise<void>>();
let loaded = true;
/** Whether sign-out tells the listeners only after its promise has resolved (see below). */
let lateSignOutNotice = false;
let lateNotice: ReturnType<typeof setTimeout> | undefined;

export const auth = { currentUser: null as FakeUser | null };

export function makeUser(uid: string, overrides: Partial<FakeUser> = {}): FakeUser {
  return {
    uid,
    email: `${uid}@example.com`,
    displayName: null,
    photoURL: null,
    providerData: [{ providerId: "password" }],
    getIdToken: () => Promise.resolve(`token-of-${uid}`),
    ...overrides,
  };
}

function setUser(user: FakeUser | null): void {
  auth.currentUser = user;
  loaded = true;
  for (const listener of listeners) listener(user);
}

async function perform(operation: Operation, calls: unknown[], args: unknown[]): Promise<void> {
  calls.push(args);
  const wait = pendingWaits.get(operation);
  pendingWaits.delete(operation);
  if (wait) await wait;
  const failure = pendingFailures.get(operation);
  pendingFailures.delete(operation);
  if (failure) throw failure;
}

/** What tests use to steer the fake. */
export const fakeAuth = {
  calls: {
    signIn: [] as unknown[],
    popup: [] as unknown[],
    createAccount: [] as unknown[],
    resetPassword: [] as unknown[],
    signOut: [] as unknown[],
    updateProfile: [] as unknown[],
    reauthenticate: [] as unknown[],
    updatePassword: [] as unknown[],
  },
  /** Auth reports nothing until `finishLoading` (a returning visitor's first moments). */
  holdLoading(): void {
    loaded = false;
  },
  finishLoading(user: FakeUser | null): void {
    setUser(user);
  },
  signInAs(user: FakeUser | null): void {
    setUser(user);
  },
  /** The next `operation` rejects with a Firebase error of `code`. */
  failNext(operation: Operation, code: string): void {
    pendingFailures.set(operation, new FirebaseError(code, `Firebase: Error (${code}).`));
  },
  /** The next `operation` stays pending until the returned function is called. */
  holdNext(operation: Operation): () => void {
    let release = () => {};
    pendingWaits.set(operation, new Promise<void>((resolve) => (release = resolve)));
    return () => release();
  },
  /**
   * The next sign-outs resolve before the listeners hear of them, an order the real SDK allows
   * (it tells them in a task of its own).
   */
  noticeSignOutLate(): void {
    lateSignOutNotice = true;
  },
  reset(): void {
    lateSignOutNotice = false;
    clearTimeout(lateNotice);
    listeners.clear();
    pendingFailures.clear();
    pendingWaits.clear();
    loaded = true;
    auth.currentUser = null;
    for (const calls of Object.values(fakeAuth.calls)) calls.length = 0;
  },
};

export const browserLocalPersistence = { type: "LOCAL" };
export const browserPopupRedirectResolver = { type: "popup-resolver" };

export function initializeAuth(): typeof auth {
  return auth;
}

export function connectAuthEmulator(): void {}

export function onAuthStateChanged(_auth: unknown, listener: Listener): () => void {
  listeners.add(listener);
  if (loaded) queueMicrotask(() => listener(auth.currentUser));
  return () => listeners.delete(listener);
}

export async function signInWithEmailAndPassword(_auth: unknown, email: string, password: string) {
  await perform("signIn", fakeAuth.calls.signIn, [email, password]);
  setUser(makeUser(email.split("@")[0] ?? email, { email }));
}

export async function createUserWithEmailAndPassword(
  _auth: unknown,
  email: string,
  password: string,
) {
  await perform("createAccount", fakeAuth.calls.createAccount, [email, password]);
  const user = makeUser(email.split("@")[0] ?? email, { email });
  setUser(user);
  return { user };
}

export async function sendPasswordResetEmail(_auth: unknown, email: string) {
  await perform("resetPassword", fakeAuth.calls.resetPassword, [email]);
}

export async function signInWithPopup(
  _auth: unknown,
  provider: { providerId: string },
  resolver: unknown,
) {
  await perform("popup", fakeAuth.calls.popup, [provider.providerId, resolver]);
  setUser(
    makeUser(`${provider.providerId}-user`, {
      providerData: [{ providerId: provider.providerId }],
    }),
  );
}

export async function signOut() {
  await perform("signOut", fakeAuth.calls.signOut, []);
  if (lateSignOutNotice) {
    auth.currentUser = null;
    lateNotice = setTimeout(() => setUser(null), 50);
    return;
  }
  setUser(null);
}

/** Like the SDK, changes the user in place (no sign-in state change is reported). */
export async function updateProfile(user: FakeUser, profile: { displayName?: string | null }) {
  await perform("updateProfile", fakeAuth.calls.updateProfile, [user.uid, profile]);
  if (profile.displayName !== undefined) user.displayName = profile.displayName;
}

export async function reauthenticateWithCredential(
  user: FakeUser,
  credential: { email: string; password: string },
) {
  await perform("reauthenticate", fakeAuth.calls.reauthenticate, [
    user.uid,
    credential.email,
    credential.password,
  ]);
}

export async function updatePassword(user: FakeUser, password: string) {
  await perform("updatePassword", fakeAuth.calls.updatePassword, [user.uid, password]);
}

export const EmailAuthProvider = {
  PROVIDER_ID: "password",
  credential: (email: string, password: string) => ({ providerId: "password", email, password }),
};

export class GoogleAuthProvider {
  readonly providerId = "google.com";
}

export class OAuthProvider {
  readonly scopes: string[] = [];
  constructor(readonly providerId: string) {}
  addScope(scope: string): this {
    this.scopes.push(scope);
    return this;
  }
}

export type User = FakeUser;
