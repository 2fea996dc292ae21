import { Button, Icon, notify } from "@hoa/ui";
import { useState } from "react";
import type { CsvColumn } from "./csv/export-csv";

export interface ExportCsvButtonProps<TItem> {
  /** Reads every item of the list as it is filtered and searched now. */
  readAll: (onProgress: (read: number) => void) => Promise<TItem[]>;
  columns: readonly CsvColumn<TItem>[];
  /** The file's name without its date and extension, e.g. "residents". */
  fileName: string;
  /** What the items are called in the messages, e.g. "residents". */
  itemsLabel: string;
}

/**
 * Exports a whole list (every page, with its search and filters) as a CSV file. The CSV code is
 * loaded when the button is used, so lists do not carry it.
 */
export function ExportCsvButton<TItem>({
  readAll,
  columns,
  fileName,
  itemsLabel,
}: ExportCsvButtonProps<TItem>) {
  const [read, setRead] = useState<number | null>(null);
  const exportList = async () => {
    setRead(0);
    try {
      const [items, csv] = await Promise.all([readAll(setRead), import("./csv/export-csv")]);
      const day = new Date().toISOString().slice(0, 10);
      csv.downloadCsv(`${fileName}-${day}.csv`, csv.toCsv(items, columns));
      notify.success(`Exported ${items.length} ${itemsLabel}.`, { id: `export-${fileName}` });
    } catch {
      notify.error(`The ${itemsLabel} could not be exported. Please try again.`, {
        id: `export-${fileName}`,
      });
    } finally {
      setRead(null);
    }
  };
  const busy = read !== null;
  return (
    <Button
      variant="secondary"
      icon={<Icon name="download" size={18} />}
      onClick={() => void exportList()}
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? `Exporting${read ? ` ${read}` : ""}...` : "Export CSV"}
    </Button>
  );
}
