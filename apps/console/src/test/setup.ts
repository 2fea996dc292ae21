import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { fakeAuth } from "./fake-firebase-auth";

// Lazy-loaded routes resolve their chunks through Vite's transform, which takes seconds when the
// whole test suite shares two cores; the default one-second wait for `findBy`/`waitFor` is too short.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  fakeAuth.reset();
  localStorage.clear();
  window.history.replaceState(null, "", "/");
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// jsdom has no canvas; the starfield draws nothing there instead of logging "not implemented".
Object.defineProperty(HTMLCanvasElement.prototype, "getContext", { value: () => null });
