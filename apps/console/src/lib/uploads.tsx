import { Button, Dialog, Icon } from "@hoa/ui";
import { useCallback, useId, useState, type DragEvent, type ReactNode } from "react";
import { ApiError } from "../api/client";
import "./uploads.css";

/** Where one chosen file stands. */
export type UploadStatus = "ready" | "uploading" | "saving" | "done" | "failed";

export interface UploadEntry<TDetails> {
  key: string;
  file: File;
  status: UploadStatus;
  /** Bytes sent so far. */
  sent: number;
  /** Why it failed: the server's reason when it gave one. */
  error?: string;
  /** What the page asks for each file (a title, a caption). */
  details: TDetails;
}

/** What a task reports while it sends one file. */
export interface UploadTaskProgress {
  progress: (sent: number) => void;
  /** The bytes are stored; the record is being made. */
  saving: () => void;
}

let nextKey = 0;

/** The message shown on a file's row when its upload or save failed. */
export function uploadFailure(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return "The file could not be uploaded.";
}

/**
 * The files chosen in an upload dialog and where each one stands. `run` sends every file not
 * yet done through the page's task, two at a time, and records its progress and any failure
 * on the file's own row; it resolves with how many failed. `pending` are the files not yet
 * done; `finished` once there were files and every one is done.
 */
export function useUploads<TDetails>(detailsOf: (file: File) => TDetails) {
  const [entries, setEntries] = useState<readonly UploadEntry<TDetails>[]>([]);
  const [running, setRunning] = useState(false);

  const patch = useCallback((key: string, change: Partial<UploadEntry<TDetails>>) => {
    setEntries((current) =>
      current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
    );
  }, []);

  const add = (files: readonly File[]) =>
    setEntries((current) => [
      ...current,
      ...files.map((file) => ({
        key: `upload-${(nextKey += 1)}`,
        file,
        status: "ready" as const,
        sent: 0,
        details: detailsOf(file),
      })),
    ]);

  const remove = (key: string) =>
    setEntries((current) => current.filter((entry) => entry.key !== key));

  const run = async (
    task: (entry: UploadEntry<TDetails>, report: UploadTaskProgress) => Promise<void>,
    concurrency = 2,
  ): Promise<number> => {
    const queue = entries.filter((entry) => entry.status !== "done");
    let failed = 0;
    setRunning(true);
    const worker = async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const { key } = entry;
        patch(key, { status: "uploading", sent: 0, error: undefined });
        try {
          await task(entry, {
            progress: (sent) => patch(key, { sent }),
            saving: () => patch(key, { status: "saving", sent: entry.file.size }),
          });
          patch(key, { status: "done", sent: entry.file.size });
        } catch (error) {
          failed += 1;
          patch(key, { status: "failed", error: uploadFailure(error) });
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: concurrency }, worker));
    } finally {
      setRunning(false);
    }
    return failed;
  };

  const pending = entries.filter((entry) => entry.status !== "done");
  const finished = entries.length > 0 && pending.length === 0;
  return { entries, pending, finished, running, add, remove, patch, run };
}

export type Uploads<TDetails> = ReturnType<typeof useUploads<TDetails>>;

export interface UploadDialogProps<TDetails> {
  open: boolean;
  title: string;
  description?: ReactNode;
  uploads: Uploads<TDetails>;
  /** Upload stays disabled until a file is chosen; otherwise `onStart` says what is missing. */
  needsFiles?: boolean;
  onStart: () => unknown;
  onClose: () => void;
  /** The drop zone, the list of files and what applies to all of them. */
  children: ReactNode;
}

/**
 * The drawer that uploads several files: it cannot be closed while files are being sent;
 * its action reads "Upload", "Upload 3 files" or "Try again" after a failure, and once every
 * file is uploaded only Close is left.
 */
export function UploadDialog<TDetails>({
  open,
  title,
  description,
  uploads,
  needsFiles = false,
  onStart,
  onClose,
  children,
}: UploadDialogProps<TDetails>) {
  const { running, pending, finished } = uploads;
  const close = () => {
    if (!running) onClose();
  };
  return (
    <Dialog
      open={open}
      variant="drawer"
      title={title}
      description={description}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={running}>
            {finished ? "Close" : "Cancel"}
          </Button>
          {finished ? null : (
            <Button
              icon={<Icon name="upload" size={18} />}
              disabled={running || (needsFiles && pending.length === 0)}
              aria-busy={running}
              onClick={() => void onStart()}
            >
              {running
                ? "Uploading..."
                : pending.some((entry) => entry.status === "failed")
                  ? "Try again"
                  : pending.length > 1
                    ? `Upload ${pending.length} files`
                    : "Upload"}
            </Button>
          )}
        </>
      }
    >
      {children}
    </Dialog>
  );
}

/** "2.4 MB", "512 KB", "90 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export interface DropZoneProps {
  /** The visible label of the picker ("Choose files"). */
  label: string;
  /** The accepted types and limits, in words. */
  hint: string;
  /** The file input's `accept`. */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

/** Drop files here, or pick them: a labelled file input inside a drop target. */
export function DropZone({
  label,
  hint,
  accept,
  multiple = true,
  disabled,
  onFiles,
}: DropZoneProps) {
  const inputId = useId();
  const hintId = useId();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };
  return (
    <div
      className={`upload-drop${over ? " upload-drop--over" : ""}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <Icon name="upload" size={24} />
      <p>{multiple ? "Drop files here, or" : "Drop a file here, or"}</p>
      <label htmlFor={inputId} className="upload-drop__pick">
        {label}
      </label>
      <input
        id={inputId}
        className="upload-drop__input"
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
      <p id={hintId} className="upload-drop__hint">
        {hint}
      </p>
    </div>
  );
}

const statusLabels: Record<UploadStatus, string> = {
  ready: "Ready",
  uploading: "Uploading",
  saving: "Saving",
  done: "Uploaded",
  failed: "Failed",
};

export interface UploadListProps<TDetails> {
  label: string;
  entries: readonly UploadEntry<TDetails>[];
  /** A file can be taken off the list while nothing runs. */
  onRemove?: (key: string) => void;
  /** What the page asks for each file, under its name. */
  children?: (entry: UploadEntry<TDetails>) => ReactNode;
}

/** Whether a file's details can still be changed: it is not being sent, nor sent. */
export const isEditable = (entry: UploadEntry<unknown>) =>
  entry.status === "ready" || entry.status === "failed";

/**
 * The files of an upload dialog, each with what the page asks for it (a title, a caption) while
 * it can still be changed, and `sent` (a note on the upload) once it cannot; a file can be taken
 * off the list while nothing runs.
 */
export function UploadFileList<TDetails>({
  uploads,
  field,
  sent,
}: {
  uploads: Uploads<TDetails>;
  field: (entry: UploadEntry<TDetails>) => ReactNode;
  sent?: (entry: UploadEntry<TDetails>) => ReactNode;
}) {
  return (
    <UploadList
      label="Files to upload"
      entries={uploads.entries}
      onRemove={uploads.running ? undefined : uploads.remove}
    >
      {(entry) => (isEditable(entry) ? field(entry) : (sent?.(entry) ?? null))}
    </UploadList>
  );
}

/** The chosen files, each with its size, progress, status and the reason it failed. */
export function UploadList<TDetails>({
  label,
  entries,
  onRemove,
  children,
}: UploadListProps<TDetails>) {
  if (entries.length === 0) return null;
  return (
    <ul className="upload-list" aria-label={label}>
      {entries.map((entry) => {
        const percent =
          entry.file.size === 0 ? 100 : Math.round((entry.sent / entry.file.size) * 100);
        return (
          <li key={entry.key} className="upload-row" aria-label={entry.file.name}>
            <div className="upload-row__head">
              <span className="upload-row__name">{entry.file.name}</span>
              <span className="upload-row__size">{formatBytes(entry.file.size)}</span>
              <span className={`upload-row__status upload-row__status--${entry.status}`}>
                {entry.status === "uploading"
                  ? `${statusLabels.uploading} ${percent}%`
                  : statusLabels[entry.status]}
              </span>
              {onRemove && isEditable(entry) ? (
                <button
                  type="button"
                  className="upload-row__remove"
                  aria-label={`Remove ${entry.file.name}`}
                  onClick={() => onRemove(entry.key)}
                >
                  <Icon name="close" size={16} />
                </button>
              ) : null}
            </div>
            {/* Nothing sent yet, or refused: a bar (full once every byte went) would mislead. */}
            {entry.status === "ready" || entry.status === "failed" ? null : (
              <progress
                className="upload-row__progress"
                aria-label={`${entry.file.name} upload progress`}
                max={100}
                value={percent}
              />
            )}
            {entry.error ? (
              <p className="upload-row__error" role="alert">
                {entry.error}
              </p>
            ) : null}
            {children?.(entry)}
          </li>
        );
      })}
    </ul>
  );
}
