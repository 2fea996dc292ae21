import * as logger from "firebase-functions/logger";

/** The API's named log events: each one is written here and only here. */
export const logs = {
  organizationCreated(orgId: string, uid: string): void {
    logger.info("organization_created", { orgId, uid });
  },
  organizationAlreadyExists(uid: string): void {
    logger.info("organization_already_exists", { uid });
  },
  tokenRejected(reason: string): void {
    logger.warn("token_rejected", { reason });
  },
  dependencyUnavailable(route: string, reason: string): void {
    logger.warn("dependency_unavailable", { route, reason });
  },
  unexpectedError(route: string, error: unknown): void {
    logger.error("unexpected_error", { route, error: describeError(error) });
  },
};

function describeError(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) {
    return { name: error.name, message: error.message, stack: error.stack };
  }
  return { name: typeof error, message: String(error) };
}
