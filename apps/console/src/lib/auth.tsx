import type { User } from "firebase/auth";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { loadAuthSdk, whenAuthSdkLoads } from "./auth-sdk";
import { storedSession } from "./stored-session";

export interface AuthContextValue {
  user: User | null;
  /** True until Firebase Auth has reported the first sign-in state. */
  isAuthLoading: boolean;
  /**
   * A user is signed in or, while Auth is still loading, a uid from an earlier visit is stored:
   * a returning user goes straight to the app instead of flashing the sign-in screen.
   */
  isAuthenticated: boolean;
  /**
   * The user signed out in this tab (rather than arriving without a session): the app then returns
   * to the plain sign-in screen instead of remembering the page for the next sign-in.
   */
  hasSignedOut: boolean;
  /** Signs out. The stored uid and organization id are cleared even when the provider fails. */
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [isAuthLoading, setAuthLoading] = useState(true);
  const [uidFromLastVisit] = useState(storedSession.readUid);
  const [hasSignedOut, setHasSignedOut] = useState(false);

  // The Auth SDK is not in the first chunk: it loads once this has rendered (the screens need only
  // the stored-uid guess to render), and its listener starts as soon as it is there.
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    const cancel = whenAuthSdkLoads((sdk) => {
      unsubscribe = sdk.onAuthStateChanged(sdk.auth, (nextUser) => {
        if (nextUser) {
          storedSession.saveUid(nextUser.uid);
          setHasSignedOut(false);
        } else {
          storedSession.clearAll();
        }
        setUser(nextUser);
        setAuthLoading(false);
      });
    });
    loadAuthSdk().catch((error: unknown) => {
      // Without the SDK nobody can be signed in: the sign-in screen shows, and its actions load
      // the SDK again (this listener then starts).
      console.error("Firebase Auth could not be loaded", error);
      setAuthLoading(false);
    });
    return () => {
      cancel();
      unsubscribe?.();
    };
  }, []);

  const signOut = useCallback(async () => {
    // Set before the provider reports "no user", so both land in the same render.
    setHasSignedOut(true);
    try {
      const sdk = await loadAuthSdk();
      await sdk.signOut(sdk.auth);
      // Signed out now, whenever the SDK tells its listeners: a page shown once this resolves
      // must not see the user still there (and send itself on to the console).
      setUser(null);
    } catch (error) {
      setHasSignedOut(false);
      throw error;
    } finally {
      storedSession.clearAll();
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isAuthLoading,
      isAuthenticated: user !== null || (isAuthLoading && uidFromLastVisit !== null),
      hasSignedOut,
      signOut,
    }),
    [user, isAuthLoading, uidFromLastVisit, hasSignedOut, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The signed-in user and sign-out; throws outside an `AuthProvider`. */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
