import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { resetApi, server } from "./api-server";
import { fakeAuth } from "./fake-firebase-auth";

// Lazy-loaded routes resolve their chunks through Vite's transform, which takes seconds when the
// whole test suite shares two cores with lint, type checks and the other packages' tests: the
// Invitations page's file, 8.5 s alone, took 73 to 76 s there, and its first page once showed
// after more than 10 s. The default one-second wait for `findBy`/`waitFor` is far too short. A
// wait ends as soon as what it waits for shows, so a longer bound costs a passing test nothing.
configure({ asyncUtilTimeout: 20_000 });

// Every request of a component test goes to the mocked API; any other request fails the test.
const unhandled: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  }),
);
afterAll(() => server.close());

// Each file starts a new browser session (what the sign-in report keeps once per session), as it
// did when every file had a page of its own: files share one page per worker (see the config).
beforeAll(() => sessionStorage.clear());

afterEach(() => {
  cleanup();
  resetApi();
  const requests = unhandled.splice(0);
  if (requests.length > 0) throw new Error(`Requests no handler answered: ${requests.join(", ")}`);
  fakeAuth.reset();
  localStorage.clear();
  window.history.replaceState(null, "", "/");
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// The test DOM draws no canvas: the starfield draws nothing there.
Object.defineProperty(HTMLCanvasElement.prototype, "getContext", { value: () => null });
