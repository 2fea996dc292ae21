/**
 * The console's one source of "now" for anything timed by the person's activity, so tests move
 * time: vitest's fake timers and Playwright's `page.clock` both drive `Date.now` and the timers.
 */
export const clock = {
  now: (): number => Date.now(),
};
