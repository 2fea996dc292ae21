import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router-dom";
import type { SelectOption } from "@hoa/ui";
import { MEMBER_LIST_ORDER } from "@hoa/validation";
import { describe, expect, it } from "vitest";
import { sortNotes, useListParams } from "./list-params";

const roleOptions = [
  { value: "", label: "All roles" },
  { value: "admin", label: "Administrators" },
  { value: "member", label: "Members" },
] as const;

const sortOptions: readonly SelectOption<(typeof MEMBER_LIST_ORDER.sorts)[number]>[] = [
  { value: "name", label: "Name, A to Z" },
  { value: "-name", label: "Name, Z to A" },
  { value: "email", label: "Email, A to Z" },
  { value: "-joinedAt", label: "Newest first" },
];

function renderSortedList(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      list: useListParams({
        filters: { role: roleOptions },
        sorts: sortOptions,
        order: MEMBER_LIST_ORDER,
      }),
      location: useLocation(),
    }),
    { wrapper },
  );
}

const values = (options: readonly { value: string }[] | undefined) =>
  options?.map((option) => option.value);

function renderList(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({ list: useListParams({ filters: { role: roleOptions } }), location: useLocation() }),
    { wrapper },
  );
}

describe("useListParams", () => {
  it("reads the search and filters of the URL, ignoring values the list does not offer", () => {
    const { result } = renderList("/people/members?q=MORG&role=owner&cursor=c1");
    expect(result.current.list.query).toEqual({ q: "MORG", cursor: "c1" });
    expect(result.current.list.hasCriteria).toBe(true);
    expect(result.current.list.isFirstPage).toBe(false);
  });

  it("keeps both of two changes made before the page shows the first, back at the first page", () => {
    const { result } = renderList("/people/members?q=MORG&cursor=c1");
    act(() => {
      result.current.list.setSearch("");
      result.current.list.setFilter("role", "admin");
    });
    expect(result.current.location.search).toBe("?role=admin");
    expect(result.current.list.query).toEqual({ role: "admin" });
  });

  describe("with the list's order", () => {
    it("offers and sends every sort of an unfiltered list", () => {
      const { result } = renderSortedList("/people/members?sort=email");
      expect(result.current.list.query).toEqual({ sort: "email" });
      expect(result.current.list.sort).toBe("email");
      expect(values(result.current.list.sortOptions)).toEqual([
        "name",
        "-name",
        "email",
        "-joinedAt",
      ]);
      expect(result.current.list.allowedSorts).toEqual(MEMBER_LIST_ORDER.sorts);
      expect(result.current.list.sortNotes).toBeUndefined();
    });

    it("offers the filtered sorts while filtered, and sends none it does not allow", () => {
      const { result } = renderSortedList("/people/members?role=admin&sort=email");
      expect(result.current.list.query).toEqual({ role: "admin" });
      // What the server applies: the default.
      expect(result.current.list.sort).toBe("name");
      expect(values(result.current.list.sortOptions)).toEqual(["name", "-name"]);
      expect(result.current.list.sortNotes).toBe(sortNotes.filtered);
      expect(
        renderSortedList("/people/members?role=admin&sort=-name").result.current.list.query,
      ).toEqual({ role: "admin", sort: "-name" });
    });

    it("offers the default sort alone while searched, filtered or not", () => {
      for (const url of ["/people/members?q=mor&sort=-name", "/people/members?q=mor&role=admin"]) {
        const { result } = renderSortedList(url);
        expect(result.current.list.query, url).not.toHaveProperty("sort");
        expect(result.current.list.sort).toBe("name");
        expect(values(result.current.list.sortOptions)).toEqual(["name"]);
        expect(result.current.list.sortNotes).toBe(sortNotes.searched);
      }
    });

    it("reads a search of blanks or punctuation as none, keeping every sort", () => {
      const { result } = renderSortedList("/people/members?q=%20-%20&sort=email");
      expect(result.current.list.query).toMatchObject({ sort: "email" });
      expect(result.current.list.sortNotes).toBeUndefined();
    });

    it("applies the URL's sort again once the filter is cleared", () => {
      const { result } = renderSortedList("/people/members?role=admin&sort=-joinedAt");
      expect(result.current.list.query).toEqual({ role: "admin" });
      act(() => result.current.list.setFilter("role", ""));
      expect(result.current.location.search).toBe("?sort=-joinedAt");
      expect(result.current.list.query).toEqual({ sort: "-joinedAt" });
      expect(result.current.list.sort).toBe("-joinedAt");
    });
  });
});
