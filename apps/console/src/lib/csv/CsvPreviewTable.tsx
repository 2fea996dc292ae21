import { Card, DataTable, Icon, ListPager, ToggleField, type DataTableColumn } from "@hoa/ui";
import { useMemo, useState } from "react";
import type { ImportField } from "./columns";
import type { ImportPreview, PreviewRow } from "./import-preview";

/** Rows drawn at once: a file may hold 10,000, which no one reads at once and a phone (or a test
 * DOM) would take seconds to draw. */
export const PREVIEW_PAGE_SIZE = 50;

export interface CsvPreviewTableProps<TDraft, TField extends string> {
  preview: ImportPreview<TDraft, TField>;
  fields: readonly ImportField<TField>[];
}

/** The rows of a file as they will be imported, each with its problems, a page at a time. */
export function CsvPreviewTable<TDraft, TField extends string>({
  preview,
  fields,
}: CsvPreviewTableProps<TDraft, TField>) {
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [page, setPage] = useState(0);
  const shown = useMemo(
    () => (onlyProblems ? preview.rows.filter((row) => row.problems.length > 0) : preview.rows),
    [onlyProblems, preview.rows],
  );
  const pageCount = Math.max(1, Math.ceil(shown.length / PREVIEW_PAGE_SIZE));
  const current = Math.min(page, pageCount - 1);
  const first = current * PREVIEW_PAGE_SIZE;
  const rows = shown.slice(first, first + PREVIEW_PAGE_SIZE);
  const columns = useMemo(() => previewColumns<TDraft, TField>(fields), [fields]);

  return (
    <Card
      title="Rows in the file"
      flush
      description={
        <span role="status">
          Rows {first + 1}–{first + rows.length} of {shown.length}
        </span>
      }
      actions={
        preview.withProblems > 0 ? (
          <ToggleField
            label="Only rows with problems"
            checked={onlyProblems}
            onChange={(event) => {
              setOnlyProblems(event.target.checked);
              setPage(0);
            }}
          />
        ) : null
      }
    >
      <div className="csv-preview">
        <DataTable
          caption="Rows in the file"
          columns={columns}
          rows={rows}
          rowKey={(row) => String(row.line)}
        />
      </div>
      <ListPager
        label="Pages of rows"
        hasPrevious={current > 0}
        hasNext={current < pageCount - 1}
        onPrevious={() => setPage(current - 1)}
        onNext={() => setPage(current + 1)}
      />
    </Card>
  );
}

function previewColumns<TDraft, TField extends string>(
  fields: readonly ImportField<TField>[],
): DataTableColumn<PreviewRow<TDraft, TField>>[] {
  return [
    {
      id: "line",
      header: "Line",
      nowrap: true,
      // A card on a phone is headed "Line 12"; the table's heading already says "Line".
      cell: (row) => (
        <>
          <span className="csv-preview__line-word">Line </span>
          {row.line}
        </>
      ),
    },
    {
      id: "problems",
      header: "Problems",
      cell: (row) =>
        row.problems.length === 0 ? (
          <span className="csv-preview__none">None</span>
        ) : (
          <ul className="csv-preview__problems">
            {row.problems.map((problem) => (
              <li key={problem}>
                <Icon name="alert" size={16} />
                {problem}
              </li>
            ))}
          </ul>
        ),
    },
    ...fields.map((field): DataTableColumn<PreviewRow<TDraft, TField>> => ({
      id: `field-${field.key}`,
      header: field.label,
      cell: (row) => row.values[field.key],
    })),
  ];
}
