import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { describeIssues } from "./schema.js";
import {
  isSearched,
  listOrder,
  listQuerySchema,
  sortRefusal,
  sortsAllowed,
  type ListOrder,
} from "./lists.js";
import { messages } from "./messages.js";
import { residentListQuerySchema } from "./residents.js";
import { TICKET_LIST_ORDER, ticketListQuerySchema } from "./tickets.js";

const order = listOrder({
  sorts: ["name", "-name", "email", "-email", "joinedAt"],
  defaultSort: "name",
  filteredSorts: ["-name", "name"],
});

const schema = listQuerySchema({
  order,
  searchable: true,
  filters: { role: ["admin", "member"] },
  moreFilters: { homeId: v.optional(v.string()) },
});

/** The 400's field messages for a query (as the API answers it), or `null` when it is valid. */
function refusal(query: Record<string, string>) {
  const result = v.safeParse(schema, query);
  return result.success ? null : describeIssues(schema, result.issues);
}

describe("a list's order", () => {
  it("offers every sort unless searched or filtered, the filtered sorts while filtered", () => {
    expect(sortsAllowed(order, { searched: false, filtered: false })).toEqual(order.sorts);
    // In the order the list declares its sorts.
    expect(sortsAllowed(order, { searched: false, filtered: true })).toEqual(["name", "-name"]);
  });

  it("offers only the default sort while searched, filtered or not", () => {
    expect(sortsAllowed(order, { searched: true, filtered: false })).toEqual(["name"]);
    expect(sortsAllowed(order, { searched: true, filtered: true })).toEqual(["name"]);
  });

  it("filters by the default sort alone unless told otherwise", () => {
    const plain = listOrder({ sorts: ["-at", "at"], defaultSort: "-at" });
    expect(plain.filteredSorts).toEqual(["-at"]);
  });

  it("refuses a declaration whose filtered sorts leave out the default or name another", () => {
    expect(() =>
      listOrder({ sorts: ["a", "-a", "b"], defaultSort: "a", filteredSorts: ["b"] }),
    ).toThrow(/must include the default sort a/);
    const loose = { sorts: ["a", "b"], defaultSort: "a", filteredSorts: ["a", "c"] };
    expect(() => listOrder(loose as unknown as ListOrder<"a" | "b">)).toThrow(
      /c is not one of the list's sorts/,
    );
  });

  it("says why a sort is refused, the unknown sort first", () => {
    expect(sortRefusal(order, "age", { searched: true, filtered: true })).toBe(
      messages.listSortInvalid,
    );
    expect(sortRefusal(order, "email", { searched: true, filtered: true })).toBe(
      messages.listSortWhileSearched,
    );
    expect(sortRefusal(order, "-name", { searched: true, filtered: false })).toBe(
      messages.listSortWhileSearched,
    );
    expect(sortRefusal(order, "email", { searched: false, filtered: true })).toBe(
      messages.listSortWhileFiltered,
    );
    expect(sortRefusal(order, "-name", { searched: false, filtered: true })).toBeUndefined();
    expect(sortRefusal(order, "joinedAt", { searched: false, filtered: false })).toBeUndefined();
  });

  it("counts as a search only text with a keyword", () => {
    expect(isSearched("mar")).toBe(true);
    expect(isSearched(" Ém ")).toBe(true);
    for (const q of [undefined, null, "", "   ", "--"]) expect(isSearched(q)).toBe(false);
  });
});

describe("a list's query schema", () => {
  it("accepts any sort of an unfiltered list and the default when none is asked", () => {
    expect(v.parse(schema, { sort: "-email" }).sort).toBe("-email");
    expect(v.parse(schema, { role: "admin" }).sort).toBe("name");
    expect(v.parse(schema, { q: "mar" }).sort).toBe("name");
  });

  it("accepts a filtered sort with a filter, and the default with a search and a filter", () => {
    expect(v.parse(schema, { role: "admin", sort: "-name" })).toMatchObject({ sort: "-name" });
    expect(v.parse(schema, { homeId: "h1", sort: "-name" })).toMatchObject({ sort: "-name" });
    expect(v.parse(schema, { q: "mar", role: "admin", sort: "name" })).toMatchObject({
      q: "mar",
      sort: "name",
    });
  });

  it("refuses another sort of a searched list on `sort`", () => {
    expect(refusal({ q: "mar", sort: "-name" })).toEqual({
      error: messages.listSortWhileSearched,
      fields: { sort: messages.listSortWhileSearched },
    });
    expect(refusal({ q: "mar", role: "admin", sort: "-name" })?.fields).toEqual({
      sort: messages.listSortWhileSearched,
    });
  });

  it("refuses a sort a filtered list does not offer on `sort`, for either kind of filter", () => {
    for (const filter of [{ role: "member" }, { homeId: "h1" }] as Record<string, string>[]) {
      expect(refusal({ ...filter, sort: "email" })).toEqual({
        error: messages.listSortWhileFiltered,
        fields: { sort: messages.listSortWhileFiltered },
      });
    }
  });

  it("keeps its other messages: an unknown sort, and a bad filter before the sort's rule", () => {
    expect(refusal({ q: "mar", sort: "age" })?.fields).toEqual({ sort: messages.listSortInvalid });
    expect(refusal({ role: "owner", sort: "email" })?.fields).toEqual({
      role: messages.listFilterInvalid,
    });
  });

  it("reads a blank search, and a list that is not searchable, as not searched", () => {
    expect(v.parse(schema, { q: "  ", sort: "email" }).sort).toBe("email");
    const unsearchable = listQuerySchema({ order, searchable: false, filters: {} });
    expect(v.parse(unsearchable, { q: "mar", sort: "email" }).sort).toBe("email");
  });

  it("holds for the lists themselves: tickets and residents", () => {
    expect(TICKET_LIST_ORDER.filteredSorts).toEqual(["-number", "number", "-priority", "priority"]);
    expect(v.safeParse(ticketListQuerySchema, { status: "open", sort: "-priority" }).success).toBe(
      true,
    );
    expect(v.safeParse(ticketListQuerySchema, { status: "open", sort: "status" }).success).toBe(
      false,
    );
    expect(v.safeParse(ticketListQuerySchema, { sort: "createdAt" }).success).toBe(false);
    expect(v.safeParse(residentListQuerySchema, { propertyId: "p1", sort: "unit" }).success).toBe(
      false,
    );
    expect(v.safeParse(residentListQuerySchema, { propertyId: "p1", sort: "-name" }).success).toBe(
      true,
    );
  });
});
