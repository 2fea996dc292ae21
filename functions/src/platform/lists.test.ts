import { listOrder, messages, searchKeywords } from "@hoa/validation";
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import {
  call,
  TEST_DEADLINE_MS,
  testClock,
  uniqueUid,
  useTestApi,
} from "../../test/support/api.js";
import { memberListDefinition } from "../resources/members/store.js";
import { dataContext } from "./data-context.js";
import { keywordFields, type KeywordSearch } from "./keywords.js";
import {
  KEYWORDS_FIELD,
  listIndexes,
  listPage,
  type IndexDeclaration,
  type ListQuery,
} from "./lists.js";

const db = useTestApi();
const ORG = "paged-hoa";
let reader: string;

interface MemberItem {
  uid: string;
  displayName: string;
  email: string;
  role: string;
  joinedAt: string;
}

const FIRST_NAMES = ["Zoë", "José", "Anaïs", "Ava", "Liam", "Noah", "Mia", "Ola", "Émile", "Kai"];
const LAST_NAMES = ["Müller", "Álvarez", "Dubois", "Smith", "Okafor", "Chen", "Kowalski"];

async function addMember(index: number, organization = ORG, prefix = "m"): Promise<string> {
  const uid = `${prefix}-${String(index).padStart(4, "0")}`;
  const displayName = `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[index % LAST_NAMES.length]} ${index}`;
  const email = `${uid}@paged.test`;
  const joinedAt = Timestamp.fromMillis(
    Date.parse("2026-01-01T00:00:00Z") + (index % 50) * 86_400_000,
  );
  await db.firestore.doc(`orgs/${organization}/members/${uid}`).set({
    uid,
    email,
    displayName,
    role: index % 5 === 0 ? "admin" : "member",
    permissions: index % 5 === 0 ? ["admin"] : [],
    joinedAt,
    version: 1,
    createdAt: joinedAt,
    updatedAt: joinedAt,
    ...keywordFields(KEYWORDS_FIELD, searchKeywords([displayName, email])),
  });
  return uid;
}

async function page(query: string, token = `valid:${reader}`) {
  const response = await call(db.api, `/api/orgs/${ORG}/members?${query}`, { token });
  return response as {
    status: number;
    body: { data: { items: MemberItem[]; nextCursor: string | null } } & {
      error?: string;
      fields?: Record<string, string>;
    };
  };
}

/** Every item of the list, page after page; `between` runs after each page. */
async function walk(query: string, between: () => Promise<void> = async () => undefined) {
  const seen: MemberItem[] = [];
  let cursor: string | null = null;
  do {
    const response = await page(`${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    expect(response.status).toBe(200);
    seen.push(...response.body.data.items);
    cursor = response.body.data.nextCursor;
    await between();
  } while (cursor);
  return seen;
}

beforeAll(async () => {
  reader = uniqueUid();
  await db.firestore
    .doc(`users/${reader}/roles/roles`)
    .set({ orgId: ORG, role: "member", permissions: [] });
  for (let start = 0; start < 250; start += 50) {
    await Promise.all(Array.from({ length: 50 }, (_, offset) => addMember(start + offset)));
  }
  // Another organization's members never show.
  await Promise.all(Array.from({ length: 5 }, (_, index) => addMember(index, "other-hoa", "x")));
});

describe("a list walked page by page", () => {
  it.each([
    ["name", 7],
    ["-name", 100],
    ["email", 33],
    ["-joinedAt", 25],
  ])(
    "returns each of 250 members exactly once, in order, sorted by %s with %i a page",
    async (sort, limit) => {
      const items = await walk(`sort=${sort}&limit=${limit}`);
      expect(items).toHaveLength(250);
      expect(new Set(items.map((item) => item.uid)).size).toBe(250);
      const field =
        sort.replace("-", "") === "name"
          ? "displayName"
          : (sort.replace("-", "") as keyof MemberItem);
      const values = items.map((item) => item[field]);
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      if (sort.startsWith("-")) sorted.reverse();
      expect(values).toEqual(sorted);
    },
  );

  it("returns each member present at the start exactly once while members are added between pages", async () => {
    const before = new Set((await walk("sort=name&limit=100")).map((item) => item.uid));
    let added = 1000;
    const items = await walk("sort=name&limit=20", async () => {
      await addMember(added, ORG, "late");
      added += 1;
    });
    const uids = items.map((item) => item.uid);
    expect(new Set(uids).size).toBe(uids.length);
    for (const uid of before) expect(uids).toContain(uid);
  });

  it("answers 25 items when no limit is given", async () => {
    expect((await page("sort=name")).body.data.items).toHaveLength(25);
  });

  it.each([["0"], ["101"], ["abc"], ["2.5"], ["-1"]])(
    "refuses the limit %s naming the field",
    async (limit) => {
      const response = await page(`limit=${limit}`);
      expect(response).toMatchObject({
        status: 400,
        body: { error: messages.listLimitInvalid, fields: { limit: messages.listLimitInvalid } },
      });
    },
  );

  it("refuses a cursor made for another sort, filter or search, and one that is garbage", async () => {
    const { nextCursor } = (await page("sort=name&limit=5")).body.data;
    expect(nextCursor).toEqual(expect.any(String));
    const cursor = encodeURIComponent(nextCursor ?? "");
    for (const query of [
      `sort=email&cursor=${cursor}`,
      `sort=name&role=admin&cursor=${cursor}`,
      `sort=name&q=zoe&cursor=${cursor}`,
      "sort=name&cursor=not-a-cursor",
      `sort=name&cursor=${Buffer.from('{"f":1}').toString("base64url")}`,
    ]) {
      expect(await page(query), query).toMatchObject({
        status: 400,
        body: { fields: { cursor: messages.listCursorInvalid } },
      });
    }
  });

  it("filters by role", async () => {
    const admins = (await walk("role=admin&limit=100")).filter((item) => item.uid.startsWith("m-"));
    expect(admins).toHaveLength(50);
    expect(admins.every((item) => item.role === "admin")).toBe(true);
  });

  it("refuses a sort or a filter value the list does not offer", async () => {
    expect(await page("sort=password")).toMatchObject({
      status: 400,
      body: { fields: { sort: messages.listSortInvalid } },
    });
    expect(await page("role=owner")).toMatchObject({
      status: 400,
      body: { fields: { role: messages.listFilterInvalid } },
    });
  });
});

describe("the sorts of a searched or filtered list", () => {
  it("refuses any order but the default while searched, filtered too, on `sort`", async () => {
    for (const query of [
      "q=noah&sort=-name",
      "q=noah&sort=email",
      "q=noah&role=admin&sort=-name",
    ]) {
      expect(await page(query), query).toMatchObject({
        status: 400,
        body: {
          error: messages.listSortWhileSearched,
          fields: { sort: messages.listSortWhileSearched },
        },
      });
    }
  });

  it("refuses a sort the list does not offer while filtered, on `sort`", async () => {
    for (const sort of ["email", "-email", "joinedAt", "-joinedAt"]) {
      expect(await page(`role=admin&sort=${sort}`), sort).toMatchObject({
        status: 400,
        body: {
          error: messages.listSortWhileFiltered,
          fields: { sort: messages.listSortWhileFiltered },
        },
      });
    }
  });

  it("sorts a filtered list either way by name, and an unfiltered one by any sort", async () => {
    const descending = await walk("role=admin&sort=-name&limit=20");
    expect(descending.length).toBeGreaterThanOrEqual(50);
    const names = descending.map((item) => item.displayName);
    expect(names).toEqual([...names].sort().reverse());
    expect((await page("sort=-joinedAt")).status).toBe(200);
  });

  it("reads a search of blanks or punctuation as no search, keeping every sort", async () => {
    expect((await page(`q=${encodeURIComponent(" - ")}&sort=email`)).status).toBe(200);
  });

  it("refuses the order in `listPage` itself, whoever calls it", async () => {
    const data = dataContext(db.firestore, TEST_DEADLINE_MS, testClock(), "array");
    const collection = db.firestore.collection(`orgs/${ORG}/members`);
    const read = (query: { sort: string; q?: string; role?: string }) =>
      listPage(data, collection, memberListDefinition, { limit: 5, ...query });
    await expect(read({ q: "noah", sort: "-name" })).rejects.toMatchObject({
      status: 400,
      fields: { sort: messages.listSortWhileSearched },
    });
    await expect(read({ role: "admin", sort: "email" })).rejects.toMatchObject({
      status: 400,
      fields: { sort: messages.listSortWhileFiltered },
    });
  });
});

describe("search (q)", () => {
  // Members added by the paging test while walking are left out (their uids start with "late").
  const names = async (q: string) =>
    (await walk(`q=${encodeURIComponent(q)}&limit=100`))
      .filter((item) => item.uid.startsWith("m-"))
      .map((item) => item.displayName);

  it("ignores case and accents and matches the prefix of any word", async () => {
    const zoes = await names("zoe");
    expect(zoes.length).toBe(25);
    expect(zoes.every((name) => name.startsWith("Zoë "))).toBe(true);
    expect(await names("MÜL")).toEqual(expect.arrayContaining(["Zoë Müller 0"]));
    expect((await names("mul")).every((name) => name.includes("Müller"))).toBe(true);
    expect(await names("mueller")).toEqual([]);
    expect(await names("zoe m")).toEqual(expect.arrayContaining(["Zoë Müller 0", "Zoë Müller 70"]));
    expect((await names("zoe m")).every((name) => name.startsWith("Zoë M"))).toBe(true);
  });

  it("searches emails too, and combines with a filter and paging, in the default order", async () => {
    expect(await names("m-0007@paged")).toEqual([expect.stringMatching(/ 7$/)]);
    const sorted = await walk("q=noah&role=admin&sort=name&limit=3");
    expect(sorted.length).toBeGreaterThanOrEqual(25);
    expect(
      sorted.every((item) => item.role === "admin" && item.displayName.startsWith("Noah")),
    ).toBe(true);
    const values = sorted.map((item) => item.displayName);
    expect(values).toEqual([...values].sort());
    expect((await walk("q=noah&role=admin&limit=3")).map((item) => item.uid)).toEqual(
      sorted.map((item) => item.uid),
    );
  });

  it("refuses a search of over 100 characters", async () => {
    expect(await page(`q=${"a".repeat(101)}`)).toMatchObject({
      status: 400,
      body: { fields: { q: messages.listSearchTooLong } },
    });
  });

  it("never lists another organization's members", async () => {
    const everyone = await walk("limit=100");
    expect(everyone.some((item) => item.uid.startsWith("x-"))).toBe(false);
  });
});

describe("a search on Cloud Firestore's keyword array and on the emulator's keyword map", () => {
  /** The ids of every page of `query`, searched the way `search` says. */
  type SearchQuery = { q: string; sort: string; limit: number; role?: string };
  async function idsOf(search: KeywordSearch, query: SearchQuery) {
    const data = dataContext(db.firestore, TEST_DEADLINE_MS, testClock(), search);
    const collection = db.firestore.collection(`orgs/${ORG}/members`);
    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const listQuery: ListQuery = { ...query, cursor };
      const page = await listPage(data, collection, memberListDefinition, listQuery);
      pages.push(page.items.map((item) => item.uid));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return pages;
  }

  it.each<SearchQuery>([
    { q: "zoe", sort: "name", limit: 7 },
    { q: "noah", role: "admin", sort: "name", limit: 3 },
    { q: "m", sort: "name", limit: 25 },
    { q: "kowalski", sort: "name", limit: 10 },
    { q: "nobody", sort: "name", limit: 10 },
  ])("gives the same pages: %o", async (query) => {
    const pages = await idsOf("array", query);
    expect(await idsOf("map", query)).toEqual(pages);
    if (query.q !== "nobody") expect(pages.flat().length).toBeGreaterThan(query.limit);
  });
});

describe("the composite indexes of a list", () => {
  const definition = {
    sorts: { name: "name", status: "status", unit: "unit" },
    order: listOrder({
      sorts: ["name", "-name", "status", "unit"],
      defaultSort: "name",
      filteredSorts: ["name", "-name", "status"],
    }),
    filters: { status: "status", board: "boardMember" },
    searchable: true,
  };
  const shapesOf = (indexes: IndexDeclaration[]) =>
    indexes.map((index) =>
      index.fields
        .map((field) =>
          "arrayConfig" in field ? `${field.fieldPath}[]` : `${field.fieldPath} ${field.order}`,
        )
        .join(", "),
    );

  it("pairs each filter with the filtered sorts and the search with the default sort", () => {
    expect(shapesOf(listIndexes("residents", definition))).toEqual([
      "status ASCENDING, name ASCENDING",
      "status ASCENDING, name DESCENDING",
      "boardMember ASCENDING, name ASCENDING",
      "boardMember ASCENDING, name DESCENDING",
      "boardMember ASCENDING, status ASCENDING",
      "keywords[], name ASCENDING",
    ]);
  });

  it("pairs each field of the scope with every sort, once however often it is declared", () => {
    const scoped = { ...definition, scope: { own: "createdBy.uid", board: "boardMember" } };
    expect(shapesOf(listIndexes("residents", scoped))).toEqual([
      "createdBy.uid ASCENDING, name ASCENDING",
      "createdBy.uid ASCENDING, name DESCENDING",
      "createdBy.uid ASCENDING, status ASCENDING",
      "createdBy.uid ASCENDING, unit ASCENDING",
      "boardMember ASCENDING, name ASCENDING",
      "boardMember ASCENDING, name DESCENDING",
      "boardMember ASCENDING, status ASCENDING",
      "boardMember ASCENDING, unit ASCENDING",
      "status ASCENDING, name ASCENDING",
      "status ASCENDING, name DESCENDING",
      "keywords[], name ASCENDING",
    ]);
  });

  it("indexes the keyword array a list searches when it names its own", () => {
    const indexes = listIndexes("residents", {
      ...definition,
      filters: {},
      searchField: "memberKeywords",
    });
    expect(indexes.map((index) => index.fields)).toEqual([
      [
        { fieldPath: "memberKeywords", arrayConfig: "CONTAINS" },
        { fieldPath: "name", order: "ASCENDING" },
      ],
    ]);
  });

  it("refuses a sort the definition cannot order by", () => {
    const order = listOrder({
      sorts: ["name", "age"],
      defaultSort: "name",
      filteredSorts: ["name", "age"],
    });
    expect(() => listIndexes("residents", { ...definition, order })).toThrow(/unknown sort age/);
  });
});
