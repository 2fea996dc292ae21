import { Button, Icon, notify } from "@hoa/ui";
import { useState } from "react";
import { ApiError } from "../../api/client";
import { downloadLetterPdf, type LetterReader } from "./api/letter-pdf";

/**
 * A letter's "Download PDF": saves the API's PDF of it, to print or keep; a failure says why in a
 * toast (the API's message when it gave one).
 */
export function LetterPdfButton({
  orgId,
  violationId,
  entryId,
  title,
  reader,
}: {
  orgId: string;
  violationId: string;
  entryId: string;
  /** The letter's title, which names the button to a screen reader. */
  title: string;
  reader: LetterReader;
}) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadLetterPdf(orgId, violationId, entryId, reader);
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : "The letter could not be downloaded. Please try again.",
        { id: "letter-pdf" },
      );
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      icon={<Icon name="download" size={16} />}
      disabled={downloading}
      onClick={() => void download()}
    >
      {downloading ? "Downloading..." : "Download PDF"}
      <span className="visually-hidden">{` ${title}`}</span>
    </Button>
  );
}
