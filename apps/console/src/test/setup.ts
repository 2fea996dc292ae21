import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { fakeAuth } from "./fake-firebase-auth";

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
