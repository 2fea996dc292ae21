import { VIOLATION_PHOTOS_MAX, violationMessages } from "@hoa/validation/violations";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { server } from "../../test/api-server";
import { currentUrl, openConsoleAs } from "../../test/render-app";
import type { Violation } from "./api";
import {
  API,
  page,
  parkingCategory,
  reportedEntry,
  violationFixture,
  violationPageHandlers,
} from "./test-fixtures";

const inspection: Violation["photos"][number] = {
  id: "ph1",
  at: "2026-11-03T18:00:00.000Z",
  by: { uid: "u-ana", name: "Ana Ruiz" },
  fromResident: false,
};
const fromResident: Violation["photos"][number] = {
  id: "ph2",
  at: "2026-11-05T19:30:00.000Z",
  by: { uid: "u-res", name: "Rita Owner" },
  fromResident: true,
};

/** `GET .../photos/{photoId}`: each photo's bytes, recording which were read. */
function photoBytes(failing: readonly string[] = []) {
  const read: string[] = [];
  server.use(
    http.get(`${API}/violations/v1/photos/:photoId`, ({ params, request }) => {
      const photoId = String(params.photoId);
      read.push(`${photoId} ${request.headers.get("authorization") ?? "no token"}`);
      if (failing.includes(photoId)) {
        return HttpResponse.json({ error: "Photo not found" }, { status: 404 });
      }
      return new HttpResponse(new Blob([`jpeg ${photoId}`], { type: "image/jpeg" }), {
        headers: { "Content-Type": "image/jpeg" },
      });
    }),
  );
  return read;
}

/** A file as a phone or a computer gives it. */
const photoFile = (name: string, type: string, bytes: BlobPart = `bytes of ${name}`) =>
  new File([bytes], name, { type });

interface SentPhoto {
  path: string;
  contentType: string | null;
  authorization: string | null;
  body: string;
}

/**
 * `POST .../violations/:violationId/photos`: records each photo sent, answers with the violation
 * holding it, or refuses the files `refuse` names with the API's message.
 */
function acceptPhotos(
  current: () => Violation,
  save: (violation: Violation) => void,
  refuse: Record<string, { status: number; error: string }> = {},
) {
  const sent: SentPhoto[] = [];
  server.use(
    http.post(`${API}/violations/:violationId/photos`, async ({ request }) => {
      const body = await request.text();
      sent.push({
        path: new URL(request.url).pathname,
        contentType: request.headers.get("content-type"),
        authorization: request.headers.get("authorization"),
        body,
      });
      const refusal = Object.entries(refuse).find(([name]) => body === `bytes of ${name}`)?.[1];
      if (refusal) return HttpResponse.json({ error: refusal.error }, { status: refusal.status });
      const violation = current();
      const saved = {
        ...violation,
        photos: [
          ...violation.photos,
          {
            id: `new${violation.photos.length + 1}`,
            at: "2026-11-21T17:00:00.000Z",
            by: { uid: "ana", name: "Ana Ruiz" },
            fromResident: false,
          },
        ],
      };
      save(saved);
      return HttpResponse.json({ data: saved }, { status: 201 });
    }),
  );
  return sent;
}

describe("a violation's photos", () => {
  it("shows each photo as a thumbnail read with the token, the resident's with a badge, and opens one large", async () => {
    const { user } = openConsoleAs("member", "/violations/v1");
    const revoke = vi.spyOn(URL, "revokeObjectURL");
    server.use(
      ...violationPageHandlers(() => violationFixture({ photos: [inspection, fromResident] })),
    );
    const read = photoBytes();

    const photos = await screen.findByRole("region", { name: "Photos" });
    const list = within(photos).getByRole("list", { name: "Photos" });
    const first = await within(list).findByRole("img", { name: "Inspection photo, Nov 3, 2026" });
    const second = await within(list).findByRole("img", {
      name: "Photo from the resident, Nov 5, 2026",
    });
    expect(first.getAttribute("src")).toMatch(/^blob:/u);
    expect(second.getAttribute("src")).toMatch(/^blob:/u);
    expect(read.sort()).toEqual(["ph1 Bearer token-of-ana", "ph2 Bearer token-of-ana"]);
    const [inspectionItem, residentItem] = within(list).getAllByRole("listitem") as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(residentItem).getByText("From the resident")).toBeVisible();
    expect(within(inspectionItem).queryByText("From the resident")).not.toBeInTheDocument();
    expect(within(photos).getByText(`2 of at most ${VIOLATION_PHOTOS_MAX}`)).toBeVisible();
    // A member reads; only administrators add.
    expect(within(photos).queryByRole("button", { name: "Add photos" })).not.toBeInTheDocument();

    // The keyboard opens it: the thumbnail is a button named by its photo.
    within(list).getByRole("button", { name: "Photo from the resident, Nov 5, 2026" }).focus();
    await user.keyboard("{Enter}");
    const viewer = await screen.findByRole("dialog", {
      name: "Photo from the resident, Nov 5, 2026",
    });
    const large = within(viewer).getByRole("img", { name: "Photo from the resident, Nov 5, 2026" });
    expect(large.getAttribute("src")).toMatch(/^blob:/u);
    expect(within(viewer).getByText(/^Sent by Rita Owner, Thu, Nov 5, 2026/u)).toBeVisible();
    expect(within(viewer).getByText("2 of 2")).toBeVisible();
    // One read per photo: the large view shows the bytes the thumbnail read.
    expect(read).toHaveLength(2);

    await user.keyboard("{ArrowRight}");
    expect(
      await screen.findByRole("dialog", { name: "Inspection photo, Nov 3, 2026" }),
    ).toBeVisible();
    expect(screen.getByText(/^Added by Ana Ruiz, Tue, Nov 3, 2026/u)).toBeVisible();
    const largeUrl = within(screen.getByRole("dialog")).getByRole("img").getAttribute("src");
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(revoke).toHaveBeenCalledWith(largeUrl);
  });

  it("says when there are none, and when one could not be read offers to read it again", async () => {
    const { user } = openConsoleAs("admin", "/violations/v1");
    let violation = violationFixture();
    server.use(...violationPageHandlers(() => violation));
    const photos = await screen.findByRole("region", { name: "Photos" });
    expect(within(photos).getByText("No photos yet")).toBeVisible();
    expect(within(photos).getByRole("button", { name: "Add photos" })).toBeVisible();

    violation = violationFixture({ photos: [inspection], status: "closed", outcome: "cured" });
    const read = photoBytes(["ph1"]);
    // Read again after a step: the violation now holds a photo that cannot be read.
    server.use(...violationPageHandlers(() => violation));
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    const dialog = await screen.findByRole("dialog", { name: /Withdraw/ });
    server.use(
      http.post(`${API}/violations/v1/close`, () => HttpResponse.json({ data: violation })),
    );
    await user.click(within(dialog).getByRole("button", { name: /Withdraw/ }));
    const retry = await within(photos).findByRole("button", {
      name: "Inspection photo, Nov 3, 2026 could not be loaded. Try again",
    });
    // Closed: nothing more is added.
    expect(within(photos).queryByRole("button", { name: "Add photos" })).not.toBeInTheDocument();
    photoBytes();
    await user.click(retry);
    expect(
      await within(photos).findByRole("img", { name: "Inspection photo, Nov 3, 2026" }),
    ).toBeVisible();
    expect(read).toEqual(["ph1 Bearer token-of-ana"]);
  });

  it("refuses an 11 MB photo and a GIF with the shared messages before sending anything", async () => {
    openConsoleAs("admin", "/violations/v1");
    // A browser that ignores `accept` (or a file dropped on the picker).
    const user = userEvent.setup({ applyAccept: false });
    let violation = violationFixture();
    server.use(...violationPageHandlers(() => violation));
    const sent = acceptPhotos(
      () => violation,
      (saved) => (violation = saved),
    );

    await user.click(await screen.findByRole("button", { name: "Add photos" }));
    const dialog = await screen.findByRole("dialog", { name: "Add photos" });
    const picker = within(dialog).getByLabelText("Choose photos");
    expect(picker).toHaveAttribute(
      "accept",
      "image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp",
    );
    expect(picker).toHaveAttribute("multiple");
    await user.upload(picker, [
      photoFile("huge.jpg", "image/jpeg", new Uint8Array(11 * 1024 * 1024)),
      photoFile("party.gif", "image/gif"),
    ]);
    const refused = within(dialog).getByRole("alert");
    expect(refused).toHaveTextContent(`huge.jpg: ${violationMessages.photoTooLarge}`);
    expect(refused).toHaveTextContent(`party.gif: ${violationMessages.photoType}`);
    expect(within(dialog).queryByRole("list", { name: "Photos to send" })).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Upload" })).toBeDisabled();
    expect(sent).toEqual([]);
  });

  it("sends the chosen photos one by one as octet-stream bytes, and shows them", async () => {
    const { user } = openConsoleAs("admin", "/violations/v1");
    let violation = violationFixture();
    let timelineReads = 0;
    server.use(
      ...violationPageHandlers(
        () => violation,
        () => {
          timelineReads += 1;
          return [reportedEntry];
        },
      ),
    );
    photoBytes();
    const sent = acceptPhotos(
      () => violation,
      (saved) => (violation = saved),
    );

    await user.click(await screen.findByRole("button", { name: "Add photos" }));
    const dialog = await screen.findByRole("dialog", { name: "Add photos" });
    await user.upload(within(dialog).getByLabelText("Choose photos"), [
      photoFile("trailer.jpg", "image/jpeg"),
      photoFile("street.png", "image/png"),
    ]);
    const chosen = within(dialog).getByRole("list", { name: "Photos to send" });
    expect(within(chosen).getByRole("img", { name: "Preview of trailer.jpg" })).toBeVisible();
    // One taken off again before sending.
    await user.upload(within(dialog).getByLabelText("Choose photos"), [
      photoFile("wrong.webp", "image/webp"),
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Remove wrong.webp" }));
    await user.click(within(dialog).getByRole("button", { name: "Upload 2 files" }));

    expect(await screen.findByText("2 photos added.")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Add photos" })).not.toBeInTheDocument(),
    );
    expect(sent).toEqual([
      {
        path: "/api/orgs/maple-grove/violations/v1/photos",
        contentType: "application/octet-stream",
        authorization: "Bearer token-of-ana",
        body: "bytes of trailer.jpg",
      },
      {
        path: "/api/orgs/maple-grove/violations/v1/photos",
        contentType: "application/octet-stream",
        authorization: "Bearer token-of-ana",
        body: "bytes of street.png",
      },
    ]);
    const photos = screen.getByRole("region", { name: "Photos" });
    expect(
      await within(photos).findAllByRole("img", { name: "Inspection photo, Nov 21, 2026" }),
    ).toHaveLength(2);
    // The timeline is read again, where the photos are steps.
    await waitFor(() => expect(timelineReads).toBeGreaterThan(1));
  });

  it("toasts a refused photo with the API's message and its name, and keeps it to try again", async () => {
    const { user } = openConsoleAs("admin", "/violations/v1");
    let violation = violationFixture();
    server.use(...violationPageHandlers(() => violation));
    photoBytes();
    const sent = acceptPhotos(
      () => violation,
      (saved) => (violation = saved),
      { "fence.jpg": { status: 409, error: violationMessages.tooManyPhotos } },
    );

    await user.click(await screen.findByRole("button", { name: "Add photos" }));
    const dialog = await screen.findByRole("dialog", { name: "Add photos" });
    await user.upload(within(dialog).getByLabelText("Choose photos"), [
      photoFile("fence.jpg", "image/jpeg"),
      photoFile("gate.jpg", "image/jpeg"),
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Upload 2 files" }));

    expect(
      await screen.findByText(`fence.jpg was not sent: ${violationMessages.tooManyPhotos}`),
    ).toBeInTheDocument();
    const row = within(dialog).getByRole("listitem", { name: "fence.jpg" });
    expect(await within(row).findByText("Failed")).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Try again" })).toBeEnabled();
    expect(within(dialog).queryByRole("listitem", { name: "gate.jpg" })).toBeInTheDocument();
    expect(sent.map((photo) => photo.body)).toEqual(["bytes of fence.jpg", "bytes of gate.jpg"]);
    // The one that went through shows on the page behind.
    expect(screen.queryByText("1 photo added.")).not.toBeInTheDocument();
    await waitFor(() => expect(violation.photos).toHaveLength(1));
  });
});

describe("reporting with photos", () => {
  const properties = () =>
    http.get(`${API}/properties`, () =>
      page([
        {
          id: "p-2",
          address: "14 Birch Court",
          unit: "2",
          type: "Townhouse",
          status: "Occupied",
          residentCount: 1,
          archivedAt: null,
          createdAt: "2026-03-01T12:00:00.000Z",
          updatedAt: "2026-03-01T12:00:00.000Z",
          version: 1,
        },
      ]),
    );

  it("reports the violation, then sends its photos; one refused is named, and the page offers to add it again", async () => {
    const { user, api } = openConsoleAs("admin", "/violations");
    let reported: Violation | null = null;
    server.use(
      http.get(`${API}/violations`, () => page([])),
      http.get(`${API}/violation-categories`, () => page([parkingCategory])),
      properties(),
      http.post(`${API}/violations`, () => {
        reported = violationFixture();
        return HttpResponse.json({ data: reported }, { status: 201 });
      }),
      ...violationPageHandlers(() => reported ?? violationFixture()),
    );
    photoBytes();
    const sent = acceptPhotos(
      () => reported ?? violationFixture(),
      (saved) => (reported = saved),
      { "blurry.jpg": { status: 415, error: violationMessages.photoUnreadable } },
    );

    await user.click(await screen.findByRole("button", { name: "Report violation" }));
    const dialog = await screen.findByRole("dialog", { name: "Report violation" });
    const photosField = within(dialog).getByRole("group", { name: /Photos/ });
    await user.upload(within(photosField).getByLabelText("Choose photos"), [
      photoFile("trailer.jpg", "image/jpeg"),
      photoFile("blurry.jpg", "image/jpeg"),
    ]);
    expect(within(photosField).getByRole("img", { name: "Preview of blurry.jpg" })).toBeVisible();
    // Nothing is sent before the report is valid and sent.
    await user.click(within(dialog).getByRole("button", { name: "Report violation" }));
    expect(await within(dialog).findByText(violationMessages.propertyRequired)).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByRole("combobox", { name: "Property" }), "birch");
    await user.click(
      await within(within(dialog).getByRole("listbox")).findByRole("option", {
        name: /14 Birch Court/u,
      }),
    );
    const category = within(dialog).getByRole("combobox", { name: "Category" });
    await waitFor(() =>
      expect(within(category).getByRole("option", { name: "Parking" })).toBeInTheDocument(),
    );
    await user.selectOptions(category, "c1");
    await user.click(within(dialog).getByRole("button", { name: "Report violation" }));

    expect(
      await screen.findByRole("heading", {
        name: "Violation 12: Parking at 14 Birch Court, 2",
        level: 1,
      }),
    ).toBeVisible();
    expect(currentUrl()).toBe("/violations/v1");
    expect(
      await screen.findByText(`blurry.jpg was not sent: ${violationMessages.photoUnreadable}`),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Violation 12 was reported, but blurry.jpg was not sent: add it again on its page.",
      ),
    ).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === "POST").map((r) => r.path)).toEqual([
      "/api/orgs/maple-grove/violations",
      "/api/orgs/maple-grove/violations/v1/photos",
      "/api/orgs/maple-grove/violations/v1/photos",
    ]);
    expect(sent.map((photo) => photo.contentType)).toEqual([
      "application/octet-stream",
      "application/octet-stream",
    ]);
    const photos = screen.getByRole("region", { name: "Photos" });
    expect(
      await within(photos).findByRole("img", { name: "Inspection photo, Nov 21, 2026" }),
    ).toBeVisible();
    expect(within(photos).getByRole("button", { name: "Add photos" })).toBeVisible();
  });

  it("says how many photos went with the report when all did", async () => {
    const { user } = openConsoleAs("admin", "/violations");
    let reported: Violation | null = null;
    server.use(
      http.get(`${API}/violations`, () => page([])),
      http.get(`${API}/violation-categories`, () => page([parkingCategory])),
      properties(),
      http.post(`${API}/violations`, () => {
        reported = violationFixture();
        return HttpResponse.json({ data: reported }, { status: 201 });
      }),
      ...violationPageHandlers(() => reported ?? violationFixture()),
    );
    photoBytes();
    acceptPhotos(
      () => reported ?? violationFixture(),
      (saved) => (reported = saved),
    );

    await user.click(await screen.findByRole("button", { name: "Report violation" }));
    const dialog = await screen.findByRole("dialog", { name: "Report violation" });
    await user.upload(within(dialog).getByLabelText("Choose photos"), [
      photoFile("trailer.jpg", "image/jpeg"),
    ]);
    await user.type(within(dialog).getByRole("combobox", { name: "Property" }), "birch");
    await user.click(
      await within(within(dialog).getByRole("listbox")).findByRole("option", {
        name: /14 Birch Court/u,
      }),
    );
    const category = within(dialog).getByRole("combobox", { name: "Category" });
    await waitFor(() =>
      expect(within(category).getByRole("option", { name: "Parking" })).toBeInTheDocument(),
    );
    await user.selectOptions(category, "c1");
    await user.click(within(dialog).getByRole("button", { name: "Report violation" }));

    expect(await screen.findByText("Violation 12 was reported with 1 photo.")).toBeInTheDocument();
    expect(currentUrl()).toBe("/violations/v1");
  });
});
