import { arcMessages } from "@hoa/validation/architectural-review";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "../../../test/api-server";
import { currentUrl, TEST_ORG } from "../../../test/render-app";
import { openPortalAs } from "../test-api";
import type { OwnArcRequest, OwnArcRequestWithTimeline } from "./api/own-requests";

const ORG = `*/api/orgs/${TEST_ORG.id}`;

const ownRequest = (fields: Partial<OwnArcRequest> = {}): OwnArcRequest => ({
  id: "r1",
  number: 3,
  status: "draft",
  propertyId: "p1",
  propertyLabel: "12 Oak Lane",
  category: "fence",
  title: "Cedar fence",
  description: "Along the back yard.",
  plannedStart: "2027-03-01",
  plannedEnd: "2027-03-15",
  contractor: "",
  createdBy: { uid: "resident", name: "Rae Resident" },
  onBehalf: false,
  submittedAt: null,
  deadline: null,
  responseDays: 45,
  deadlineOutcome: "escalated",
  decision: null,
  reconsideration: null,
  attachments: [],
  createdAt: "2026-11-20T18:00:00.000Z",
  updatedAt: "2026-11-20T18:00:00.000Z",
  version: 1,
  ...fields,
});

interface Sent {
  method: string;
  path: string;
  search: string;
  ifMatch: string | null;
  contentType: string | null;
}

/**
 * The household's requests as `/me/architectural-requests` answers them: the list, a new draft,
 * its files (refusing those `refuse` names with the API's message), its submission to a version,
 * and one with its timeline. Records every change sent.
 */
function requestsApi(initial: OwnArcRequest[], refuse: Record<string, string> = {}) {
  const sent: Sent[] = [];
  let requests = [...initial];
  const record = (request: Request) => {
    const url = new URL(request.url);
    sent.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      ifMatch: request.headers.get("If-Match"),
      contentType: request.headers.get("Content-Type"),
    });
  };
  const save = (request: OwnArcRequest) => {
    requests = [request, ...requests.filter((other) => other.id !== request.id)];
    return request;
  };
  const find = (id: unknown) => requests.find((request) => request.id === id);
  server.use(
    http.get(`${ORG}/me/architectural-requests`, () => HttpResponse.json({ data: requests })),
    http.post(`${ORG}/me/architectural-requests`, async ({ request }) => {
      record(request);
      const body = (await request.json()) as Partial<OwnArcRequest>;
      const draft = save(ownRequest({ ...body, id: "r9", number: 9, propertyId: "p1" }));
      return HttpResponse.json({ data: draft }, { status: 201 });
    }),
    http.post(`${ORG}/me/architectural-requests/:id/attachments`, ({ request, params }) => {
      record(request);
      const name = new URL(request.url).searchParams.get("fileName") ?? "";
      const refusal = refuse[name];
      if (refusal) return HttpResponse.json({ error: refusal }, { status: 415 });
      const current = find(params.id);
      if (!current) return HttpResponse.json({ error: "Request not found" }, { status: 404 });
      const kind = name.endsWith(".pdf") ? ("drawing" as const) : ("photo" as const);
      const saved = save({
        ...current,
        version: current.version + 1,
        attachments: [
          ...current.attachments,
          {
            id: `f${current.attachments.length + 1}`,
            name,
            kind,
            contentType: kind === "drawing" ? "application/pdf" : "image/jpeg",
            size: 12,
            at: "2026-11-21T10:00:00.000Z",
            by: { uid: "resident", name: "Rae Resident" },
          },
        ],
      });
      return HttpResponse.json({ data: saved }, { status: 201 });
    }),
    http.post(`${ORG}/me/architectural-requests/:id/submit`, ({ request, params }) => {
      record(request);
      const current = find(params.id);
      if (!current) return HttpResponse.json({ error: "Request not found" }, { status: 404 });
      if (request.headers.get("If-Match") !== `"${current.version}"`) {
        return HttpResponse.json({ error: "Changed meanwhile" }, { status: 412 });
      }
      const saved = save({
        ...current,
        status: "submitted",
        submittedAt: "2026-11-21T10:05:00.000Z",
        deadline: "2027-01-05",
        version: current.version + 1,
      });
      return HttpResponse.json({ data: saved });
    }),
    http.get(`${ORG}/me/architectural-requests/:id`, ({ params }) => {
      const current = find(params.id);
      if (!current) return HttpResponse.json({ error: "Request not found" }, { status: 404 });
      const data: OwnArcRequestWithTimeline = { request: current, timeline: [] };
      return HttpResponse.json({ data });
    }),
    http.get(`${ORG}/architectural-requests/:id/attachments/:fileId`, () =>
      HttpResponse.text("jpeg bytes", { headers: { "Content-Type": "image/jpeg" } }),
    ),
  );
  return sent;
}

const file = (name: string, type: string, bytes: BlobPart = `bytes of ${name}`) =>
  new File([bytes], name, { type });

/** Fills the form's required fields with a cedar fence in March. */
async function fillChange(user: ReturnType<typeof openPortalAs>["user"]) {
  await user.selectOptions(await screen.findByRole("combobox", { name: "Category" }), "fence");
  await user.type(screen.getByRole("textbox", { name: /Title/ }), "Cedar fence");
  await user.type(screen.getByRole("textbox", { name: /Description/ }), "Along the back yard.");
  await user.type(screen.getByLabelText(/Planned start/), "2027-03-01");
  await user.type(screen.getByLabelText(/Planned finish/), "2027-03-15");
}

describe("the portal's requests to change a home", () => {
  it("lists the household's requests, each with its status and what it waits for", async () => {
    requestsApi([
      ownRequest({
        id: "r2",
        number: 4,
        title: "Solar panels",
        status: "approvedWithConditions",
        submittedAt: "2026-10-01T15:00:00.000Z",
        deadline: "2026-11-15",
        decision: {
          status: "approvedWithConditions",
          decidedBy: "committee",
          decidedAt: "2026-10-20T15:00:00.000Z",
          conditions: ["Black frames"],
          reasons: [],
        },
      }),
      ownRequest(),
    ]);
    openPortalAs("/portal/architectural-requests");

    expect(
      await screen.findByRole("heading", { name: "Changes to your home", level: 1 }),
    ).toBeVisible();
    expect(
      screen.getByText(
        "Ask the architectural committee before you change the outside of your home.",
      ),
    ).toBeVisible();
    const list = await screen.findByRole("list", { name: "Your requests" });
    const solar = within(list).getByRole("heading", { name: "Solar panels" }).closest("li");
    expect(solar).toHaveTextContent("Approved with conditions");
    expect(solar).toHaveTextContent("Submitted Oct 1, 2026");
    expect(solar).toHaveTextContent("Decided Oct 20, 2026: Approved with conditions");
    const fence = within(list).getByRole("heading", { name: "Cedar fence" }).closest("li");
    expect(fence).toHaveTextContent("Not submitted yet");
    expect(
      within(fence as HTMLElement).getByRole("link", { name: /View request/ }),
    ).toHaveAttribute("href", "/portal/architectural-requests/r1");
    expect(screen.getByRole("link", { name: "Request a change" })).toHaveAttribute(
      "href",
      "/portal/architectural-requests/new",
    );
  });

  it("refuses a file before sending it, then saves the draft, sends the files and submits it to the version the upload answered", async () => {
    const sent = requestsApi([]);
    const { user } = openPortalAs("/portal/architectural-requests/new");
    await screen.findByRole("heading", { name: "Request a change", level: 1 });
    const picker = await screen.findByLabelText("Drawings and photos", { selector: "input" });
    expect(picker).toHaveAttribute("multiple");
    expect(picker.getAttribute("accept")).toContain("application/pdf");

    await user.upload(picker, file("empty.png", "image/png", ""));
    const refused = await screen.findByRole("alert");
    expect(refused).toHaveTextContent(`empty.png: ${arcMessages.attachmentEmpty}`);

    await fillChange(user);
    await user.upload(picker, [
      file("fence-plan.pdf", "application/pdf"),
      file("yard.png", "image/png"),
    ]);
    await user.click(screen.getByRole("button", { name: "Submit request" }));

    expect(
      await screen.findByRole("heading", { name: "Request 9: Cedar fence", level: 1 }),
    ).toBeVisible();
    expect(currentUrl()).toBe("/portal/architectural-requests/r9");
    expect(
      sent.map(({ method, path, search, ifMatch }) => [method, path, search, ifMatch]),
    ).toEqual([
      ["POST", `/api/orgs/${TEST_ORG.id}/me/architectural-requests`, "", null],
      [
        "POST",
        `/api/orgs/${TEST_ORG.id}/me/architectural-requests/r9/attachments`,
        "?fileName=fence-plan.pdf",
        null,
      ],
      [
        "POST",
        `/api/orgs/${TEST_ORG.id}/me/architectural-requests/r9/attachments`,
        "?fileName=yard.png",
        null,
      ],
      ["POST", `/api/orgs/${TEST_ORG.id}/me/architectural-requests/r9/submit`, "", '"3"'],
    ]);
    expect(sent[1]?.contentType).toBe("application/octet-stream");
    expect(
      await screen.findByText("Your request was sent to the architectural committee."),
    ).toBeVisible();
    expect(screen.getAllByText("Submitted").length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: /Download fence-plan.pdf/ })).toBeVisible();
  });

  it("keeps the draft when a file is refused, naming the file and why, and does not submit it", async () => {
    const sent = requestsApi([], { "plan.pdf": arcMessages.attachmentUnreadable });
    const { user } = openPortalAs("/portal/architectural-requests/new");
    await fillChange(user);
    await user.upload(
      await screen.findByLabelText("Drawings and photos", { selector: "input" }),
      file("plan.pdf", "application/pdf"),
    );
    await user.click(screen.getByRole("button", { name: "Submit request" }));

    expect(
      await screen.findByText(
        `plan.pdf was not sent: ${arcMessages.attachmentUnreadable} Your request was saved as a draft: add the file again, then submit it.`,
      ),
    ).toBeVisible();
    await waitFor(() => expect(currentUrl()).toBe("/portal/architectural-requests/r9"));
    expect(await screen.findByRole("button", { name: "Submit request" })).toBeVisible();
    expect(sent.some((request) => request.path.endsWith("/submit"))).toBe(false);
  });
});
