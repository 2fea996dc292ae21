import { api } from "../../../api/client";
import { downloadFile } from "../../../lib/upload";

/** Who asks for a letter: the board (the console), or the household it was sent to (the portal). */
export type LetterReader = "board" | "household";

/**
 * `GET .../violations/{violationId}/letters/{entryId}/pdf` (the board's) or
 * `GET .../me/violations/{violationId}/letters/{entryId}/pdf` (the household's): a letter of the
 * timeline as the API's PDF, saved under the name the API gives it without leaving the page. A
 * refusal throws the `ApiError` with the API's message.
 */
export function downloadLetterPdf(
  orgId: string,
  violationId: string,
  entryId: string,
  reader: LetterReader,
): Promise<void> {
  const params = { path: { orgId, violationId, entryId } };
  const call =
    reader === "board"
      ? api.GET("/api/orgs/{orgId}/violations/{violationId}/letters/{entryId}/pdf", {
          params,
          parseAs: "blob",
        })
      : api.GET("/api/orgs/{orgId}/me/violations/{violationId}/letters/{entryId}/pdf", {
          params,
          parseAs: "blob",
        });
  return downloadFile(call, "violation-letter.pdf");
}
