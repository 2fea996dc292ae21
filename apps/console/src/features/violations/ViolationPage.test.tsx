import { violationMessages } from "@hoa/validation/violations";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "../../test/api-server";
import { currentUrl, openConsoleAs } from "../../test/render-app";
import type { TimelineEntry, Violation } from "./api";
import { API, page, reportedEntry, violationFixture, violationPageHandlers } from "./test-fixtures";

const HEARING_REFUSAL = "Civil Code 5855 requires 10 days' notice";

const hearing: Violation["hearing"] = {
  at: "2026-11-25T02:00:00.000Z",
  date: "2026-11-24",
  time: "18:00",
  location: "Clubhouse",
  noticedAt: "2026-11-10T17:00:00.000Z",
};

const noticeEntry: TimelineEntry = {
  id: "0002",
  step: "courtesyNotice",
  at: "2026-11-21T17:00:00.000Z",
  by: { uid: "u-ana", name: "Ana Ruiz" },
  summary: "Courtesy notice sent to owner@example.org; cure by 2026-11-28",
  note: "",
  letter: {
    title: "Courtesy notice: Parking at 14 Birch Court, 2",
    paragraphs: [
      "On Friday, November 20, 2026, Maple Grove HOA noted the following at 14 Birch Court, 2: Boat trailer parked on the street overnight (Street).",
      "Please correct it by Saturday, November 28, 2026.",
    ],
    citation: "CC&R 7.3",
    sentTo: ["owner@example.org"],
  },
  ledgerEntryId: null,
};

const replyEntry: TimelineEntry = {
  id: "0003",
  step: "reply",
  at: "2026-11-22T17:00:00.000Z",
  by: { uid: "u-res", name: "Rita Owner" },
  summary: "Rita Owner asked for more time",
  note: "The trailer goes to storage on Monday.",
  letter: null,
  ledgerEntryId: null,
};

/** Records each step's request: its path, `If-Match` and body. */
function recordSteps(answer: (step: string, body: Record<string, unknown>) => Response) {
  const steps: { step: string; ifMatch: string | null; body: unknown }[] = [];
  server.use(
    http.post(`${API}/violations/v1/:step`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      const step = String(params.step);
      steps.push({ step, ifMatch: request.headers.get("if-match"), body });
      return answer(step, body);
    }),
  );
  return steps;
}

describe("ViolationPage", () => {
  it("shows the facts and the timeline with a letter and a resident's reply, and no actions to a member", async () => {
    openConsoleAs("member", "/violations/v1");
    const violation = violationFixture({
      status: "noticed",
      noticedAt: "2026-11-21T17:00:00.000Z",
      cureBy: "2026-11-28",
      version: 2,
    });
    server.use(
      ...violationPageHandlers(
        () => violation,
        () => [reportedEntry, noticeEntry, replyEntry],
      ),
    );

    expect(
      await screen.findByRole("heading", {
        name: "Violation 12: Parking at 14 Birch Court, 2",
        level: 1,
      }),
    ).toBeVisible();
    const details = screen.getByRole("region", { name: "Details" });
    expect(within(details).getByRole("link", { name: "14 Birch Court, 2" })).toHaveAttribute(
      "href",
      "/properties/p-2",
    );
    expect(within(details).getByText("Nov 28, 2026")).toBeInTheDocument();
    expect(
      within(details).getByText("California (Davis-Stirling), as of Jan 1, 2026"),
    ).toBeVisible();

    const timeline = screen.getByRole("region", { name: "Timeline" });
    const letter = await within(timeline).findByRole("region", {
      name: "Letter: Courtesy notice: Parking at 14 Birch Court, 2",
    });
    expect(within(letter).getByText(/Please correct it by Saturday/)).toBeVisible();
    expect(within(letter).getByText("Citation: CC&R 7.3")).toBeVisible();
    expect(within(letter).getByText("Sent to owner@example.org")).toBeVisible();
    expect(
      within(letter).getByRole("button", {
        name: "Download PDF Courtesy notice: Parking at 14 Birch Court, 2",
      }),
    ).toBeEnabled();
    expect(within(timeline).getByText("Resident reply")).toBeVisible();
    const reply = within(timeline).getByText("The trailer goes to storage on Monday.");
    expect(reply.tagName).toBe("BLOCKQUOTE");
    expect(within(timeline).getByText("Rita Owner")).toBeVisible();

    expect(
      await screen.findByText("No other Parking violation has ended yet."),
    ).toBeInTheDocument();
    for (const name of ["Notice hearing", "Mark cured", "Withdraw", "Send courtesy notice"]) {
      expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole("link", { name: "Billing account" })).not.toBeInTheDocument();
  });

  it("sends the courtesy notice with a note, made to the version shown", async () => {
    const { user } = openConsoleAs("admin", "/violations/v1");
    let violation = violationFixture();
    server.use(...violationPageHandlers(() => violation));
    const steps = recordSteps(() => {
      violation = violationFixture({
        status: "noticed",
        noticedAt: "2026-11-21T17:00:00.000Z",
        cureBy: "2026-11-28",
        version: 2,
      });
      return HttpResponse.json({ data: violation });
    });

    await user.click(await screen.findByRole("button", { name: "Send courtesy notice" }));
    const dialog = await screen.findByRole("dialog", { name: "Send courtesy notice" });
    await user.type(within(dialog).getByRole("textbox", { name: /Note/ }), "Please move it.");
    await user.click(within(dialog).getByRole("button", { name: "Send courtesy notice" }));

    expect(await screen.findByText("The courtesy notice was sent.")).toBeInTheDocument();
    expect(steps).toEqual([
      { step: "courtesy-notice", ifMatch: '"1"', body: { note: "Please move it." } },
    ]);
    // The next step is now the hearing.
    expect(await screen.findByRole("button", { name: "Notice hearing" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Mark cured" })).toBeVisible();
  });

  it("keeps the courtesy notice's dialog and note when nobody at the property has an email", async () => {
    const { user } = openConsoleAs("admin", "/violations/v1");
    const violation = violationFixture();
    server.use(...violationPageHandlers(() => violation));
    const steps = recordSteps(() =>
      HttpResponse.json({ error: violationMessages.noRecipients }, { status: 409 }),
    );

    await user.click(await screen.findByRole("button", { name: "Send courtesy notice" }));
    const dialog = await screen.findByRole("dialog", { name: "Send courtesy notice" });
    await user.type(within(dialog).getByRole("textbox", { name: /Note/ }), "Please move it.");
    await user.click(within(dialog).getByRole("button", { name: "Send courtesy notice" }));

    expect(await within(dialog).findByText(violationMessages.noRecipients)).toBeVisible();
    expect(steps).toHaveLength(1);
    expect(within(dialog).getByRole("textbox", { name: /Note/ })).toHaveValue("Please move it.");
    expect(screen.queryByText("The courtesy notice was sent.")).not.toBeInTheDocument();
  });

  it("shows the rule set's refusal of a hearing date on the date field", async () => {
    const { user } = openConsoleAs("admin", "/violations/v1");
    const violation = violationFixture({ status: "noticed", cureBy: "2026-11-28", version: 2 });
    server.use(...violationPageHandlers(() => violation));
    const steps = recordSteps(() =>
      HttpResponse.json(
        { error: HEARING_REFUSAL, fields: { date: HEARING_REFUSAL } },
        { status: 400 },
      ),
    );

    await user.click(await screen.findByRole("button", { name: "Notice hearing" }));
    const dialog = await screen.findByRole("dialog", { name: "Notice hearing" });
    await user.type(within(dialog).getByLabelText("Date"), "2026-11-25");
    await user.type(within(dialog).getByLabelText("Time"), "18:00");
    await user.type(within(dialog).getByRole("textbox", { name: /Location/ }), "Clubhouse");
    await user.click(within(dialog).getByRole("button", { name: "Send hearing notice" }));

    const date = within(dialog).getByLabelText("Date");
    await waitFor(() => expect(date).toHaveAttribute("aria-invalid", "true"));
    expect(date).toHaveAccessibleDescription(expect.stringContaining(HEARING_REFUSAL));
    expect(date).toHaveFocus();
    expect(steps).toEqual([
      {
        step: "hearing",
        ifMatch: '"2"',
        body: { date: "2026-11-25", time: "18:00", location: "Clubhouse" },
      },
    ]);
    // Nothing was lost: the dialog stays open with what was typed.
    expect(within(dialog).getByRole("textbox", { name: /Location/ })).toHaveValue("Clubhouse");
  });

  it("records a fine, and the property's billing account is linked once it is posted", async () => {
    const { user } = openConsoleAs("admin", "/violations/v1");
    let violation = violationFixture({ status: "hearing", hearing, version: 3 });
    server.use(...violationPageHandlers(() => violation));
    const steps = recordSteps((_step, body) => {
      violation = violationFixture({
        status: "decided",
        outcome: "fined",
        hearing,
        decision: {
          decision: "fine",
          fine: String(body.fine),
          continuingDays: Number(body.continuingDays),
          suspension: "",
          healthSafetyFinding: body.healthSafetyFinding === true,
          decidedAt: "2026-11-26T17:00:00.000Z",
          decidedBy: { uid: "u-ana", name: "Ana Ruiz" },
        },
        fined: "150.00",
        version: 4,
      });
      return HttpResponse.json({ data: violation });
    });

    await user.click(await screen.findByRole("button", { name: "Record decision" }));
    const drawer = await screen.findByRole("dialog", { name: "Record decision" });
    await user.click(within(drawer).getByRole("radio", { name: "Fine" }));
    const fine = within(drawer).getByRole("textbox", { name: /Fine/ });
    expect(fine).toHaveValue("50.00");
    await user.clear(fine);
    await user.type(fine, "150.00");
    await user.click(
      within(drawer).getByRole("checkbox", {
        name: "The board made a written health-and-safety finding",
      }),
    );
    // California names no fining committee.
    expect(within(drawer).queryByRole("group", { name: "Fining committee" })).toBeNull();
    await user.click(within(drawer).getByRole("button", { name: "Record decision" }));

    expect(
      await screen.findByText("The decision was recorded: a fine of $150.00."),
    ).toBeInTheDocument();
    expect(steps).toEqual([
      {
        step: "decision",
        ifMatch: '"3"',
        body: {
          decision: "fine",
          fine: "150.00",
          continuingDays: "1",
          healthSafetyFinding: true,
          documentsAllowHigherFines: false,
          suspension: "",
          committee: [],
          note: "",
        },
      },
    ]);
    const details = screen.getByRole("region", { name: "Details" });
    expect(await within(details).findByRole("link", { name: "Billing account" })).toHaveAttribute(
      "href",
      "/billing/properties/p-2",
    );
    expect(screen.getByRole("button", { name: "Close violation" })).toBeVisible();
  });

  it("records an appeal's result, reversing the fine, and offers it once", async () => {
    const { user } = openConsoleAs("admin", "/violations/v1");
    const decision: Violation["decision"] = {
      decision: "fine",
      fine: "100.00",
      continuingDays: 4,
      suspension: "",
      healthSafetyFinding: false,
      decidedAt: "2026-11-26T17:00:00.000Z",
      decidedBy: { uid: "u-ana", name: "Ana Ruiz" },
    };
    let violation = violationFixture({
      status: "decided",
      outcome: "fined",
      hearing,
      decision,
      fined: "100.00",
      version: 5,
    });
    server.use(...violationPageHandlers(() => violation));
    const steps = recordSteps(() => {
      violation = violationFixture({
        status: "closed",
        outcome: "reversed",
        hearing,
        decision,
        appeal: {
          result: "reversed",
          reversedFine: "100.00",
          decidedAt: "2026-11-30T17:00:00.000Z",
          decidedBy: { uid: "u-ana", name: "Ana Ruiz" },
        },
        version: 6,
      });
      return HttpResponse.json({ data: violation });
    });

    const details = await screen.findByRole("region", { name: "Details" });
    expect(
      await within(details).findByText(/\$25\.00 a day for 4 days, \$100\.00 in all/u),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Record appeal result" }));
    const dialog = await screen.findByRole("dialog", { name: "Record appeal result" });
    expect(dialog).toHaveTextContent("citing Civil Code 5900-5920");
    await user.click(within(dialog).getByRole("radio", { name: /Decision reversed/u }));
    await user.type(within(dialog).getByRole("textbox", { name: /Note/u }), "A guest's car.");
    await user.click(within(dialog).getByRole("button", { name: "Record result" }));

    expect(
      await screen.findByText("The appeal's result was recorded: Decision reversed."),
    ).toBeInTheDocument();
    expect(steps).toEqual([
      { step: "appeal", ifMatch: '"5"', body: { result: "reversed", note: "A guest's car." } },
    ]);
    expect(await within(details).findByText(/Reversed on appeal/u)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Record appeal result" })).toBeNull();
  });

  it("names the fining committee of a Florida rule set, and shows its refusal", async () => {
    const { user } = openConsoleAs("admin", "/violations/v1");
    const violation = violationFixture({
      status: "hearing",
      hearing,
      ruleSet: { id: "florida", version: "2026-01-01" },
      version: 3,
    });
    server.use(...violationPageHandlers(() => violation));
    const refusal =
      "Florida Statutes 720.305(2)(b): an officer, director or employee of the association may not sit on the fining committee (Bo Lee)";
    const steps = recordSteps(() =>
      HttpResponse.json({ error: refusal, fields: { committee: refusal } }, { status: 400 }),
    );

    await user.click(await screen.findByRole("button", { name: "Record decision" }));
    const drawer = await screen.findByRole("dialog", { name: "Record decision" });
    await user.click(within(drawer).getByRole("radio", { name: "Fine" }));
    const committee = within(drawer).getByRole("group", { name: "Fining committee" });
    for (const [index, name] of ["Ana Ruiz", "Bo Lee", "Cy Diaz"].entries()) {
      await user.type(
        within(committee).getByRole("textbox", { name: `Member ${index + 1} name` }),
        name,
      );
    }
    const second = within(committee).getByRole("group", { name: "Member 2" });
    await user.click(
      within(second).getByRole("checkbox", { name: "Officer, director or employee" }),
    );
    await user.click(within(committee).getByRole("button", { name: "Add member" }));
    await user.type(within(committee).getByRole("textbox", { name: "Member 4 name" }), "Di Park");
    await user.click(within(committee).getByRole("button", { name: "Remove member 4" }));
    await user.click(within(drawer).getByRole("button", { name: "Record decision" }));

    expect(await within(committee).findByText(refusal)).toBeVisible();
    expect(steps[0]?.body).toMatchObject({
      decision: "fine",
      fine: "50.00",
      committee: [
        { name: "Ana Ruiz", isOfficerDirectorOrEmployee: false, isRelativeOfOne: false },
        { name: "Bo Lee", isOfficerDirectorOrEmployee: true, isRelativeOfOne: false },
        { name: "Cy Diaz", isOfficerDirectorOrEmployee: false, isRelativeOfOne: false },
      ],
    });
  });

  it("saves a letter's PDF from the API, and says why when the API refuses it", async () => {
    const { user } = openConsoleAs("admin", "/violations/v1");
    const violation = violationFixture({ status: "noticed", version: 2 });
    const asked: { path: string; authorization: string | null }[] = [];
    let refuse = false;
    server.use(
      ...violationPageHandlers(
        () => violation,
        () => [reportedEntry, noticeEntry],
      ),
      http.get(`${API}/violations/:violationId/letters/:entryId/pdf`, ({ request }) => {
        asked.push({
          path: new URL(request.url).pathname,
          authorization: request.headers.get("authorization"),
        });
        if (refuse) {
          return HttpResponse.json({ error: violationMessages.letterNotFound }, { status: 404 });
        }
        return new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          headers: {
            "content-type": "application/pdf",
            "content-disposition": 'attachment; filename="violation-12-courtesy-notice.pdf"',
          },
        });
      }),
    );
    const saved: { download: string; href: string }[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push({ download: this.download, href: this.href });
    };
    try {
      const button = await screen.findByRole("button", {
        name: "Download PDF Courtesy notice: Parking at 14 Birch Court, 2",
      });
      await user.click(button);
      await waitFor(() =>
        expect(saved).toEqual([
          { download: "violation-12-courtesy-notice.pdf", href: expect.stringMatching(/^blob:/u) },
        ]),
      );
      // The page stays where it is.
      expect(currentUrl()).toBe("/violations/v1");
      expect(asked).toEqual([
        {
          path: "/api/orgs/maple-grove/violations/v1/letters/0002/pdf",
          authorization: expect.stringMatching(/^Bearer /u),
        },
      ]);

      refuse = true;
      await user.click(button);
      expect(await screen.findByText(violationMessages.letterNotFound)).toBeVisible();
      expect(saved).toHaveLength(1);
      await waitFor(() => expect(button).toBeEnabled());
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  });

  it("says so when a violation does not exist", async () => {
    openConsoleAs("admin", "/violations/gone");
    server.use(
      http.get(`${API}/violations/gone`, () =>
        HttpResponse.json({ error: "Violation not found" }, { status: 404 }),
      ),
      http.get(`${API}/violations/gone/timeline`, () => page([])),
    );
    expect(await screen.findByText("This violation does not exist")).toBeVisible();
  });
});
