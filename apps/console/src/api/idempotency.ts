import { useMemo, useRef } from "react";

/** What a create's mutation sends as its `Idempotency-Key`. */
export interface IdempotencyKeys {
  /** The key for this request: the last one while the request is the same, else a new one. */
  keyFor(request: unknown): string;
  /** The create succeeded: the next request is a new thing, with a new key. */
  done(): void;
}

/**
 * One `Idempotency-Key` per thing a form means to create (an email, a payment, a ticket...).
 * Sending the same request again (a second click, "try again" after an answer that was lost)
 * sends the same key, so the server answers what the first one made instead of making, emailing
 * or charging twice. A changed request is something else meant (a new key), and so is the next
 * one after a success, even if it is the same (two equal payments on purpose).
 *
 * @example
 * const keys = useIdempotencyKeys();
 * useMutation({ mutationFn: (request) => send(request, keys.keyFor(request)), onSuccess: keys.done });
 */
export function useIdempotencyKeys(): IdempotencyKeys {
  const last = useRef<{ request: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(request) {
        const text = JSON.stringify(request);
        if (last.current?.request !== text)
          last.current = { request: text, key: crypto.randomUUID() };
        return last.current.key;
      },
      done() {
        last.current = null;
      },
    }),
    [],
  );
}

/** The header of a create sent with `key`, as the API's document names it. */
export const idempotencyHeader = (key: string) => ({ "idempotency-key": key });
