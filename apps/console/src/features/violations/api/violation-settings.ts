import type { ViolationSettings as ViolationSettingsRequest } from "@hoa/validation/violation-settings";
import { api, unwrap, type ApiSchemas } from "../../../api/client";
import { ifMatch } from "../../../api/if-match";
import { useItemMutation } from "../../../api/item-mutation";
import { queryKeys } from "../../../api/query-keys";
import { orgFetcher, queryHook } from "../../../api/reads";

/** The rule set chosen, the organization's own numbers and the rules in effect. */
export type ViolationSettings = ApiSchemas["ViolationSettings"];
/** A rule set as the API answers it, each rule with its citation. */
export type EffectiveRules = ApiSchemas["ViolationRuleSet"];

export const useViolationSettings = queryHook(
  queryKeys.violationSettings.detail,
  orgFetcher("/api/orgs/{orgId}/violations/settings"),
);

/** Saves the setting made to the version shown (`If-Match`; "0" before the first save). */
export const useSaveViolationSettings = (orgId: string) =>
  useItemMutation({
    mutationFn: ({ settings, version }: { settings: ViolationSettingsRequest; version: number }) =>
      unwrap(
        api.PUT("/api/orgs/{orgId}/violations/settings", {
          params: { path: { orgId }, header: ifMatch({ version }) },
          body: settings,
        }),
      ),
    meta: {
      errorMessage: "The violation rules could not be saved",
      toastId: "violation-settings",
    },
    // A stale version (412): show what the server has now.
    invalidatesOnError: [queryKeys.violationSettings.all],
    setsDetail: () => queryKeys.violationSettings.detail(orgId),
    invalidates: [queryKeys.audit.all],
  });
