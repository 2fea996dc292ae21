import type { Firestore } from "firebase-admin/firestore";
import type { Accounts } from "../auth/accounts.js";
import type { Caller, VerifyIdToken } from "../auth/idToken.js";
import type { ApiConfig } from "../config.js";
import type { Mailer } from "../mail/sender.js";
import type { Clock } from "../platform/clock.js";
import type { JobQueue } from "../scheduler/job-queue.js";
import type { FileStore } from "../platform/file-store.js";
import type { OrganizationAccess } from "../platform/organization-access.js";

/** What the API is built from; tests pass their own Firestore, token verifier, clock and mailer. */
export interface ApiDependencies {
  config: ApiConfig;
  firestore: Firestore;
  verifyIdToken: VerifyIdToken;
  clock: Clock;
  /** Changes people's accounts in the identity service (an accepted invitation's address). */
  accounts: Accounts;
  /**
   * Sends the mail routes queue right after their commit (`deliverMail`), for an API without the
   * mail trigger (in-process tests). Without it, the trigger `sendMail` sends each mail document
   * as it is created, as deployed and in the local stack.
   */
  mailer?: Mailer;
  /** The organizations' files (Cloud Storage; the Storage emulator locally). */
  files: FileStore;
  /**
   * Runs the jobs a request hands on (`runJobTask`'s task queue). Without it, a job runs in the
   * request before it answers (in-process tests).
   */
  jobs?: JobQueue;
}

/** What the middlewares hand on to a route's handler. */
export interface ApiEnv {
  Variables: {
    caller: Caller;
    /** Set on `/api/orgs/{orgId}/...` routes by the organization guard. */
    access: OrganizationAccess;
    /**
     * Set instead of `access` on the reads whose guard runs alongside them
     * (`organizationGuardAlongside`): who the caller is, once their roles record is read.
     */
    pendingAccess: Promise<OrganizationAccess>;
  };
}
