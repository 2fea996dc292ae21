import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { useListParams } from "./list-params";

const roleOptions = [
  { value: "", label: "All roles" },
  { value: "admin", label: "Administrators" },
  { value: "member", label: "Members" },
] as const;

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
});
