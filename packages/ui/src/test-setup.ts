import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { installDialogPolyfill } from "./testing/dialog";

// The test command runs these beside every other package's checks and the stack's start, on two
// cores: a component's first render took over 7 s there. A wait ends as soon as what it waits for
// shows, so a longer bound than the default second costs a passing test nothing.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.removeAttribute("data-theme");
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

installDialogPolyfill();
