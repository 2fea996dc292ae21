import { Button, Card, FormActions, Icon, Stack } from "@hoa/ui";
import { useEffect, useId, useRef, useState } from "react";
import {
  chunkRows,
  runImport,
  type ImportProgress,
  type ImportReport,
  type ImportRun,
} from "./chunks";
import { CsvDropZone } from "./CsvDropZone";
import { CsvPreviewTable } from "./CsvPreviewTable";
import { downloadCsv, reportCsv } from "./export-csv";
import {
  buildPreview,
  importRowsOf,
  type ImportDefinition,
  type ImportPreview,
  type ImportRow,
} from "./import-preview";
import { readCsvFile, type CsvTable } from "./read-csv-file";
import "./csv-import.css";

export interface CsvImportProps<TDraft extends object, TField extends string, TInput> {
  definition: ImportDefinition<TDraft, TField, TInput>;
  /**
   * Sends one chunk of valid rows (at most 100, under 15,000 bytes of JSON) to the import
   * endpoint. The signal aborts when the screen goes away mid-import.
   */
  send: (rows: ImportRow<TDraft>[], signal: AbortSignal) => Promise<ImportReport>;
  /** Called once the import ends (finished or cancelled), e.g. to refresh the lists. */
  onFinished?: (report: ImportReport) => void;
  /** What is imported, in the plural and lower case: "residents". */
  kind: string;
}

interface ReadFile<TDraft, TField extends string> {
  fileName: string;
  table: CsvTable<TField>;
  preview: ImportPreview<TDraft, TField>;
}

type Step<TDraft, TField extends string> =
  | { name: "choose"; error?: string; reading?: string; returned?: boolean }
  | ({ name: "preview" } & ReadFile<TDraft, TField>)
  | ({ name: "importing"; progress: ImportProgress; cancelling: boolean } & ReadFile<
      TDraft,
      TField
    >)
  | ({ name: "done"; run: ImportRun } & ReadFile<TDraft, TField>);

/**
 * The body of an import screen: choose or drop a CSV file, see every row checked as the server
 * will check it, import the valid rows in chunks with a progress bar, then read and download
 * what happened to each line. Nothing is sent before the person says so.
 */
export function CsvImport<TDraft extends object, TField extends string, TInput>({
  definition,
  send,
  onFinished,
  kind,
}: CsvImportProps<TDraft, TField, TInput>) {
  const [step, setStep] = useState<Step<TDraft, TField>>({ name: "choose" });
  // The organization's data behind the definition may arrive or change after a file was read
  // (the lists are read again after an import): a preview on screen is checked again with it.
  const [checkedWith, setCheckedWith] = useState(definition);
  if (checkedWith !== definition) {
    setCheckedWith(definition);
    if (step.name === "preview") {
      setStep({ ...step, preview: buildPreview(step.table, definition) });
    }
  }
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const cancelRef = useRef<AbortController | null>(null);
  const unmountRef = useRef<AbortController | null>(null);
  const progressId = useId();

  // Each step's heading takes the focus (the summary after reading, the result after import);
  // back at the start, the file chooser does, since the button pressed has gone.
  const returned = step.name === "choose" && step.returned === true;
  useEffect(() => {
    if (returned) inputRef.current?.focus();
    else headingRef.current?.focus();
  }, [step.name, returned]);

  useEffect(() => {
    const unmount = new AbortController();
    unmountRef.current = unmount;
    return () => {
      unmount.abort();
      cancelRef.current?.abort();
    };
  }, []);

  const readFile = async (file: File) => {
    setStep({ name: "choose", reading: file.name });
    const result = await readCsvFile(file, definition.fields);
    if (!result.ok) {
      setStep({ name: "choose", error: result.error });
      return;
    }
    const preview = buildPreview(result.table, definition);
    setStep({ name: "preview", fileName: file.name, table: result.table, preview });
  };

  const startImport = async (file: ReadFile<TDraft, TField>) => {
    const chunks = chunkRows(importRowsOf(file.preview.rows));
    const cancel = new AbortController();
    cancelRef.current = cancel;
    const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    setStep({ ...file, name: "importing", progress: { done: 0, total }, cancelling: false });
    const unmount = unmountRef.current?.signal ?? AbortSignal.abort();
    const run = await runImport(chunks, (rows) => send(rows, unmount), {
      signal: cancel.signal,
      onProgress: (progress) =>
        setStep((current) => (current.name === "importing" ? { ...current, progress } : current)),
    });
    if (unmount.aborted) return;
    setStep({ ...file, name: "done", run });
    onFinished?.(run.report);
  };

  const cancelImport = () => {
    cancelRef.current?.abort();
    setStep((current) =>
      current.name === "importing" ? { ...current, cancelling: true } : current,
    );
  };

  const startAgain = () => setStep({ name: "choose", returned: true });

  switch (step.name) {
    case "choose":
      return (
        <Stack gap="md">
          <CsvDropZone
            inputRef={inputRef}
            busy={step.reading !== undefined}
            onFile={(file) => void readFile(file)}
            hint="A CSV file of up to 10,000 rows (5 MB). Its first line names the columns."
          />
          {step.reading !== undefined ? (
            <p className="csv-import__status" role="status">
              Reading {step.reading}…
            </p>
          ) : null}
          {step.error ? (
            <p className="csv-import__error" role="alert">
              <Icon name="alert" size={18} />
              <span>{step.error}</span>
            </p>
          ) : null}
          <p className="csv-import__sample">
            <a
              className="ui-link"
              href={`data:text/csv;charset=utf-8,${encodeURIComponent(definition.sample)}`}
              download={`${kind}-sample.csv`}
            >
              <Icon name="download" size={16} />
              Download a sample file
            </a>
          </p>
        </Stack>
      );

    case "preview": {
      const file = { fileName: step.fileName, table: step.table, preview: step.preview };
      return (
        <Stack>
          <Card>
            <h2 ref={headingRef} tabIndex={-1} className="csv-import__heading">
              {readySummary(step.preview)}
            </h2>
            <p className="csv-import__file">
              <Icon name="file" size={16} />
              {step.fileName}
            </p>
            <Notices notices={step.table.notices} />
          </Card>
          <CsvPreviewTable preview={step.preview} fields={definition.fields} />
          <FormActions
            plain
            note={
              step.preview.withProblems > 0
                ? "Rows with problems are not imported. Fix them in the file and import it again."
                : undefined
            }
          >
            <Button variant="secondary" onClick={startAgain}>
              Cancel
            </Button>
            <Button disabled={step.preview.ready === 0} onClick={() => void startImport(file)}>
              Import the valid rows
            </Button>
          </FormActions>
        </Stack>
      );
    }

    case "importing":
      return (
        <Card>
          <div className="csv-import__progress" aria-busy="true">
            <h2 ref={headingRef} tabIndex={-1} className="csv-import__heading">
              Importing {kind}
            </h2>
            <label htmlFor={progressId} className="csv-import__progress-label">
              Imported {step.progress.done.toLocaleString("en-US")} of{" "}
              {step.progress.total.toLocaleString("en-US")} rows
            </label>
            <progress
              id={progressId}
              className="csv-import__progress-bar"
              max={step.progress.total}
              value={step.progress.done}
            />
            <FormActions
              plain
              note={
                step.cancelling ? "Stopping once the rows already sent are answered…" : undefined
              }
            >
              <Button variant="secondary" onClick={cancelImport} disabled={step.cancelling}>
                Cancel
              </Button>
            </FormActions>
          </div>
        </Card>
      );

    case "done":
      return (
        <Card>
          <div className="csv-import__panel">
            <h2 ref={headingRef} tabIndex={-1} className="csv-import__heading">
              {step.run.cancelled ? "Import cancelled" : "Import finished"}:{" "}
              {resultSummary(step.run.report)}
            </h2>
            <p className="csv-import__note">
              {step.run.report.skipped > 0 || step.preview.withProblems > 0
                ? "The report lists every line of the file with what happened to it and why."
                : "Every row of the file was imported."}
            </p>
            <FormActions plain>
              <Button
                variant="secondary"
                icon={<Icon name="download" size={18} />}
                onClick={() =>
                  downloadCsv(
                    `${kind}-import-report.csv`,
                    reportCsv(step.run.report.rows, step.preview.rows, definition.fields),
                  )
                }
              >
                Download the report
              </Button>
              <Button onClick={startAgain}>Import another file</Button>
            </FormActions>
          </div>
        </Card>
      );
  }
}

function Notices({ notices }: { notices: readonly string[] }) {
  if (notices.length === 0) return null;
  return (
    <ul className="csv-import__notices" aria-label="Notes on the file">
      {notices.map((notice) => (
        <li key={notice}>
          <Icon name="help" size={18} />
          <span>{notice}</span>
        </li>
      ))}
    </ul>
  );
}

const count = (value: number) => value.toLocaleString("en-US");

/** "248 rows ready to import, 2 with problems". */
function readySummary(preview: ImportPreview<unknown, string>): string {
  const ready =
    preview.ready === 0
      ? "No rows ready to import"
      : `${count(preview.ready)} row${preview.ready === 1 ? "" : "s"} ready to import`;
  return preview.withProblems > 0
    ? `${ready}, ${count(preview.withProblems)} with problems`
    : ready;
}

/** "120 created, 3 updated, 125 skipped". */
function resultSummary(report: ImportReport): string {
  return `${count(report.created)} created, ${count(report.updated)} updated, ${count(report.skipped)} skipped`;
}
