import { DependencyUnavailableError } from "./http/errors.js";

// gRPC UNAVAILABLE and DEADLINE_EXCEEDED (Firestore), and the Admin SDK's HTTP failures (Auth).
const UNAVAILABLE_CODES = new Set<unknown>([14, 4, "app/network-error", "app/network-timeout"]);

const errorCode = (error: unknown): unknown =>
  typeof error === "object" && error !== null && "code" in error ? error.code : undefined;

/**
 * Runs one call to a backing service with a deadline, so that an unreachable or stalled service
 * turns into a quick 503 instead of a request that hangs until the platform's timeout.
 */
export async function withDeadline<T>(
  service: string,
  operation: Promise<T>,
  deadlineMs: number,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () =>
        reject(new DependencyUnavailableError(`${service} did not answer within ${deadlineMs} ms`)),
      deadlineMs,
    );
  });
  // The abandoned call may still fail later; that must not surface as an unhandled rejection.
  operation.catch(() => undefined);
  try {
    return await Promise.race([operation, deadline]);
  } catch (error) {
    if (UNAVAILABLE_CODES.has(errorCode(error))) {
      throw new DependencyUnavailableError(`${service} is unavailable`, { cause: error });
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
