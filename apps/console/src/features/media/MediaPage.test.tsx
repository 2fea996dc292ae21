import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { mockApi, server } from "../../test/api-server";
import { fakeAuth, makeUser } from "../../test/fake-firebase-auth";
import { renderApp } from "../../test/render-app";
import type { Album } from "./api/albums";
import type { MediaItem } from "./api/items";

const ORG = "maple-grove";
const TOKEN = "t".repeat(43);
const person = { uid: "admin", name: "Dana Admin" };

const album: Album = {
  id: "al1",
  title: "Pool opening",
  description: "June 2026",
  itemCount: 3,
  coverItemId: "p1",
  createdBy: person,
  createdAt: "2026-11-20T17:00:00.000Z",
  updatedAt: "2026-11-20T17:00:00.000Z",
  version: 1,
};
const photoItem = (id: string, caption: string): MediaItem => ({
  id,
  albumId: "al1",
  kind: "photo",
  contentType: "image/png",
  fileName: `${id}.png`,
  sizeBytes: 1000,
  caption,
  width: 2400,
  height: 1350,
  hasThumbnail: true,
  warning: null,
  uploadedBy: person,
  createdAt: "2026-11-20T17:00:00.000Z",
  updatedAt: "2026-11-20T17:00:00.000Z",
  version: 1,
});

const STALE =
  "Someone else changed this item since you opened it. Reload it to see their changes, then try again.";

let items: MediaItem[] = [];
let deleted: string[] = [];
let uploads: string[] = [];
let captionRequests: { id: string; ifMatch: string | null; caption: string }[] = [];
let itemReads = 0;
let albumQueries: URLSearchParams[] = [];

function mediaApi() {
  server.use(
    http.get(`*/api/orgs/${ORG}/media/albums`, ({ request }) => {
      albumQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: { items: [album], nextCursor: null } });
    }),
    http.get(`*/api/orgs/${ORG}/media/albums/al1`, () => HttpResponse.json({ data: album })),
    http.get(`*/api/orgs/${ORG}/media/albums/al1/items`, () => {
      itemReads += 1;
      return HttpResponse.json({ data: { items, nextCursor: null } });
    }),
    http.patch(`*/api/orgs/${ORG}/media/albums/al1/items/:id`, async ({ params, request }) => {
      const { caption } = (await request.json()) as { caption: string };
      const ifMatch = request.headers.get("If-Match");
      captionRequests.push({ id: String(params.id), ifMatch, caption });
      const current = items.find((item) => item.id === params.id)!;
      if (ifMatch !== `"${current.version}"`) {
        return HttpResponse.json({ error: STALE }, { status: 412 });
      }
      const changed = { ...current, caption, version: current.version + 1 };
      items = items.map((item) => (item.id === changed.id ? changed : item));
      return HttpResponse.json({ data: changed }, { headers: { ETag: `"${changed.version}"` } });
    }),
    http.post(`*/api/orgs/${ORG}/media/albums/al1/links`, () =>
      HttpResponse.json(
        { data: { url: `/api/media/${TOKEN}`, expiresAt: "2026-11-23T07:00:00.000Z" } },
        { status: 201 },
      ),
    ),
    http.post(`*/api/orgs/${ORG}/media/albums/al1/items`, async ({ request }) => {
      const fileName = new URL(request.url).searchParams.get("fileName") ?? "";
      uploads.push(fileName);
      await delay(30);
      if (fileName.endsWith(".jpg")) {
        return HttpResponse.json(
          { error: "This file is a PNG by its content; name it .png." },
          { status: 415 },
        );
      }
      return HttpResponse.json({ data: photoItem(`n${uploads.length}`, "") }, { status: 201 });
    }),
    http.delete(`*/api/orgs/${ORG}/media/albums/al1/items/:id`, ({ params, request }) => {
      deleted.push(`${String(params.id)} ${request.headers.get("if-match") ?? "no If-Match"}`);
      items = items.filter((item) => item.id !== params.id);
      return HttpResponse.json({ data: { id: params.id } });
    }),
  );
}

async function renderAt(url: string, role: "admin" | "member" = "admin") {
  mockApi({
    roles: { orgId: ORG, role, permissions: role === "admin" ? ["admin"] : ["read"] },
    organizations: { [ORG]: { id: ORG, name: "Maple Grove HOA" } },
  });
  mediaApi();
  fakeAuth.signInAs(makeUser(role));
  const user = userEvent.setup();
  renderApp(url);
  return user;
}

beforeEach(() => {
  items = [photoItem("p1", "Opening day"), photoItem("p2", "The slide"), photoItem("p3", "")];
  deleted = [];
  uploads = [];
  captionRequests = [];
  itemReads = 0;
  albumQueries = [];
});

describe("Media", () => {
  it("shows the guidelines and the albums", async () => {
    await renderAt("/media");
    expect(
      await screen.findByText(
        "max file size 10MB per file; photos JPG, PNG, GIF; videos MP4, MOV up to 100MB; recommended resolution 1920x1080",
      ),
    ).toBeVisible();
    expect(await screen.findByRole("link", { name: "Pool opening" })).toHaveAttribute(
      "href",
      "/media/albums/al1",
    );
  });

  it("sorts the albums by their latest change or by title, and keeps the sort in the address", async () => {
    const user = await renderAt("/media");
    await screen.findByRole("link", { name: "Pool opening" });
    const sortBy = screen.getByRole("combobox", { name: "Sort by" });
    expect(sortBy).toHaveValue("-updatedAt");
    expect(albumQueries.at(-1)?.has("sort")).toBe(false);

    await user.selectOptions(sortBy, "Title A to Z");
    await waitFor(() => expect(albumQueries.at(-1)?.get("sort")).toBe("title"));
    expect(window.location.search).toContain("sort=title");
  });

  it("shows an album's thumbnails lazily through its link, and steps through the viewer with the keyboard", async () => {
    const user = await renderAt("/media/albums/al1", "member");
    const grid = await screen.findByRole("list", { name: "Photos and videos" });
    const first = within(grid).getByRole("img", { name: "Opening day" });
    expect(first).toHaveAttribute("loading", "lazy");
    expect(first).toHaveAttribute("src", `/api/media/${TOKEN}/p1/thumbnail`);
    expect(screen.queryByRole("button", { name: "Upload photos and videos" })).toBeNull();

    await user.click(within(grid).getByRole("button", { name: "Open Opening day" }));
    const viewer = screen.getByRole("dialog", { name: "Opening day" });
    expect(within(viewer).getByRole("img", { name: "Opening day" })).toHaveAttribute(
      "src",
      `/api/media/${TOKEN}/p1/file`,
    );
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("dialog", { name: "The slide" })).toHaveTextContent("2 of 3");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(screen.getByRole("dialog", { name: "p3.png" })).toHaveTextContent("3 of 3");
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
  });

  it("uploads photos with progress and shows a refusal on its row", async () => {
    const user = await renderAt("/media/albums/al1");
    await user.click(await screen.findByRole("button", { name: "Upload photos and videos" }));
    const dialog = screen.getByRole("dialog", { name: "Upload photos and videos" });
    await user.upload(within(dialog).getByLabelText("Choose photos and videos"), [
      new File(["png"], "deck.png", { type: "image/png" }),
      new File(["png"], "lies.jpg", { type: "image/jpeg" }),
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Upload 2 files" }));
    const good = within(dialog).getByRole("listitem", { name: "deck.png" });
    await waitFor(() => expect(good).toHaveTextContent("Uploaded"));
    expect(within(good).getByRole("progressbar")).toHaveValue(100);
    const bad = within(dialog).getByRole("listitem", { name: "lies.jpg" });
    expect(await within(bad).findByRole("alert")).toHaveTextContent(
      "This file is a PNG by its content; name it .png.",
    );
    expect(uploads.sort()).toEqual(["deck.png", "lies.jpg"]);
  });

  it("saves a caption made to the version shown (If-Match)", async () => {
    const user = await renderAt("/media/albums/al1");
    await user.click(await screen.findByRole("button", { name: "Open The slide" }));
    const viewer = screen.getByRole("dialog", { name: "The slide" });
    const caption = within(viewer).getByRole("textbox", { name: /Caption/ });
    await user.clear(caption);
    await user.type(caption, "The big slide");
    await user.click(within(viewer).getByRole("button", { name: "Save caption" }));
    expect(await screen.findByText("Caption saved.")).toBeInTheDocument();
    expect(captionRequests).toEqual([{ id: "p2", ifMatch: '"1"', caption: "The big slide" }]);
  });

  it("says someone else changed the item when its version is stale (412), and reads the album again", async () => {
    const user = await renderAt("/media/albums/al1");
    await user.click(await screen.findByRole("button", { name: "Open The slide" }));
    const viewer = screen.getByRole("dialog", { name: "The slide" });
    // Someone else changes the caption after this page read the album.
    items = items.map((item) =>
      item.id === "p2" ? { ...item, caption: "Water slide", version: 2 } : item,
    );
    const readsBefore = itemReads;
    const caption = within(viewer).getByRole("textbox", { name: /Caption/ });
    await user.clear(caption);
    await user.type(caption, "The big slide");
    await user.click(within(viewer).getByRole("button", { name: "Save caption" }));
    expect(await screen.findByText(STALE)).toBeInTheDocument();
    expect(captionRequests).toEqual([{ id: "p2", ifMatch: '"1"', caption: "The big slide" }]);
    expect(items.find((item) => item.id === "p2")?.caption).toBe("Water slide");
    await waitFor(() => expect(itemReads).toBeGreaterThan(readsBefore));
  });

  it("deletes a photo from the viewer after asking, made to the version shown", async () => {
    const user = await renderAt("/media/albums/al1");
    await user.click(await screen.findByRole("button", { name: "Open The slide" }));
    const viewer = screen.getByRole("dialog", { name: "The slide" });
    await user.click(within(viewer).getByRole("button", { name: "Delete" }));
    const confirm = screen.getByRole("alertdialog", { name: "Delete The slide?" });
    expect(deleted).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Delete photo" }));
    await waitFor(() => expect(deleted).toEqual(['p2 "1"']));
  });
});
