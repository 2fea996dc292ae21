import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { Property } from "../../api/list-properties";
import type { Resident } from "../../api/list-residents";
import { server } from "../../test/api-server";
import { TEST_ORG, currentUrl, openConsoleAs } from "../../test/render-app";

const ORG = TEST_ORG.id;
const stamps = {
  createdAt: "2026-03-01T12:00:00.000Z",
  updatedAt: "2026-03-01T12:00:00.000Z",
  version: 1,
};
const lane: Property = {
  id: "p-2b",
  address: "300 Maple Grove Lane",
  unit: "2B",
  type: "Condo",
  status: "Occupied",
  residentCount: 1,
  percentageInterestBasisPoints: null,
  archivedAt: null,
  ...stamps,
};
const ana: Resident = {
  id: "ana",
  name: "Ana Maple",
  email: "ana@example.org",
  phone: "+15035550142",
  propertyId: lane.id,
  address: lane.address,
  unit: lane.unit,
  relationship: "Tenant",
  boardMember: false,
  status: "Active",
  privacy: { hideEmail: false, hidePhone: false },
  emailOptOut: false,
  reminderOptOut: false,
  accountUid: null,
  ...stamps,
};

/** The lists the search reads: what each answers to a term, and the terms it was asked. */
function directory(found: { residents: Resident[]; properties: Property[]; more?: boolean }) {
  const asked: { residents: (string | null)[]; properties: (string | null)[] } = {
    residents: [],
    properties: [],
  };
  const page = (items: unknown[]) =>
    HttpResponse.json({ data: { items, nextCursor: found.more ? "next" : null } });
  server.use(
    http.get(`*/api/orgs/${ORG}/residents`, ({ request }) => {
      const q = new URL(request.url).searchParams.get("q");
      asked.residents.push(q);
      return page(q === "maple" ? found.residents : []);
    }),
    http.get(`*/api/orgs/${ORG}/properties`, ({ request }) => {
      const q = new URL(request.url).searchParams.get("q");
      asked.properties.push(q);
      return page(q === "maple" ? found.properties : []);
    }),
  );
  return asked;
}

async function search(term: string) {
  const { user } = openConsoleAs("member", "/website");
  await user.type(await screen.findByRole("searchbox", { name: "Search" }), term);
  expect(await screen.findByRole("status")).toHaveTextContent(
    `Showing search results for: ${term}`,
  );
  return user;
}

const group = (name: string) =>
  screen.findByRole("heading", { level: 2, name }).then((heading) => heading.closest("section")!);

describe("the navbar search's results", () => {
  it("groups the matching residents and properties, each linking to its page", async () => {
    const asked = directory({ residents: [ana], properties: [lane] });
    const user = await search("maple");

    const residents = await group("Residents");
    const link = await within(residents).findByRole("link", { name: "Ana Maple" });
    expect(link).toHaveAttribute("href", "/people/residents/ana");
    expect(residents).toHaveTextContent("Tenant · 300 Maple Grove Lane, 2B");
    const properties = await group("Properties");
    expect(
      await within(properties).findByRole("link", { name: "300 Maple Grove Lane, 2B" }),
    ).toHaveAttribute("href", "/properties/p-2b");
    expect(properties).toHaveTextContent("Condo · Occupied");
    // Everything fits: no "See all".
    expect(screen.queryByRole("link", { name: "See all" })).not.toBeInTheDocument();
    // Asked once the typing settled, not for each letter.
    expect(asked.residents.at(-1)).toBe("maple");
    expect(asked.residents).not.toContain("m");

    server.use(http.get(`*/api/orgs/${ORG}/residents/ana`, () => HttpResponse.json({ data: ana })));
    await user.click(link);
    await waitFor(() => expect(currentUrl()).toBe("/people/residents/ana"));
    expect(screen.queryByText(/Showing search results for/)).not.toBeInTheDocument();
  });

  it("offers each group's full list with the same search when there are more matches", async () => {
    directory({ residents: [ana], properties: [lane], more: true });
    await search("maple");
    const seeAll = async (name: string) =>
      within(await group(name)).findByRole("link", { name: "See all" });
    expect(await seeAll("Residents")).toHaveAttribute("href", "/people?q=maple");
    expect(await seeAll("Properties")).toHaveAttribute("href", "/properties?q=maple");
  });

  it("says clearly when nothing matches", async () => {
    directory({ residents: [ana], properties: [lane] });
    await search("zzz");
    expect(await screen.findByText('Nothing matches "zzz"')).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Residents" })).not.toBeInTheDocument();
  });
});
