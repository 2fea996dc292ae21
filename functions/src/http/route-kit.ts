import type { MiddlewareHandler } from "hono";
import type { AccessLevel } from "../platform/organization-access.js";
import { organizationGuard, organizationGuardAlongside } from "../platform/organization-access.js";
import type { Accounts } from "../auth/accounts.js";
import { withDeadline } from "../deadline.js";
import { deliverMail } from "../mail/dispatcher.js";
import { logs } from "../logs.js";
import { inlineJobQueue, type JobQueue } from "../scheduler/job-queue.js";
import type { DataContext } from "../platform/data-context.js";
import { findRoles } from "../platform/roles.js";
import { authenticate } from "./authenticate.js";
import type { ApiDependencies, ApiEnv } from "./env.js";
import { jsonBody } from "./json-body.js";

/**
 * Stores a resource lends to every route, each declared by its resource (`declare module` of this
 * file, e.g. `organizations` in resources/organizations/store.ts) and handed in by `app.ts`, so
 * this layer imports no resource.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the resources
export interface KitStores {}

/** The shared pieces each resource's routes are built from, in the contract's order of checks. */
export interface RouteKit extends KitStores {
  data: DataContext;
  /** The identity service's accounts, each call under the API's deadline. */
  accounts: Accounts;
  /** Where the links in emails point (`ApiConfig.consoleUrl`). */
  links: { consoleUrl: string };
  /**
   * Hands on mail a route queued (`queueMail`), right after the commit that queued it. The mail
   * trigger sends it (nothing to do here); an API given a mailer instead sends it now, waiting at
   * most `MAIL_DELIVERY_WAIT_MS`: what is not sent by then stays queued for the scheduled retry.
   * Never throws.
   */
  deliver(mailIds: readonly string[] | (() => Promise<readonly string[]>)): Promise<void>;
  /** A step that answers the mail it queued with its answer: the mail handed on (`deliver`), the answer. */
  answerAfterMail<T>(step: Promise<{ mailIds: readonly string[]; answer: T }>): Promise<T>;
  /** Runs a job that is due now without the request waiting for it (`JobQueue`). */
  jobs: JobQueue;
  /** 413 / 415 for a route that takes a JSON body (before the token is looked at). */
  json: MiddlewareHandler<ApiEnv>;
  /** 401 without a valid ID token; sets `caller`. */
  signedIn: MiddlewareHandler<ApiEnv>;
  /** 403 unless the caller belongs to `{orgId}` with at least that level; sets `access`. */
  organization: Record<AccessLevel, MiddlewareHandler<ApiEnv>>;
  /**
   * The same 403s for a read that runs while the roles record is read; sets `pendingAccess`
   * (see `organizationGuardAlongside`).
   */
  organizationAlongside: Record<AccessLevel, MiddlewareHandler<ApiEnv>>;
}

/** How long a request waits for its email to be handed to the SMTP server before it answers. */
export const MAIL_DELIVERY_WAIT_MS = 3_000;

export function routeKit(deps: ApiDependencies, data: DataContext, stores: KitStores): RouteKit {
  const rolesOf = (uid: string) => findRoles(data, uid);
  const deliver: RouteKit["deliver"] = async (mail) => {
    const { mailer } = deps;
    if (!mailer) return;
    const mailIds = typeof mail === "function" ? await mail() : mail;
    if (mailIds.length === 0) return;
    await withDeadline("Mail", deliverMail(data, mailer, mailIds), MAIL_DELIVERY_WAIT_MS).catch(
      (error: unknown) => logs.mailDeliveryDeferred(mailIds.join(","), error),
    );
  };
  return {
    ...stores,
    data,
    accounts: {
      markEmailVerified: (uid) =>
        withDeadline(
          "Auth",
          deps.accounts.markEmailVerified(uid),
          deps.config.dependencyDeadlineMs,
        ),
    },
    links: { consoleUrl: deps.config.consoleUrl },
    deliver,
    answerAfterMail: async (step) => {
      const { mailIds, answer } = await step;
      await deliver(mailIds);
      return answer;
    },
    jobs: deps.jobs ?? inlineJobQueue(data),
    json: jsonBody(deps.config.maxBodyBytes),
    signedIn: authenticate(deps.verifyIdToken, deps.config.dependencyDeadlineMs),
    organization: {
      admin: organizationGuard(rolesOf, "admin"),
      member: organizationGuard(rolesOf, "member"),
      resident: organizationGuard(rolesOf, "resident"),
    },
    organizationAlongside: {
      admin: organizationGuardAlongside(rolesOf, "admin"),
      member: organizationGuardAlongside(rolesOf, "member"),
      resident: organizationGuardAlongside(rolesOf, "resident"),
    },
  };
}
