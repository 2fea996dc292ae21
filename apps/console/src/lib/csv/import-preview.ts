import { checkSchema } from "@hoa/validation";
import { cellsOf, type ImportField } from "./columns";
import type { CsvTable } from "./read-csv-file";

/** A schema of `@hoa/validation` (valibot) whose output is `TDraft`. */
export type DraftSchema<TDraft> = Parameters<typeof checkSchema>[0] & {
  readonly "~types"?: { readonly output: TDraft } | undefined;
};

/**
 * What `resolve` makes of a row's input: the input completed with what the organization knows
 * (the property a unit names), or why it cannot be. `field` names the schema field the resolution
 * would have filled, so the schema's own message for it is not shown as well.
 */
export type ResolveResult = { input: unknown } | { problem: string; field?: string };

/**
 * How one kind of item is imported from CSV: its columns, how a row's cells become the schema's
 * input, the schema the server applies too, and what makes two rows the same item.
 */
export interface ImportDefinition<TDraft, TField extends string = string, TInput = unknown> {
  fields: readonly ImportField<TField>[];
  /** A row's cells (trimmed, blank when absent) as the schema's input; see `yesNo`, `choice`. */
  toInput: (cells: Readonly<Record<TField, string>>) => TInput;
  /** Completes the input from the organization's data before the schema sees it. */
  resolve?: (input: TInput) => ResolveResult;
  schema: DraftSchema<TDraft>;
  /** Rows with the same identity are one item: the later ones are refused as duplicates. */
  identity: (draft: TDraft) => string;
  /** A problem when the item may not be imported given the organization's data, else undefined. */
  existing?: (draft: TDraft) => string | undefined;
  /** A small CSV file with the headings and an example row or two, offered for download. */
  sample: string;
}

/** One row as the preview shows it and the import sends it. */
export interface PreviewRow<TDraft, TField extends string = string> {
  line: number;
  /** The cells as written, by field. */
  values: Readonly<Record<TField, string>>;
  /** What is sent when the row has no problem; null otherwise. */
  draft: TDraft | null;
  problems: readonly string[];
}

export interface ImportPreview<TDraft, TField extends string = string> {
  rows: readonly PreviewRow<TDraft, TField>[];
  ready: number;
  withProblems: number;
}

/** A row as the import endpoints take it: the draft and the line it came from. */
export type ImportRow<TDraft> = { line: number } & TDraft;

/**
 * Checks every row of a file the way the server will, plus what only the whole file shows
 * (a row repeated further down), so the person fixes everything before anything is sent.
 */
export function buildPreview<TDraft, TField extends string, TInput>(
  table: Pick<CsvTable<TField>, "rows" | "columns">,
  definition: ImportDefinition<TDraft, TField, TInput>,
): ImportPreview<TDraft, TField> {
  const firstLineOf = new Map<string, number>();
  let ready = 0;
  const rows = table.rows.map((row): PreviewRow<TDraft, TField> => {
    const values = cellsOf(row.cells, definition.fields, table.columns);
    const problems: string[] = [];
    let input: unknown = definition.toInput(values);
    let resolvedField: string | undefined;
    const resolved = definition.resolve?.(input as TInput);
    if (resolved && "problem" in resolved) {
      problems.push(resolved.problem);
      resolvedField = resolved.field;
    } else if (resolved) {
      input = resolved.input;
    }

    const checked = checkSchema(definition.schema, input);
    let draft: TDraft | null = null;
    if (checked.ok) {
      draft = checked.value;
      const identity = definition.identity(checked.value);
      const first = firstLineOf.get(identity);
      if (first === undefined) firstLineOf.set(identity, row.line);
      else problems.push(`Duplicate of line ${first}`);
      const existing = definition.existing?.(checked.value);
      if (existing) problems.push(existing);
    } else {
      for (const [field, message] of Object.entries(checked.fields)) {
        if (field !== resolvedField && !problems.includes(message)) problems.push(message);
      }
    }
    const sendable = draft !== null && problems.length === 0;
    if (sendable) ready += 1;
    return { line: row.line, values, draft: sendable ? draft : null, problems };
  });
  return { rows, ready, withProblems: rows.length - ready };
}

/** The rows to send: those without problems, each with its line. */
export function importRowsOf<TDraft extends object>(
  rows: readonly PreviewRow<TDraft, string>[],
): ImportRow<TDraft>[] {
  return rows.flatMap((row) => (row.draft === null ? [] : [{ line: row.line, ...row.draft }]));
}
