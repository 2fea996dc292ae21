import { consoleUrl as stackConsoleUrl } from "../../../../scripts/demo-data";

/** Where the tests find the console: the stack the launcher starts (`pnpm start`, or `stack.ts exec`). */
export const consoleUrl = process.env.HOA_CONSOLE_URL ?? stackConsoleUrl;

/** The browser id every test's browser reports (see `SignInReport`). */
export const knownBrowserId = "e2e-browser-0001";

/**
 * What every test's browser starts with: the same known browser id (see `SignInReport`), so
 * signing in does not email the administrators about a new device each time (that alert has its
 * own test).
 */
export const knownBrowserStorage = {
  cookies: [],
  origins: [{ origin: consoleUrl, localStorage: [{ name: "hoa.device", value: knownBrowserId }] }],
};
