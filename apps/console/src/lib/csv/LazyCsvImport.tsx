import { Loader } from "@hoa/ui";
import { lazy, Suspense } from "react";
import type { CsvImport as CsvImportComponent, CsvImportProps } from "./CsvImport";

// `lazy` forgets a component's type parameters; the loaded component is the same generic one.
const LoadedCsvImport = lazy(() =>
  import("./CsvImport").then((module) => ({ default: module.CsvImport })),
) as unknown as typeof CsvImportComponent;

/**
 * The import screen, loaded when a page shows it: CSV parsing (papaparse) stays out of every
 * other chunk.
 */
export function LazyCsvImport<TDraft extends object, TField extends string, TInput>(
  props: CsvImportProps<TDraft, TField, TInput>,
) {
  return (
    <Suspense fallback={<Loader label="Loading..." fullScreen={false} />}>
      <LoadedCsvImport {...props} />
    </Suspense>
  );
}
