import { describe, expect, it } from "vitest";
import { call, uniqueUid, useTestApi } from "../../test/support/api.js";
import { reads } from "../../test/support/query-indexes.js";
import { isLinkToken, newLinkToken } from "./link-tokens.js";

const db = useTestApi();

/** Tokens no link can carry: lengths around and far past 43 and Firestore's 1,500 bytes, and characters outside base64url. */
const impossible = [
  "x",
  "x".repeat(42),
  "x".repeat(44),
  "x".repeat(1_500),
  "x".repeat(1_501),
  "x".repeat(5_000),
  "%C3%A9".repeat(43),
  `${"x".repeat(42)}.`,
  `${"x".repeat(42)}%20`,
  `${"x".repeat(21)}%2F${"x".repeat(21)}`,
  `${"x".repeat(42)}%00`,
  "__x__",
];

/** Every route a link reaches, with a token in its path. */
const linkRoutes: { name: string; method: string; path: (token: string) => string }[] = [
  { name: "a document's download", method: "GET", path: (token) => `/api/downloads/${token}` },
  {
    name: "a photo's file through an album's link",
    method: "GET",
    path: (token) => `/api/media/${token}/item1/file`,
  },
  {
    name: "a photo's thumbnail through an album's link",
    method: "GET",
    path: (token) => `/api/media/${token}/item1/thumbnail`,
  },
  { name: "a calendar feed", method: "GET", path: (token) => `/api/calendar/${token}.ics` },
  { name: "an invitation", method: "GET", path: (token) => `/api/invitations/${token}` },
  {
    name: "an invitation's acceptance",
    method: "POST",
    path: (token) => `/api/invitations/${token}/accept`,
  },
  {
    name: "an invitation's refusal",
    method: "POST",
    path: (token) => `/api/invitations/${token}/decline`,
  },
];

/** The answer to one request and the Firestore documents it read. */
async function answerOf(method: string, path: string, token: string | null) {
  reads.documents = 0;
  const response = await call(db.api, path, { method, token });
  return { status: response.status, body: response.body, reads: reads.documents };
}

describe("link tokens", () => {
  it("are 43 characters of base64url, and only those are taken for one", () => {
    const token = newLinkToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/u);
    expect(isLinkToken(token)).toBe(true);
    expect(newLinkToken()).not.toBe(token);
    for (const text of ["", "x".repeat(42), "x".repeat(44), `${"x".repeat(42)}=`, "é".repeat(43)]) {
      expect(isLinkToken(text)).toBe(false);
    }
  });

  it.each(linkRoutes)(
    "$name: a token of impossible length or characters gets an unknown token's answer, reading nothing",
    async ({ method, path }) => {
      const caller = `valid:${uniqueUid()}`;
      const unknown = await answerOf(method, path(newLinkToken()), caller);
      expect(unknown.status).toBe(404);
      expect(unknown.reads).toBeGreaterThan(0);
      for (const token of impossible) {
        for (const signedIn of [caller, null]) {
          const answer = await answerOf(method, path(token), signedIn);
          expect(answer, `${token.slice(0, 50)} (${token.length})`).toEqual({
            status: 404,
            body: unknown.body,
            reads: 0,
          });
        }
      }
    },
  );
});
