import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { mockApi, server } from "../../test/api-server";
import { fakeAuth, makeUser } from "../../test/fake-firebase-auth";
import { renderApp } from "../../test/render-app";
import type { CommunityDocument } from "./api/list-documents";

const ORG = "maple-grove";

const person = { uid: "admin", name: "Dana Admin" };
const version = (number: number, fileName: string) => ({
  number,
  fileName,
  contentType: "application/pdf" as const,
  sizeBytes: 2_400_000,
  uploadedAt: `2026-11-${10 + number}T17:00:00.000Z`,
  uploadedBy: person,
});
const documentOf = (overrides: Partial<CommunityDocument> = {}): CommunityDocument => ({
  id: "d1",
  title: "Declaration of CC&Rs",
  category: "governingDocuments",
  description: "The covenants.",
  visibility: "members",
  current: version(2, "ccrs-2026.pdf"),
  versions: [version(2, "ccrs-2026.pdf"), version(1, "ccrs.pdf")],
  createdBy: person,
  createdAt: "2026-11-11T17:00:00.000Z",
  updatedAt: "2026-11-12T17:00:00.000Z",
  version: 3,
  ...overrides,
});

let stored: CommunityDocument[] = [];
let listQueries: URLSearchParams[] = [];
let uploads: { fileName: string | null; contentType: string | null; auth: string | null }[] = [];
let created: Record<string, unknown>[] = [];
let deleted: { id: string; ifMatch: string | null }[] = [];
let links: string[] = [];

function documentsApi() {
  server.use(
    http.get(`*/api/orgs/${ORG}/documents`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query);
      const items = stored.filter(
        (item) =>
          (!query.get("category") || item.category === query.get("category")) &&
          (!query.get("q") || item.title.toLowerCase().includes(query.get("q")!.toLowerCase())),
      );
      return HttpResponse.json({ data: { items, nextCursor: null } });
    }),
    http.post(`*/api/orgs/${ORG}/documents/uploads`, async ({ request }) => {
      const fileName = new URL(request.url).searchParams.get("fileName");
      uploads.push({
        fileName,
        contentType: request.headers.get("content-type"),
        auth: request.headers.get("authorization"),
      });
      await delay(50);
      if (fileName === "photo.pdf") {
        return HttpResponse.json(
          { error: "The file's name says PDF but its content is a PNG image." },
          { status: 415 },
        );
      }
      return HttpResponse.json(
        {
          data: {
            uploadId: `upload-${fileName?.length ?? 0}-0123456789abcdef`,
            fileName,
            contentType: "application/pdf",
            sizeBytes: 10,
            usableUntil: "2026-11-23T07:00:00.000Z",
          },
        },
        { status: 201 },
      );
    }),
    http.post(`*/api/orgs/${ORG}/documents`, async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      created.push(body);
      const made = documentOf({
        id: `d${stored.length + 1}`,
        title: body.title,
        current: version(1, "x.pdf"),
        versions: [version(1, "x.pdf")],
      });
      stored.push(made);
      return HttpResponse.json({ data: made }, { status: 201 });
    }),
    http.get(`*/api/orgs/${ORG}/documents/:id`, ({ params }) => {
      const found = stored.find((item) => item.id === params.id);
      return found
        ? HttpResponse.json({ data: found })
        : HttpResponse.json({ error: "Document not found." }, { status: 404 });
    }),
    http.delete(`*/api/orgs/${ORG}/documents/:id`, ({ params, request }) => {
      deleted.push({ id: String(params.id), ifMatch: request.headers.get("if-match") });
      stored = stored.filter((item) => item.id !== params.id);
      return HttpResponse.json({ data: { id: params.id } });
    }),
    http.post(`*/api/orgs/${ORG}/documents/:id/links`, ({ params }) => {
      links.push(String(params.id));
      return HttpResponse.json(
        { data: { url: "/api/downloads/tok", expiresAt: "2026-11-23T07:00:00.000Z", version: 2 } },
        { status: 201 },
      );
    }),
    http.get(`*/api/downloads/:token`, () => new HttpResponse("%PDF-1.4", { status: 200 })),
    http.get(`*/api/orgs/${ORG}/audit`, () =>
      HttpResponse.json({ data: { items: [], nextCursor: null } }),
    ),
  );
}

async function renderAt(url: string, role: "admin" | "member" = "admin") {
  mockApi({
    roles: { orgId: ORG, role, permissions: role === "admin" ? ["admin"] : ["read"] },
    organizations: { [ORG]: { id: ORG, name: "Maple Grove HOA" } },
  });
  documentsApi();
  fakeAuth.signInAs(makeUser(role));
  const user = userEvent.setup();
  renderApp(url);
  return user;
}

const pdf = (name: string) => new File(["%PDF-1.4\n%%EOF\n"], name, { type: "application/pdf" });

beforeEach(() => {
  stored = [
    documentOf(),
    documentOf({
      id: "d2",
      title: "2026 Budget",
      category: "financialReports",
      visibility: "board",
      current: version(1, "budget.pdf"),
      versions: [version(1, "budget.pdf")],
    }),
  ];
  listQueries = [];
  uploads = [];
  created = [];
  deleted = [];
  links = [];
});

describe("DocumentsPage, as an administrator", () => {
  it("lists the documents with category, visibility, version and size, filtered in the URL", async () => {
    const user = await renderAt("/documents");
    const table = await screen.findByRole("table", { name: "Library" });
    const row = within(table).getByRole("row", { name: /Declaration of CC&Rs/u });
    expect(row).toHaveTextContent("Governing Documents");
    expect(row).toHaveTextContent("All members");
    expect(row).toHaveTextContent("v2");
    expect(row).toHaveTextContent("2.3 MB");
    expect(within(table).getByRole("row", { name: /2026 Budget/u })).toHaveTextContent(
      "Board only",
    );

    await user.selectOptions(
      screen.getByRole("combobox", { name: "Category" }),
      "Financial Reports",
    );
    await waitFor(() =>
      expect(within(table).queryByRole("row", { name: /Declaration/u })).not.toBeInTheDocument(),
    );
    expect(window.location.search).toContain("category=financialReports");
    expect(listQueries.at(-1)?.get("category")).toBe("financialReports");
  });

  it("offers only the sorts a filtered or searched list allows, and says why", async () => {
    const user = await renderAt("/documents?sort=title");
    const table = await screen.findByRole("table", { name: "Library" });
    const sortBy = () => screen.getByRole("combobox", { name: "Sort by" });
    const options = () =>
      within(sortBy())
        .getAllByRole("option")
        .map((option) => option.textContent);
    await waitFor(() => expect(listQueries.at(-1)?.get("sort")).toBe("title"));
    expect(options()).toHaveLength(4);
    expect(screen.queryByText("Fewer sorts while filtered")).not.toBeInTheDocument();

    await user.selectOptions(
      screen.getByRole("combobox", { name: "Category" }),
      "Financial Reports",
    );
    // The URL keeps its sort, but the list asks for none: it shows in its default order.
    await waitFor(() => expect(listQueries.at(-1)?.get("category")).toBe("financialReports"));
    expect(listQueries.at(-1)?.has("sort")).toBe(false);
    expect(window.location.search).toContain("sort=title");
    expect(options()).toEqual(["Latest change first", "Oldest change first"]);
    expect(sortBy()).toHaveValue("-updatedAt");
    expect(screen.getByText("Fewer sorts while filtered")).toBeInTheDocument();
    const title = within(table).getByRole("columnheader", { name: "Title" });
    expect(within(title).queryByRole("button")).not.toBeInTheDocument();
    expect(within(title).getByText("Title")).toHaveAttribute(
      "title",
      "Not sortable while filtered",
    );
    const updated = within(table).getByRole("columnheader", { name: /Updated/u });
    expect(updated).toHaveAttribute("aria-sort", "descending");
    await user.click(within(updated).getByRole("button"));
    await waitFor(() => expect(listQueries.at(-1)?.get("sort")).toBe("updatedAt"));

    // A search keeps the default order alone: the updated heading cannot sort either.
    const searchbox = () =>
      within(screen.getByRole("search", { name: "Search documents" })).getByRole("searchbox");
    await user.type(searchbox(), "budget{Enter}");
    await waitFor(() => expect(listQueries.at(-1)?.get("q")).toBe("budget"));
    expect(listQueries.at(-1)?.has("sort")).toBe(false);
    expect(options()).toEqual(["Latest change first"]);
    expect(screen.getByText("Search results keep the default order")).toBeInTheDocument();
    expect(
      within(within(table).getByRole("columnheader", { name: /Updated/u })).queryByRole("button"),
    ).not.toBeInTheDocument();

    // Without the search and the filter, the URL's sort applies again.
    await user.clear(searchbox());
    await user.type(searchbox(), "{Enter}");
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "Every category");
    await waitFor(() => expect(listQueries.at(-1)?.get("sort")).toBe("updatedAt"));
    expect(listQueries.at(-1)?.has("category")).toBe(false);
    expect(options()).toHaveLength(4);
  });

  it("uploads several files with progress, and shows the server's refusal on its file's row", async () => {
    const user = await renderAt("/documents");
    await user.click(await screen.findByRole("button", { name: "Upload documents" }));
    const dialog = screen.getByRole("dialog", { name: "Upload documents" });
    await user.upload(within(dialog).getByLabelText("Choose files"), [
      pdf("minutes-october.pdf"),
      pdf("photo.pdf"),
    ]);
    expect(
      within(dialog).getByRole("textbox", { name: "Title of minutes-october.pdf" }),
    ).toHaveValue("minutes-october");
    await user.selectOptions(
      within(dialog).getByRole("combobox", { name: "Category" }),
      "Meeting Minutes",
    );
    await user.click(within(dialog).getByRole("button", { name: "Upload 2 files" }));

    const good = within(dialog).getByRole("listitem", { name: "minutes-october.pdf" });
    expect(
      await within(good).findByRole("progressbar", { name: "minutes-october.pdf upload progress" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(good).toHaveTextContent("Uploaded"));
    expect(
      within(good).getByRole("progressbar", { name: "minutes-october.pdf upload progress" }),
    ).toHaveValue(100);

    const bad = within(dialog).getByRole("listitem", { name: "photo.pdf" });
    expect(await within(bad).findByRole("alert")).toHaveTextContent(
      "The file's name says PDF but its content is a PNG image.",
    );
    expect(bad).toHaveTextContent("Failed");
    // A failed upload shows no bar: a full one would say it went through.
    expect(within(bad).queryByRole("progressbar")).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Try again" })).toBeEnabled();

    expect(uploads).toEqual([
      {
        fileName: "minutes-october.pdf",
        contentType: "application/octet-stream",
        auth: "Bearer token-of-admin",
      },
      {
        fileName: "photo.pdf",
        contentType: "application/octet-stream",
        auth: "Bearer token-of-admin",
      },
    ]);
    expect(created).toEqual([
      expect.objectContaining({
        title: "minutes-october",
        category: "meetingMinutes",
        visibility: "members",
      }),
    ]);
  });

  it("deletes a document from its page after asking", async () => {
    const user = await renderAt("/documents/d1");
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const confirm = screen.getByRole("alertdialog", { name: "Delete Declaration of CC&Rs?" });
    expect(within(confirm).getByRole("button", { name: "Cancel" })).toHaveFocus();
    expect(deleted).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Delete document" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Documents" })).toBeVisible();
    expect(deleted).toEqual([{ id: "d1", ifMatch: '"3"' }]);
  });

  it("lists the versions newest first and downloads through a short-lived link", async () => {
    const user = await renderAt("/documents/d1");
    const versions = await screen.findByRole("list", { name: "Versions" });
    const items = within(versions).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("v2 · ccrs-2026.pdf");
    expect(items[0]).toHaveTextContent("Current");
    expect(items[1]).toHaveTextContent("v1 · ccrs.pdf");
    const clicked: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute("href") ?? "");
    };
    try {
      await user.click(screen.getAllByRole("button", { name: "Download" })[0]!);
      await waitFor(() => expect(clicked).toEqual(["/api/downloads/tok"]));
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(links).toEqual(["d1"]);
  });
});

describe("DocumentsPage, as a member", () => {
  it("shows the library and a document without the administrators' controls", async () => {
    const user = await renderAt("/documents", "member");
    await screen.findByRole("table", { name: "Library" });
    expect(screen.queryByRole("button", { name: "Upload documents" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Declaration of CC&Rs" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Declaration of CC&Rs" }),
    ).toBeVisible();
    expect(screen.getAllByRole("button", { name: /Download/u }).length).toBeGreaterThan(0);
    for (const name of ["Replace file", "Edit details", "Delete"]) {
      expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
    }
  });
});
