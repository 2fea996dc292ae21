import type { QueryKey } from "@tanstack/react-query";
import { useIsMutating } from "@tanstack/react-query";
import type { ApiSchemas } from "../../api/client";
import { versionedRequest, type Versioned } from "../../api/if-match";
import { itemApi } from "../../api/item-api";
import { useItemMutation } from "../../api/item-mutation";
import type { Violation } from "../../api/list-violations";
import { queryKeys } from "../../api/query-keys";
import { queryHook, recordFetcher } from "../../api/reads";
import { postRequest, type BodyArgs, type Operation, type PathOf } from "../../api/requests";

/** The organization's violation categories, declared once: keys, list, save and delete. */
export const violationCategories = itemApi({
  name: "violationCategories",
  noun: "violation category",
  collection: "/api/orgs/{orgId}/violation-categories",
  item: "/api/orgs/{orgId}/violation-categories/{categoryId}",
});

export type ViolationCategory = NonNullable<ReturnType<typeof violationCategories.useItem>["data"]>;
export type TimelineEntry = ApiSchemas["ViolationTimelineEntry"];
export type ViolationLetter = ApiSchemas["ViolationLetter"];
export type ViolationConsistency = ApiSchemas["ViolationConsistency"];
export type { Violation, ViolationListQuery } from "../../api/list-violations";

const keys = queryKeys.violations;

export { listViolations, useViolations } from "../../api/list-violations";

/** `GET .../violations/{violationId}` (its version is the one a step is made to). */
export const getViolation = recordFetcher(
  "/api/orgs/{orgId}/violations/{violationId}",
  "violationId",
);
export const useViolation = queryHook(keys.detail, getViolation);

/** `GET .../timeline`: what happened to it, oldest first, with each letter sent. */
export const getViolationTimeline = recordFetcher(
  "/api/orgs/{orgId}/violations/{violationId}/timeline",
  "violationId",
);
export const useViolationTimeline = queryHook(keys.timeline, getViolationTimeline);

/** `GET .../consistency`: how the other violations of its category ended. */
export const getViolationConsistency = recordFetcher(
  "/api/orgs/{orgId}/violations/{violationId}/consistency",
  "violationId",
);
export const useViolationConsistency = queryHook(keys.consistency, getViolationConsistency);

type ReportRequest = BodyArgs<Operation<"POST", "/api/orgs/{orgId}/violations">>[0];

/** `POST /api/orgs/{orgId}/violations` (administrators). */
const postViolation = postRequest("/api/orgs/{orgId}/violations");

const reportKey = ["violations", "report"] as const;

/** Reports a violation; its page's cache is seeded, the lists and the activity read again. */
export const useReportViolation = (orgId: string) =>
  useItemMutation({
    mutationKey: reportKey,
    mutationFn: (request: ReportRequest) => postViolation({ orgId }, request),
    meta: { errorMessage: "The violation could not be reported", toastId: "report-violation" },
    setsDetail: (violation) => keys.detail(orgId, violation.id),
    invalidates: [["violations", "list"], queryKeys.audit.all],
  });

/** Names the sending of a new report's photos, which keeps its dialog busy too. */
export const reportPhotosKey = [...reportKey, "photos"] as const;

/**
 * Whether a report, or the photos sent with it, is being sent (the dialog around its form shows
 * it is busy): the key's prefix matches both.
 */
export const useReportViolationPending = () => useIsMutating({ mutationKey: reportKey }) > 0;

/** The steps of a violation's way, each a `POST` made to the version shown (`If-Match`). */
const stepPaths = {
  courtesyNotice: "/api/orgs/{orgId}/violations/{violationId}/courtesy-notice",
  hearing: "/api/orgs/{orgId}/violations/{violationId}/hearing",
  decision: "/api/orgs/{orgId}/violations/{violationId}/decision",
  appeal: "/api/orgs/{orgId}/violations/{violationId}/appeal",
  cure: "/api/orgs/{orgId}/violations/{violationId}/cure",
  close: "/api/orgs/{orgId}/violations/{violationId}/close",
} as const satisfies Record<string, PathOf<"POST">>;

export type ViolationStep = keyof typeof stepPaths;

/** The body a step takes. */
export type StepBody<TStep extends ViolationStep> = BodyArgs<
  Operation<"POST", (typeof stepPaths)[TStep]>
>[0];

const stepRequests: {
  [TStep in ViolationStep]: (
    orgId: string,
    violation: Versioned,
    body: StepBody<TStep>,
  ) => Promise<Violation>;
} = {
  courtesyNotice: versionedRequest("POST", stepPaths.courtesyNotice),
  hearing: versionedRequest("POST", stepPaths.hearing),
  decision: versionedRequest("POST", stepPaths.decision),
  appeal: versionedRequest("POST", stepPaths.appeal),
  cure: versionedRequest("POST", stepPaths.cure),
  close: versionedRequest("POST", stepPaths.close),
};

const stepFailures: Readonly<Record<ViolationStep, string>> = {
  courtesyNotice: "The courtesy notice could not be sent",
  hearing: "The hearing could not be noticed",
  decision: "The decision could not be recorded",
  appeal: "The appeal's result could not be recorded",
  cure: "The violation could not be marked cured",
  close: "The violation could not be closed",
};

/**
 * What a step makes stale: the violation's timeline, the lists, the categories' past decisions and
 * the activity (the violation itself is filled from the answer); a fine also changes the
 * property's billing account and ledger, and so does a fine reversed on appeal.
 */
export function violationStepKeys(
  orgId: string,
  violation: Pick<Violation, "id" | "propertyId">,
  fined: boolean,
): QueryKey[] {
  return [
    keys.timeline(orgId, violation.id),
    ["violations", "list"],
    ["violations", "consistency"],
    queryKeys.audit.all,
    ...(fined
      ? [
          queryKeys.billing.account(orgId, violation.propertyId),
          queryKeys.billing.ledger(orgId, violation.propertyId),
          queryKeys.billing.summary(orgId),
          queryKeys.billing.report(orgId),
        ]
      : []),
  ];
}

/** Names a step in flight, so the dialog around its form shows it is busy. */
const stepKey = (step: ViolationStep) => ["violations", "step", step] as const;

/**
 * Takes `step` on the violation made to the version shown: its answer fills the violation's
 * query; a refusal (a stale version, a step no longer allowed) reads it and its timeline again.
 *
 * @example
 * const hearing = useViolationStep(orgId, violation, "hearing");
 * hearing.mutateAsync({ date: "2026-12-10", time: "18:00", location: "Clubhouse" });
 */
export function useViolationStep<TStep extends ViolationStep>(
  orgId: string,
  violation: Violation,
  step: TStep,
) {
  const send = stepRequests[step];
  return useItemMutation({
    mutationKey: stepKey(step),
    mutationFn: (body: StepBody<TStep>) => send(orgId, violation, body),
    meta: { errorMessage: stepFailures[step], toastId: `violation-${step}` },
    setsDetail: (saved) => keys.detail(orgId, saved.id),
    invalidates: (body) =>
      violationStepKeys(
        orgId,
        violation,
        (step === "decision" && (body as StepBody<"decision">).decision === "fine") ||
          (step === "appeal" && (body as StepBody<"appeal">).result === "reversed"),
      ),
    invalidatesOnError: [keys.detail(orgId, violation.id), keys.timeline(orgId, violation.id)],
  });
}

/** Whether `step` is being sent. */
export const useViolationStepPending = (step: ViolationStep) =>
  useIsMutating({ mutationKey: stepKey(step) }) > 0;
