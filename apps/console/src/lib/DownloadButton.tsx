import { Button, Icon, notify, type ButtonProps } from "@hoa/ui";
import { useState } from "react";
import { ApiError } from "../api/client";

/**
 * A button that saves a file the API makes (a letter's PDF, a resale package, a drawing) without
 * leaving the page: it reads "Downloading..." while it waits, and a failure says why in a toast
 * (the API's message when it gave one).
 *
 * @example
 * <DownloadButton label="Download PDF" name="Decision letter" failure="The letter could not be
 *   downloaded. Please try again." toastId="arc-letter" download={() => downloadLetter(...)} />
 */
export function DownloadButton({
  label,
  name,
  failure,
  toastId,
  download,
  variant = "secondary",
  size = "sm",
}: {
  label: string;
  /** What is downloaded, which names the button to a screen reader after its label. */
  name?: string;
  /** The toast when the API gave no reason. */
  failure: string;
  toastId: string;
  download: () => Promise<void>;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
}) {
  const [downloading, setDownloading] = useState(false);
  const start = async () => {
    setDownloading(true);
    try {
      await download();
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.serverMessage ? error.serverMessage : failure,
        {
          id: toastId,
        },
      );
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      variant={variant}
      size={size}
      icon={<Icon name="download" size={16} />}
      disabled={downloading}
      onClick={() => void start()}
    >
      {downloading ? "Downloading..." : label}
      {name ? <span className="visually-hidden">{` ${name}`}</span> : null}
    </Button>
  );
}
