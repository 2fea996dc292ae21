import { notify } from "../shell/index.js";

/**
 * The one way a control without behaviour yet answers: an info toast that says so plainly, e.g.
 * `announceUnavailable("Adding residents")` → "Adding residents is not available yet."
 */
export function announceUnavailable(action: string): void {
  notify.info(unavailableMessage(action), { id: `unavailable:${action}` });
}

export function unavailableMessage(action: string): string {
  return `${action} is not available yet.`;
}
