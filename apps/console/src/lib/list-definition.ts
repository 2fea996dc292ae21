import type { ColumnSortKeys, DataTableColumn, IconName, SelectOption, StatTone } from "@hoa/ui";
import type { ListOrder } from "@hoa/validation";
import type { UseQueryResult } from "@tanstack/react-query";
import { fetchAllPages } from "../api/all-pages";
import type { ListPage } from "../api/list-query";
import type { CsvColumn } from "./csv/export-csv";
import type { ListOptions, ListParams, ListQueryOf } from "./list-params";

/** A filter of a list: the label of its select and its options, the first one "any" (value ""). */
export interface ListFilter<TValue extends string = string> {
  label: string;
  options: readonly SelectOption<TValue | "">[];
}

/**
 * The options of a choice: each value with its label (the value itself when `labels` has none).
 *
 * @example
 * const categoryOptions = labelledOptions(DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS);
 */
export function labelledOptions<TValue extends string>(
  values: readonly TValue[],
  labels?: Readonly<Partial<Record<TValue, string>>>,
): readonly SelectOption<TValue>[] {
  return values.map((value) => ({ value, label: labels?.[value] ?? value }));
}

/**
 * A filter's options: "any" first (value ""), then each value with its label (the value itself
 * when `labels` has none).
 *
 * @example
 * filterOptions("Any status", TICKET_STATUSES, TICKET_STATUS_LABELS)
 */
export function filterOptions<TValue extends string>(
  anyLabel: string,
  values: readonly TValue[],
  labels?: Readonly<Partial<Record<TValue, string>>>,
): readonly SelectOption<TValue | "">[] {
  return [{ value: "", label: anyLabel }, ...labelledOptions(values, labels)];
}

/** The sort key of the other direction: `-title` for `title`, `title` for `-title`. */
type ReversedSort<TKey extends string> = TKey extends `-${infer TField}` ? TField : `-${TKey}`;

/**
 * Both directions of one sort field as Sort by options: the given key first (`-updatedAt` for
 * newest first), then its reverse.
 *
 * @example
 * sorts: [
 *   ...sortChoices("-updatedAt", "Latest change first", "Oldest change first"),
 *   ...sortChoices("title", "Title A to Z", "Title Z to A"),
 * ],
 */
export function sortChoices<const TKey extends string>(
  first: TKey,
  firstLabel: string,
  reverseLabel: string,
): [SelectOption<TKey>, SelectOption<ReversedSort<TKey>>] {
  const reverse = (first.startsWith("-") ? first.slice(1) : `-${first}`) as ReversedSort<TKey>;
  return [
    { value: first, label: firstLabel },
    { value: reverse, label: reverseLabel },
  ];
}

/**
 * A sortable column's keys for one field: `field` ascending, `-field` descending; with
 * `descendingFirst`, its first click sorts newest or highest first.
 */
export function columnSort(field: string, order?: "descendingFirst"): ColumnSortKeys {
  return {
    ascending: field,
    descending: `-${field}`,
    ...(order === "descendingFirst" ? { descendingFirst: true } : {}),
  };
}

type NumberKey<TSummary> = {
  [K in keyof TSummary]-?: TSummary[K] extends number ? K : never;
}[keyof TSummary];

/** A stat card above the list: one count of the list's summary. */
export interface ListStat<TSummary> {
  label: string;
  /** The summary's count it shows ("—" while the summary loads). */
  count: NumberKey<TSummary>;
  icon: IconName;
  tone?: StatTone;
  hint?: string;
  /** Shown only once the count is above zero. */
  onlyWhenAny?: boolean;
}

/**
 * A button of each row, in the Actions column (the card's action row on phones). The page says
 * what it does (`onRowAction`); a list shows its row actions only when the page gives that.
 */
export interface RowAction<TItem, TAction extends string> {
  action: TAction;
  /** The button's text; with `icon`, the button shows the icon alone and this is its name and tooltip. */
  label: string | ((item: TItem) => string);
  /** The button's accessible name when it says more than its text ("Edit Ana Ruiz"). */
  name?: (item: TItem) => string;
  icon?: IconName;
  variant: "secondary" | "quiet";
  /** `danger` for what takes something away (Remove, Revoke): quiet, danger-coloured text. */
  tone?: "danger";
  /** Only on the rows this is true of. */
  shownFor?: (item: TItem) => boolean;
}

/** The trash button that asks to remove a row's item ("Remove Ana Ruiz"). */
export function removeRowAction<TItem>(
  nameOf: (item: TItem) => string,
): RowAction<TItem, "remove"> {
  return {
    action: "remove",
    label: (item) => `Remove ${nameOf(item)}`,
    icon: "trash",
    variant: "quiet",
    tone: "danger",
  };
}

type FilterOptionsOf<TFilters> = { [K in keyof TFilters]: ListFilterOptions<TFilters[K]> };
type ListFilterOptions<TFilter> = TFilter extends ListFilter ? TFilter["options"] : never;

/**
 * A server-paged list page's declaration: what it lists and how (see `ListPage`). Texts name the
 * items with `noun` ("residents"): "Search residents", "No residents yet", "No residents match",
 * "The residents could not be loaded".
 */
export interface ListDeclaration<
  TItem extends { id: string },
  TFilters extends Record<string, ListFilter>,
  TSort extends string,
  TAction extends string,
  TSummary,
> {
  /** What the items are called, plural and in lower case. */
  noun: string;
  /** The list card's title, also the table's caption. */
  title: string;
  /** The list's query hook (`listQueryHook`). */
  useItems: (
    orgId: string,
    query: ListQueryOf<FilterOptionsOf<NoInfer<TFilters>>, NoInfer<TSort>>,
  ) => UseQueryResult<ListPage<TItem>>;
  /** The table's columns; `card` says how each shows when rows become cards on phones. */
  columns: readonly DataTableColumn<TItem>[];
  /** The filters by their URL parameter, in the order shown. */
  filters?: TFilters;
  /** The Sort by select's options; the first is the default unless `order` says otherwise. */
  sorts?: readonly SelectOption<NoInfer<TSort>>[];
  /** The list's order as the API declares it (`@hoa/validation`); the sorts are among its keys. */
  order?: ListOrder<TSort>;
  /** The search field's placeholder, when the list can be searched. */
  searchPlaceholder?: string;
  /** The empty state: its title ("No {noun} yet" unless given) and what to do next. */
  empty: { icon: IconName; title?: string; description?: string };
  /** What the no-match state suggests ("Try another title, or show every category."). */
  noMatchHint: string;
  rowActions?: readonly RowAction<TItem, TAction>[];
  /** Stat cards above the list, from a summary hook. */
  stats?: {
    useSummary: (orgId: string) => TSummary | undefined;
    cards: readonly ListStat<NoInfer<TSummary>>[];
  };
  /** The header's button that adds an item (shown when the page gives `onCreate`). */
  create?: { label: string; icon?: IconName };
  /** Export to CSV, every page of the list as searched and filtered (shown with `csv`). */
  exportCsv?: {
    fetchPage: (
      orgId: string,
      query: ListQueryOf<FilterOptionsOf<NoInfer<TFilters>>, NoInfer<TSort>>,
      signal?: AbortSignal,
    ) => Promise<ListPage<TItem>>;
    columns: readonly CsvColumn<TItem>[];
    fileName: string;
  };
  /** The list's import page (a header link, shown with `csv`). */
  importPath?: string;
}

/** A declared list as `ListPage` uses it (see `defineList`). */
export interface ListDefinition<TItem extends { id: string }, TAction extends string = string> {
  noun: string;
  title: string;
  listOptions: ListOptions<Record<string, readonly SelectOption[]>, string>;
  filterLabels: Readonly<Record<string, string>>;
  useItems: (orgId: string, query: ListParams["query"]) => UseQueryResult<ListPage<TItem>>;
  columns: readonly DataTableColumn<TItem>[];
  search?: { label: string; placeholder: string };
  errorTitle: string;
  empty: { icon: IconName; title: string; description?: string };
  noMatch: { title: string; description: string };
  rowActions: readonly RowAction<TItem, TAction>[];
  stats?: {
    useSummary: (orgId: string) => unknown;
    cards: readonly (Omit<ListStat<unknown>, "count"> & {
      count: (summary: unknown) => number | undefined;
    })[];
  };
  create?: { label: string; icon: IconName };
  exportCsv?: {
    readAll: (
      orgId: string,
      query: ListParams["query"],
      onProgress: (read: number) => void,
    ) => Promise<TItem[]>;
    columns: readonly CsvColumn<TItem>[];
    fileName: string;
  };
  importPath?: string;
}

/**
 * A list page's declaration, checked against its query hook, with what repeats derived: its
 * texts from `noun`, the options `useListParams` takes.
 *
 * @example
 * export const documentList = defineList({
 *   noun: "documents",
 *   title: "Library",
 *   useItems: useDocuments,
 *   columns,
 *   filters: { category: { label: "Category", options: categoryOptions } },
 *   sorts: sortOptions,
 *   order: DOCUMENT_LIST_ORDER,
 *   searchPlaceholder: "Document title",
 *   empty: { icon: "file" },
 *   noMatchHint: "Try another title, or show every category.",
 *   create: { label: "Upload documents", icon: "upload" },
 * });
 */
export function defineList<
  TItem extends { id: string },
  const TFilters extends Record<string, ListFilter> = Record<never, never>,
  TSort extends string = never,
  TAction extends string = never,
  TSummary = never,
>(
  declaration: ListDeclaration<TItem, TFilters, TSort, TAction, TSummary>,
): ListDefinition<TItem, TAction> {
  const { noun, filters = {}, stats, exportCsv, create } = declaration;
  const byName = Object.entries(filters as Record<string, ListFilter>);
  // The query `useListParams` builds from these options is the declared one.
  type Query = ListParams["query"];
  const useItems = declaration.useItems as (
    orgId: string,
    query: Query,
  ) => UseQueryResult<ListPage<TItem>>;
  return {
    noun,
    title: declaration.title,
    listOptions: {
      filters: Object.fromEntries(byName.map(([name, filter]) => [name, filter.options])),
      sorts: declaration.sorts,
      order: declaration.order,
    },
    filterLabels: Object.fromEntries(byName.map(([name, filter]) => [name, filter.label])),
    useItems,
    columns: declaration.columns,
    search: declaration.searchPlaceholder
      ? { label: `Search ${noun}`, placeholder: declaration.searchPlaceholder }
      : undefined,
    errorTitle: `The ${noun} could not be loaded`,
    empty: {
      icon: declaration.empty.icon,
      title: declaration.empty.title ?? `No ${noun} yet`,
      description: declaration.empty.description,
    },
    noMatch: { title: `No ${noun} match`, description: declaration.noMatchHint },
    rowActions: declaration.rowActions ?? [],
    stats: stats && {
      useSummary: stats.useSummary,
      cards: stats.cards.map(({ count, ...card }) => ({
        ...card,
        count: (summary: unknown) =>
          (summary as Record<string, number> | undefined)?.[count as string],
      })),
    },
    create: create && { label: create.label, icon: create.icon ?? "plus" },
    exportCsv: exportCsv && {
      readAll: (orgId, query, onProgress) => {
        const fetchPage = exportCsv.fetchPage as (
          orgId: string,
          query: Query,
          signal?: AbortSignal,
        ) => Promise<ListPage<TItem>>;
        return fetchAllPages(fetchPage, orgId, query, { onProgress });
      },
      columns: exportCsv.columns,
      fileName: exportCsv.fileName,
    },
    importPath: declaration.importPath,
  };
}
