import { Button, TextField } from "@hoa/ui";
import { useState, type FormEvent } from "react";
import { ApiError } from "../../api/client";
import { useCheckReceipt } from "./api";
import "./election-ballots.css";

export const receiptText = {
  heading: "Check a receipt",
  label: "Receipt",
  hint: "The 32 letters and digits shown when the ballot was cast; dashes and spaces do not matter.",
  submit: "Check receipt",
  counted: "Counted: this receipt's ballot is in the ballot box.",
  notCounted: "Not counted: no ballot in this election's box has this receipt.",
  failed: "The receipt could not be checked. Check your connection and try again.",
} as const;

/**
 * Whether a receipt's ballot is in the election's box (no sign-in): counted or not, never how it
 * voted. The receipt goes in the request's body, never in an address.
 */
export function ReceiptCheckForm({
  orgId,
  electionId,
  headingLevel = 2,
}: {
  orgId: string;
  electionId: string;
  /** The form's heading in the page's outline; inside a card titled already, none (`null`). */
  headingLevel?: 2 | null;
}) {
  const check = useCheckReceipt();
  const [receipt, setReceipt] = useState("");
  const [answer, setAnswer] = useState<{ counted: boolean } | null>(null);
  const fieldError =
    check.error instanceof ApiError
      ? (check.error.fields.receipt ?? check.error.serverMessage)
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAnswer(null);
    check.mutate(
      { orgId, electionId, receipt: receipt.trim() },
      { onSuccess: ({ counted }) => setAnswer({ counted }) },
    );
  };

  return (
    <form
      className={`ballot-page__receipt-check${headingLevel === 2 ? " ballot-page__receipt-check--apart" : ""}`}
      onSubmit={submit}
      noValidate
    >
      {headingLevel === 2 ? <h2 className="ballot-page__heading">{receiptText.heading}</h2> : null}
      <TextField
        label={receiptText.label}
        hint={receiptText.hint}
        value={receipt}
        autoComplete="off"
        spellCheck={false}
        error={check.isError ? (fieldError ?? receiptText.failed) : undefined}
        onChange={(event) => setReceipt(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={check.isPending}>
        {check.isPending ? "Checking..." : receiptText.submit}
      </Button>
      {answer ? (
        <p className="ballot-page__answer" role="status">
          {answer.counted ? receiptText.counted : receiptText.notCounted}
        </p>
      ) : null}
    </form>
  );
}
