import { vi } from "vitest";

/**
 * Installs a controllable `window.matchMedia` (the test DOM's answers never change) for tests. `set(query, matches)`
 * changes a query's answer and notifies its listeners, as a system setting change would.
 */
export function installFakeMatchMedia(initial: Record<string, boolean> = {}) {
  const answers = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<(event: MediaQueryListEvent) => void>>();

  const matchMedia = (query: string): MediaQueryList => {
    const queryListeners = listeners.get(query) ?? new Set();
    listeners.set(query, queryListeners);
    return {
      media: query,
      get matches() {
        return answers.get(query) ?? false;
      },
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        queryListeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        queryListeners.delete(listener),
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
  vi.stubGlobal("matchMedia", matchMedia);

  return {
    set(query: string, matches: boolean) {
      answers.set(query, matches);
      for (const listener of listeners.get(query) ?? []) {
        listener({ matches, media: query } as MediaQueryListEvent);
      }
    },
    listenerCount: (query: string) => listeners.get(query)?.size ?? 0,
  };
}
