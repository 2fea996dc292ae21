import { violationMessages, violationReplyMessages } from "@hoa/validation/violations";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "../../../test/api-server";
import { TEST_ORG } from "../../../test/render-app";
import { closedViolation, hearingViolation, noticedViolation, openPortalAs } from "../test-api";

const ORG = `*/api/orgs/${TEST_ORG.id}`;
const household = [noticedViolation, hearingViolation, closedViolation];

describe("Violations", () => {
  it("lists the household's violations with the next deadline, or the outcome once closed", async () => {
    openPortalAs("/portal/violations", { violations: household });
    const list = await screen.findByRole("list", { name: "Violations" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "Fence repair",
      "Parking",
      "Trash cans",
    ]);
    const [fence, parking, trash] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(fence).getByText("Correct by Sunday, November 29")).toBeVisible();
    expect(within(fence).getByText("Courtesy notice sent")).toBeVisible();
    expect(within(fence).getByText("12 Oak Lane · Seen Nov 18, 2026")).toBeVisible();
    expect(
      within(parking).getByText("Hearing on Tuesday, December 8 at 7:00 PM, Clubhouse"),
    ).toBeVisible();
    expect(within(trash).getByText("Outcome: Cured")).toBeVisible();
    expect(within(trash).queryByText(/Correct by/)).not.toBeInTheDocument();
    expect(
      within(fence).getByRole("link", { name: "View violation 3: Fence repair" }),
    ).toHaveAttribute("href", "/portal/violations/v3");
  });

  it("says when the household has none", async () => {
    openPortalAs("/portal/violations");
    expect(await screen.findByText("No violations")).toBeVisible();
  });

  it("says when they cannot be read, and reads them again", async () => {
    const { user } = openPortalAs("/portal/violations", { violations: household });
    server.use(
      http.get(
        `${ORG}/me/violations`,
        () => HttpResponse.json({ error: "The service is unavailable." }, { status: 503 }),
        { once: true },
      ),
    );
    expect(await screen.findByText("Your violations could not be loaded")).toBeVisible();
    await user.click(screen.getByRole("button", { name: /retry|try again/i }));
    expect(await screen.findByRole("list", { name: "Violations" })).toBeVisible();
  });

  it("is in the phone's More, and opens a violation at its letters' address", async () => {
    const { user } = openPortalAs("/portal/more", { violations: household });
    const more = await screen.findByRole("navigation", { name: "More" });
    await user.click(within(more).getByRole("link", { name: "Violations" }));
    await user.click(await screen.findByRole("link", { name: "View violation 3: Fence repair" }));
    expect(
      await screen.findByRole("heading", { name: "Violation 3: Fence repair", level: 1 }),
    ).toBeVisible();
    expect(window.location.pathname).toBe("/portal/violations/v3");
    expect(screen.getByRole("link", { name: "← Violations" })).toHaveAttribute(
      "href",
      "/portal/violations",
    );
  });
});

describe("a violation", () => {
  it("shows the deadline, what was seen, the rule and its letter in full", async () => {
    openPortalAs("/portal/violations/v3", { violations: household });
    const next = await screen.findByRole("region", { name: "What happens next" });
    expect(within(next).getByText("Correct by Sunday, November 29, 2026")).toBeVisible();
    const seen = screen.getByRole("region", { name: "What was seen" });
    expect(within(seen).getByText("Fence boards missing along the street")).toBeVisible();
    expect(within(seen).getByText("Front yard")).toBeVisible();
    expect(
      within(seen).getByText("CC&R Article 4.2: fences are kept in good repair"),
    ).toBeVisible();

    const letter = screen.getByRole("region", {
      name: "Courtesy notice: Fence repair at 12 Oak Lane",
    });
    expect(within(letter).getByText(/^On Wednesday, November 18, 2026/)).toBeVisible();
    expect(
      within(letter).getByText(/^Please correct it by Sunday, November 29, 2026/),
    ).toBeVisible();
    expect(
      within(letter).getByText("Citation: CC&R Article 4.2: fences are kept in good repair"),
    ).toBeVisible();
    expect(within(letter).getByText(/to rae@example\.com$/)).toBeVisible();

    const timeline = screen.getByRole("list", { name: "Timeline" });
    expect(
      within(timeline)
        .getAllByRole("heading")
        .map((heading) => heading.textContent),
    ).toEqual([
      "Reported by Dana Admin: Fence repair, seen 2026-11-18",
      "Courtesy notice sent to rae@example.com; cure by 2026-11-29",
    ]);
  });

  it("saves a letter's PDF from the household's own route, and says why when it is refused", async () => {
    const { user } = openPortalAs("/portal/violations/v3", { violations: household });
    const asked: string[] = [];
    let refuse = false;
    server.use(
      http.get(`${ORG}/me/violations/:violationId/letters/:entryId/pdf`, ({ request }) => {
        asked.push(new URL(request.url).pathname);
        if (refuse) {
          return HttpResponse.json({ error: violationMessages.notFound }, { status: 404 });
        }
        return new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          headers: {
            "content-type": "application/pdf",
            "content-disposition": 'attachment; filename="violation-3-courtesy-notice.pdf"',
          },
        });
      }),
    );
    const letter = await screen.findByRole("region", {
      name: "Courtesy notice: Fence repair at 12 Oak Lane",
    });
    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    try {
      const button = within(letter).getByRole("button", {
        name: "Download PDF Courtesy notice: Fence repair at 12 Oak Lane",
      });
      await user.click(button);
      await waitFor(() => expect(saved).toEqual(["violation-3-courtesy-notice.pdf"]));
      expect(asked).toEqual([`/api/orgs/${TEST_ORG.id}/me/violations/v3/letters/0002/pdf`]);

      refuse = true;
      await user.click(button);
      expect(await screen.findByText(violationMessages.notFound)).toBeVisible();
      expect(saved).toHaveLength(1);
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  });

  it("sends a request for more time, which then shows in the timeline", async () => {
    const { user, api } = openPortalAs("/portal/violations/v3", { violations: household });
    const form = await screen.findByRole("form", { name: "Write to the board" });
    expect(within(form).getByRole("radio", { name: /^Reply/ })).toBeChecked();
    await user.click(within(form).getByRole("radio", { name: /^Ask for more time/ }));
    await user.type(
      within(form).getByRole("textbox", { name: "Message" }),
      "The new boards arrive on the 30th.",
    );
    await user.click(within(form).getByRole("button", { name: "Send" }));

    expect(await screen.findByText("Your message was sent to the board.")).toBeVisible();
    const post = api.requests.find((request) => request.method === "POST");
    expect(post?.path).toBe("/api/orgs/maple-grove/me/violations/v3/replies");
    expect(post?.body).toEqual({
      kind: "extensionRequest",
      message: "The new boards arrive on the 30th.",
    });
    const timeline = screen.getByRole("list", { name: "Timeline" });
    expect(
      await within(timeline).findByRole("heading", { name: "Asked for more time: Rae Resident" }),
    ).toBeVisible();
    expect(within(timeline).getByText("The new boards arrive on the 30th.")).toBeVisible();
    // The form starts again, empty.
    expect(within(form).getByRole("textbox", { name: "Message" })).toHaveValue("");
    expect(within(form).getByRole("radio", { name: /^Reply/ })).toBeChecked();
  });

  it("offers to challenge a decision once it is made, and not after the appeal's result", async () => {
    const decision = {
      decision: "fine" as const,
      fine: "50.00",
      continuingDays: 1,
      suspension: "",
      healthSafetyFinding: false,
      decidedAt: "2026-12-09T17:00:00.000Z",
      decidedBy: { uid: "u-admin", name: "Dana Admin" },
    };
    const decided = {
      ...hearingViolation,
      violation: { ...hearingViolation.violation, status: "decided" as const, decision },
    };
    const { user, api } = openPortalAs("/portal/violations/v2", { violations: [decided] });
    const form = await screen.findByRole("form", { name: "Write to the board" });
    expect(within(form).queryByRole("radio", { name: /^Ask for a hearing/ })).toBeNull();
    expect(
      within(form).getByText("Ask for internal dispute resolution, at no charge to the member."),
    ).toBeVisible();
    await user.click(
      within(form).getByRole("radio", {
        name: /^Challenge the decision/,
      }),
    );
    await user.type(within(form).getByRole("textbox", { name: "Message" }), "Please review it.");
    await user.click(within(form).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Your message was sent to the board.")).toBeVisible();
    expect(api.requests.find((request) => request.method === "POST")?.body).toEqual({
      kind: "appealRequest",
      message: "Please review it.",
    });
  });

  it("offers only a reply once the appeal's result is in", async () => {
    const upheld = {
      ...hearingViolation,
      violation: {
        ...hearingViolation.violation,
        status: "decided" as const,
        appeal: {
          result: "upheld" as const,
          reversedFine: "0.00",
          decidedAt: "2026-12-20T17:00:00.000Z",
          decidedBy: { uid: "u-admin", name: "Dana Admin" },
        },
      },
    };
    openPortalAs("/portal/violations/v2", { violations: [upheld] });
    const form = await screen.findByRole("form", { name: "Write to the board" });
    expect(
      within(form)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["reply"]);
  });

  it("asks for the message before sending anything", async () => {
    const { user, api } = openPortalAs("/portal/violations/v3", { violations: household });
    const form = await screen.findByRole("form", { name: "Write to the board" });
    await user.click(within(form).getByRole("button", { name: "Send" }));
    expect(await within(form).findByText(violationReplyMessages.messageRequired)).toBeVisible();
    expect(within(form).getByRole("textbox", { name: "Message" })).toHaveFocus();
    expect(api.requests.some((request) => request.method === "POST")).toBe(false);
  });

  it("says so when the violation was closed meanwhile, and drops the form", async () => {
    const { user } = openPortalAs("/portal/violations/v3", { violations: household });
    const form = await screen.findByRole("form", { name: "Write to the board" });
    const closed = {
      ...noticedViolation,
      violation: { ...noticedViolation.violation, status: "closed", outcome: "withdrawn" },
    };
    server.use(
      http.post(`${ORG}/me/violations/v3/replies`, () =>
        HttpResponse.json({ error: "This violation is closed" }, { status: 409 }),
      ),
      http.get(`${ORG}/me/violations/v3`, () => HttpResponse.json({ data: closed })),
    );
    await user.type(within(form).getByRole("textbox", { name: "Message" }), "It is fixed.");
    await user.click(within(form).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("This violation is closed")).toBeVisible();
    expect(await screen.findByText("Outcome: Withdrawn")).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole("form", { name: "Write to the board" })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText("Your message was sent to the board.")).not.toBeInTheDocument();
  });

  it("shows a closed one's outcome and timeline, without the form", async () => {
    openPortalAs("/portal/violations/v1", { violations: household });
    const next = await screen.findByRole("region", { name: "What happens next" });
    expect(within(next).getByText("Outcome: Cured")).toBeVisible();
    expect(within(next).getByText(/^Closed on Oct 8, 2026/)).toBeVisible();
    expect(
      within(screen.getByRole("list", { name: "Timeline" })).getByRole("heading", {
        name: "Marked cured: closed with no fine",
      }),
    ).toBeVisible();
    expect(screen.queryByRole("form", { name: "Write to the board" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send" })).not.toBeInTheDocument();
  });

  it("shows a hearing's date, time and place as the deadline", async () => {
    openPortalAs("/portal/violations/v2", { violations: household });
    const next = await screen.findByRole("region", { name: "What happens next" });
    expect(
      within(next).getByText("Hearing on Tuesday, December 8, 2026 at 7:00 PM, Clubhouse"),
    ).toBeVisible();
    expect(screen.queryByRole("region", { name: "Letters" })).not.toBeInTheDocument();
  });

  it("is not found when it is not the household's", async () => {
    openPortalAs("/portal/violations/someone-else", { violations: household });
    expect(
      await screen.findByRole("heading", { name: "Violation not found", level: 1 }),
    ).toBeVisible();
    expect(screen.getByText("This violation does not exist")).toBeVisible();
    expect(screen.queryByRole("form", { name: "Write to the board" })).not.toBeInTheDocument();
  });
});

describe("a violation's photos", () => {
  const withPhotos = {
    ...noticedViolation,
    violation: {
      ...noticedViolation.violation,
      photos: [
        {
          id: "ph1",
          at: "2026-11-18T18:00:00.000Z",
          by: { uid: "admin", name: "Dana Admin" },
          fromResident: false,
        },
      ],
    },
  };

  /** The photos' bytes, read with the resident's token. */
  function photoBytes() {
    const read: string[] = [];
    server.use(
      http.get(`${ORG}/violations/v3/photos/:photoId`, ({ params, request }) => {
        read.push(`${String(params.photoId)} ${request.headers.get("authorization") ?? ""}`);
        return new HttpResponse(new Blob(["jpeg"], { type: "image/jpeg" }), {
          headers: { "Content-Type": "image/jpeg" },
        });
      }),
    );
    return read;
  }

  it("shows the board's photos and sends a photo of the fix to the resident's route", async () => {
    const { user } = openPortalAs("/portal/violations/v3", { violations: [withPhotos] });
    const read = photoBytes();
    let current = withPhotos;
    const sent: { path: string; contentType: string | null; body: string }[] = [];
    server.use(
      http.get(`${ORG}/me/violations/v3`, () => HttpResponse.json({ data: current })),
      http.post(`${ORG}/me/violations/v3/photos`, async ({ request }) => {
        sent.push({
          path: new URL(request.url).pathname,
          contentType: request.headers.get("content-type"),
          body: await request.text(),
        });
        const violation = {
          ...current.violation,
          photos: [
            ...current.violation.photos,
            {
              id: "ph2",
              at: "2026-11-27T18:00:00.000Z",
              by: { uid: "resident", name: "Rae Resident" },
              fromResident: true,
            },
          ],
        };
        current = { ...current, violation };
        return HttpResponse.json({ data: violation }, { status: 201 });
      }),
    );

    const photos = await screen.findByRole("region", { name: "Photos" });
    expect(
      await within(photos).findByRole("img", { name: "Inspection photo, Nov 18, 2026" }),
    ).toBeVisible();
    expect(read).toEqual([expect.stringMatching(/^ph1 Bearer \S+$/u)]);

    await user.click(within(photos).getByRole("button", { name: "Send a photo of the fix" }));
    const dialog = await screen.findByRole("dialog", { name: "Send a photo of the fix" });
    await user.upload(within(dialog).getByLabelText("Choose photos"), [
      new File(["fixed fence"], "fixed.jpg", { type: "image/jpeg" }),
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));

    expect(await screen.findByText("Your 1 photo was sent to the board.")).toBeVisible();
    expect(sent).toEqual([
      {
        path: "/api/orgs/maple-grove/me/violations/v3/photos",
        contentType: "application/octet-stream",
        body: "fixed fence",
      },
    ]);
    const mine = await within(photos).findByRole("img", {
      name: "Photo from the resident, Nov 27, 2026",
    });
    expect(within(mine.closest("li")!).getByText("From the resident")).toBeVisible();
  });

  it("refuses a photo over 10 MB with the shared message, sending nothing", async () => {
    const { user, api } = openPortalAs("/portal/violations/v3", { violations: household });
    const photos = await screen.findByRole("region", { name: "Photos" });
    expect(within(photos).getByText("No photos yet")).toBeVisible();
    await user.click(within(photos).getByRole("button", { name: "Send a photo of the fix" }));
    const dialog = await screen.findByRole("dialog", { name: "Send a photo of the fix" });
    await user.upload(within(dialog).getByLabelText("Choose photos"), [
      new File([new Uint8Array(11 * 1024 * 1024)], "huge.jpg", { type: "image/jpeg" }),
    ]);
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      `huge.jpg: ${violationMessages.photoTooLarge}`,
    );
    expect(within(dialog).getByRole("button", { name: "Upload" })).toBeDisabled();
    expect(api.requests.some((request) => request.method === "POST")).toBe(false);
  });

  it("offers no photo to send once the violation is closed", async () => {
    openPortalAs("/portal/violations/v1", { violations: household });
    const photos = await screen.findByRole("region", { name: "Photos" });
    expect(within(photos).getByText("No photos yet")).toBeVisible();
    expect(
      within(photos).queryByRole("button", { name: "Send a photo of the fix" }),
    ).not.toBeInTheDocument();
  });
});

describe("the portal's home page", () => {
  it("tells of an open violation and its deadline, linked to it", async () => {
    openPortalAs("/portal", { violations: [noticedViolation, closedViolation] });
    const card = await screen.findByRole("region", {
      name: "1 open violation: correct by Sunday, November 29",
    });
    expect(within(card).getByText("Fence repair at 12 Oak Lane")).toBeVisible();
    expect(
      within(card).getByRole("link", { name: "View violation 3: Fence repair" }),
    ).toHaveAttribute("href", "/portal/violations/v3");
  });

  it("names the nearest deadline of several, with the way to all of them", async () => {
    openPortalAs("/portal", { violations: household });
    const card = await screen.findByRole("region", {
      name: "2 open violations: correct by Sunday, November 29",
    });
    expect(within(card).getByRole("link", { name: "See all violations" })).toHaveAttribute(
      "href",
      "/portal/violations",
    );
  });

  it("says nothing of violations when all are closed", async () => {
    openPortalAs("/portal", { violations: [closedViolation] });
    await screen.findByRole("list", { name: "Latest announcements" });
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: /open violation/ })).not.toBeInTheDocument(),
    );
  });
});
