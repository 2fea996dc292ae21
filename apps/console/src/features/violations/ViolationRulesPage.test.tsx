import {
  VIOLATION_RULE_SETS,
  generalRuleSet,
  violationRuleMessages,
} from "@hoa/validation/violation-rules";
import { DEFAULT_GENERAL_RULE_SETTINGS } from "@hoa/validation/violation-settings";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockApi, server } from "../../test/api-server";
import { fakeAuth, makeUser } from "../../test/fake-firebase-auth";
import { renderApp } from "../../test/render-app";

const settingsUrl = "*/api/orgs/maple-grove/violations/settings";

const numbers = {
  hearingNoticeDays: 21,
  defaultCureDays: 10,
  decisionNoticeDays: null,
  finePerViolationCapCents: 25_000,
  continuingTotalCapCents: null,
  curedBeforeHearingBarsFine: true,
};

const savedGeneral = {
  ruleSet: "general",
  general: numbers,
  effective: generalRuleSet(numbers),
  version: 3,
  updatedAt: "2026-11-20T10:00:00.000Z",
};

function signIn(role: "admin" | "member") {
  mockApi({
    roles: { orgId: "maple-grove", role, permissions: role === "admin" ? ["admin"] : [] },
    organizations: { "maple-grove": { id: "maple-grove", name: "Maple Grove HOA" } },
  });
  fakeAuth.signInAs(makeUser(role));
}

const rules = () => screen.getByRole("list", { name: /rules$/ });

describe("ViolationRulesPage", () => {
  it("shows the rule set chosen, its numbers and the rules in effect with their sources", async () => {
    signIn("admin");
    server.use(http.get(settingsUrl, () => HttpResponse.json({ data: savedGeneral })));
    renderApp("/violations/rules");

    const general = await screen.findByRole("radio", { name: /General \(your own rules\)/ });
    expect(general).toBeChecked();
    expect(screen.getByRole("radio", { name: /California \(Davis-Stirling\)/ })).not.toBeChecked();
    expect(screen.getByLabelText(/Hearing notice \(days\)/)).toHaveValue("21");
    expect(screen.getByLabelText(/Cure period \(days\)/)).toHaveValue("10");
    expect(screen.getByLabelText(/Decision notice \(days\)/)).toHaveValue("");
    expect(screen.getByLabelText(/Fine cap per violation/)).toHaveValue("250.00");
    expect(screen.getByRole("link", { name: "Rules" })).toHaveAttribute("aria-current", "page");
    // The section's sidebar link stays marked on each of its tabs.
    expect(
      within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", {
        name: "Violations",
      }),
    ).toHaveAttribute("aria-current", "page");

    const list = rules();
    expect(within(list).getByText("At least 21 days before the hearing, in writing")).toBeVisible();
    expect(within(list).getByText("$250 per violation")).toBeVisible();
    expect(within(list).getByText("Your governing documents: Hearing notice")).toBeVisible();
    expect(within(list).getByText("Not required: the board decides")).toBeVisible();
  });

  it("shows California's rules with their citations once California is chosen, and saves it to the version shown", async () => {
    signIn("admin");
    const sent: { ifMatch: string | null; body: unknown }[] = [];
    let current: unknown = savedGeneral;
    server.use(
      http.get(settingsUrl, () => HttpResponse.json({ data: current })),
      http.put(settingsUrl, async ({ request }) => {
        sent.push({ ifMatch: request.headers.get("if-match"), body: await request.json() });
        current = {
          ruleSet: "california",
          general: numbers,
          effective: VIOLATION_RULE_SETS.california,
          version: 4,
          updatedAt: "2026-11-22T12:00:00.000Z",
        };
        return HttpResponse.json({ data: current });
      }),
    );
    const user = userEvent.setup();
    renderApp("/violations/rules");

    await user.click(await screen.findByRole("radio", { name: /California \(Davis-Stirling\)/ }));
    expect(screen.queryByLabelText(/Hearing notice \(days\)/)).not.toBeInTheDocument();
    const list = rules();
    expect(within(list).getByText("Civil Code 5855(a)-(b)")).toBeVisible();
    expect(
      within(list).getByText(VIOLATION_RULE_SETS.california.hearingNotice.citation.text),
    ).toBeVisible();
    expect(within(list).getAllByText("Civil Code 5850").length).toBeGreaterThan(0);
    expect(within(list).getByText("Civil Code 5725(b)")).toBeVisible();
    expect(within(list).getByText("Never")).toBeVisible();
    expect(
      screen.getByText(/California \(Davis-Stirling\): what applies once you save/),
    ).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Save violation rules" }));
    expect(await screen.findByText("Violation rules saved.")).toBeInTheDocument();
    expect(sent).toEqual([{ ifMatch: '"3"', body: { ruleSet: "california", general: numbers } }]);
    expect(
      await screen.findByText(/California \(Davis-Stirling\), as of 2026-01-01/),
    ).toBeInTheDocument();
  });

  it("refuses bad numbers with the shared rules' messages before sending, and shows the server's", async () => {
    signIn("admin");
    const sent: unknown[] = [];
    server.use(
      http.get(settingsUrl, () =>
        HttpResponse.json({
          data: {
            ...savedGeneral,
            general: null,
            effective: generalRuleSet(DEFAULT_GENERAL_RULE_SETTINGS),
            version: 0,
            updatedAt: null,
          },
        }),
      ),
      http.put(settingsUrl, async ({ request }) => {
        sent.push({ ifMatch: request.headers.get("if-match"), body: await request.json() });
        return HttpResponse.json(
          {
            error: violationRuleMessages.cureDaysInvalid,
            fields: { "general.defaultCureDays": violationRuleMessages.cureDaysInvalid },
          },
          { status: 400 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp("/violations/rules");

    // Never saved: the default numbers.
    const hearing = await screen.findByLabelText(/Hearing notice \(days\)/);
    expect(hearing).toHaveValue("10");
    expect(screen.getByLabelText(/Decision notice \(days\)/)).toHaveValue("15");
    await user.clear(hearing);
    await user.type(hearing, "ten");
    await user.type(screen.getByLabelText(/Fine cap per violation/), "12.345");
    await user.click(screen.getByRole("button", { name: "Save violation rules" }));
    expect(await screen.findByText(violationRuleMessages.hearingNoticeDaysInvalid)).toBeVisible();
    expect(screen.getByText(violationRuleMessages.finePerViolationCapInvalid)).toBeVisible();
    await waitFor(() => expect(hearing).toHaveFocus());
    expect(sent).toEqual([]);

    await user.clear(hearing);
    await user.type(hearing, "12");
    await user.clear(screen.getByLabelText(/Fine cap per violation/));
    await user.click(screen.getByRole("button", { name: "Save violation rules" }));
    // The toast says it, and the field it names.
    await waitFor(() =>
      expect(screen.getByLabelText(/Cure period \(days\)/)).toHaveAccessibleDescription(
        expect.stringContaining(violationRuleMessages.cureDaysInvalid),
      ),
    );
    expect(sent).toEqual([
      {
        ifMatch: '"0"',
        body: {
          ruleSet: "general",
          general: { ...DEFAULT_GENERAL_RULE_SETTINGS, hearingNoticeDays: 12 },
        },
      },
    ]);
  });

  it("asks before edited rules are left, and leaves on Leave", async () => {
    signIn("admin");
    server.use(http.get(settingsUrl, () => HttpResponse.json({ data: savedGeneral })));
    const user = userEvent.setup();
    renderApp("/violations/rules");
    const cure = await screen.findByLabelText(/Cure period \(days\)/);
    await user.clear(cure);
    await user.type(cure, "14");
    expect(screen.getByText("Unsaved changes")).toBeVisible();

    await user.click(screen.getByRole("link", { name: "Settings" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    await user.click(within(dialog).getByRole("button", { name: "Leave" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  });

  it("lets a member read the rules, with no Save", async () => {
    signIn("member");
    server.use(
      http.get(settingsUrl, () =>
        HttpResponse.json({
          data: {
            ...savedGeneral,
            ruleSet: "florida",
            effective: VIOLATION_RULE_SETS.florida,
          },
        }),
      ),
    );
    renderApp("/violations/rules");
    const florida = await screen.findByRole("radio", { name: /Florida \(HOA Act 720\.305\)/ });
    expect(florida).toBeChecked();
    expect(florida).toBeDisabled();
    expect(screen.getByText("Only administrators can change the violation rules.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Save violation rules" })).not.toBeInTheDocument();
    expect(within(rules()).getAllByText("Florida Statutes 720.305(2)(b)").length).toBeGreaterThan(
      0,
    );
    expect(within(rules()).getByText("Only a fine of $1,000 or more")).toBeVisible();
  });

  it("says so when the rules could not be loaded, and reads them again on retry", async () => {
    signIn("admin");
    let fail = true;
    server.use(
      http.get(settingsUrl, () =>
        fail
          ? HttpResponse.json({ error: "Firestore did not answer" }, { status: 503 })
          : HttpResponse.json({ data: savedGeneral }),
      ),
    );
    const user = userEvent.setup();
    renderApp("/violations/rules");
    expect(await screen.findByText("The violation rules could not be loaded")).toBeVisible();
    fail = false;
    await user.click(screen.getByRole("button", { name: /Try again|Retry/ }));
    expect(await screen.findByLabelText(/Hearing notice \(days\)/)).toHaveValue("21");
  });
});
