import { buttonClassName, Icon } from "@hoa/ui";
import { useId, useState, type ChangeEvent, type DragEvent, type Ref } from "react";

export interface CsvDropZoneProps {
  onFile: (file: File) => void;
  /** A line under the button: the limits, what the first line must hold. */
  hint: string;
  /** While true, files are not taken (one is being read); the input keeps its focus. */
  busy?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Where a CSV file is dropped or chosen. The chooser is the native file input (so keyboards,
 * screen readers and phones get the platform's own picker), hidden visually behind a label that
 * looks like a button and shows the input's focus.
 */
export function CsvDropZone({ onFile, hint, busy = false, inputRef }: CsvDropZoneProps) {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after fixing it) reads it again.
    event.target.value = "";
    if (file && !busy) onFile(file);
  };
  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };

  return (
    <div
      className={dragging ? "csv-drop csv-drop--active" : "csv-drop"}
      onDragEnter={dragOver}
      onDragOver={dragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <span className="csv-drop__icon" aria-hidden="true">
        <Icon name="upload" size={24} />
      </span>
      <p className="csv-drop__title">Drag a CSV file here, or</p>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        className="csv-drop__input visually-hidden"
        ref={inputRef}
        aria-describedby={hintId}
        onChange={choose}
      />
      <label htmlFor={inputId} className={buttonClassName({ variant: "secondary" })}>
        <Icon name="file" size={18} />
        Choose a CSV file
      </label>
      <p id={hintId} className="csv-drop__hint">
        {hint}
      </p>
    </div>
  );
}
