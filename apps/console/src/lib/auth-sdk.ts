import type * as firebase from "./firebase";

/** The Auth SDK with the console's one Auth instance (`lib/firebase.ts`), as one lazy module. */
export type AuthSdk = typeof firebase;

/** Loads a module once for every caller, and tells the listeners waiting for it. */
export function createLazyModule<Module>(importModule: () => Promise<Module>) {
  let loading: Promise<Module> | undefined;
  let loaded: Module | undefined;
  const waiting = new Set<(module: Module) => void>();

  /** The module, loading it on the first call. A failed load (the network) is forgotten. */
  function load(): Promise<Module> {
    loading ??= importModule().then(
      (module) => {
        loaded = module;
        for (const listener of waiting) listener(module);
        waiting.clear();
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  /**
   * Calls `listener` once the module has loaded, by whichever call loads it (at once when it
   * already has), before that call's promise resolves. Returns a function that cancels the wait.
   */
  function whenLoaded(listener: (module: Module) => void): () => void {
    if (loaded) {
      listener(loaded);
      return () => {};
    }
    waiting.add(listener);
    return () => waiting.delete(listener);
  }

  return { load, whenLoaded };
}

const authSdk = createLazyModule<AuthSdk>(() => import("./firebase"));

/**
 * Loads Firebase Auth once. The auth context starts it after the first paint and each auth action
 * awaits it, so nothing the sign-in screen shows waits for it; after a failed load the next call
 * tries again.
 */
export const loadAuthSdk = authSdk.load;

/** Calls `listener` with the SDK once it has loaded; returns a function that cancels the wait. */
export const whenAuthSdkLoads = authSdk.whenLoaded;
