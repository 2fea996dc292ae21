import { violationMessages as m } from "@hoa/validation/violations";
import { extractText, getDocumentProxy, getMeta } from "unpdf";
import { describe, expect, it } from "vitest";
import { call, useTestApi } from "../../../test/support/api.js";
import { dataOf, join, linkResident } from "../../../test/support/directory.js";
import { violationCommunity } from "../../../test/support/violations.js";
import type { TimelineEntry, Violation } from "./documents.js";
import { letterFileName, letterPdf, winAnsiText, type LetterPdfInput } from "./letter-pdf.js";

const db = useTestApi();

/** Each page's text, and the document's information dictionary. */
async function read(bytes: Uint8Array) {
  const { text, totalPages } = await extractText(await getDocumentProxy(bytes.slice()), {
    mergePages: false,
  });
  const { info } = await getMeta(await getDocumentProxy(bytes.slice()));
  return { pages: text, totalPages, info: info as Record<string, unknown> };
}

/** The text of the PDF as one line of single spaces, so wrapped lines read as written. */
const flat = (pages: string[]) => pages.join(" ").replace(/\s+/gu, " ");

const input: LetterPdfInput = {
  organizationName: "Maple Grove HOA",
  zone: "America/Los_Angeles",
  reference: "Violation 12",
  propertyLabel: "10 Oak Lane, 2",
  // 19:00 on Tuesday, December 8 in Los Angeles, already Wednesday in UTC.
  sentAt: "2026-12-09T03:00:00.000Z",
  letter: {
    title: "Courtesy notice: Parking at 10 Oak Lane, 2",
    paragraphs: [
      "On Saturday, November 21, 2026, Maple Grove HOA noted the following at 10 Oak Lane, 2: a vehicle parked on the street overnight.",
      "Please correct it by Sunday, November 29, 2026. If it is corrected by then, nothing more will be done.",
    ],
    citation: "CC&R 7.3",
    sentTo: ["lucia@example.com", "owner@example.com"],
  },
};

describe("a letter's PDF", () => {
  it("holds the letterhead, the local date, whom it is to, the letter and its rule, on one page", async () => {
    const { pages, totalPages, info } = await read(await letterPdf(input));
    expect(totalPages).toBe(1);
    const text = flat(pages);
    for (const part of [
      "Maple Grove HOA",
      "Tuesday, December 8, 2026",
      "To the owners of 10 Oak Lane, 2",
      "Violation 12",
      "Courtesy notice: Parking at 10 Oak Lane, 2",
      ...input.letter.paragraphs,
      "Rule cited: CC&R 7.3",
      "Sent by email to lucia@example.com, owner@example.com",
    ]) {
      expect(text).toContain(part);
    }
    // In order: the letterhead first, the addresses last.
    expect(text.indexOf("Maple Grove HOA")).toBe(0);
    expect(text.trimEnd().endsWith("owner@example.com")).toBe(true);
    expect(text).not.toContain("Page 1");
    expect(info).toMatchObject({
      Title: input.letter.title,
      Author: "Maple Grove HOA",
      CreationDate: "D:20261209030000Z",
    });
  });

  it("dates the letter in the organization's zone", async () => {
    const text = flat((await read(await letterPdf({ ...input, zone: "Asia/Tokyo" }))).pages);
    expect(text).toContain("Wednesday, December 9, 2026");
    expect(text).not.toContain("December 8");
  });

  it("leaves the rule out when the letter cites none, and the addresses when it went to nobody", async () => {
    const text = flat(
      (
        await read(
          await letterPdf({ ...input, letter: { ...input.letter, citation: "", sentTo: [] } }),
        )
      ).pages,
    );
    expect(text).not.toContain("Rule cited");
    expect(text).not.toContain("Sent by email");
    expect(text).toContain(input.letter.paragraphs[1]);
  });

  it("numbers the pages of a letter that runs over one", async () => {
    const paragraph = (n: number) =>
      `Paragraph ${n} of the board's long decision. ${"The board weighed the owner's account and the photos sent. ".repeat(6)}`;
    // Twelve paragraphs of about seven lines fill more than one page and less than two.
    const long = {
      ...input,
      letter: {
        ...input.letter,
        paragraphs: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(paragraph),
      },
    };
    const { pages, totalPages } = await read(await letterPdf(long));
    expect(totalPages).toBe(2);
    expect(flat([pages[0]!])).toContain("Page 1 of 2");
    expect(flat([pages[1]!])).toContain("Page 2 of 2");
    expect(flat([pages[1]!])).toContain("Rule cited: CC&R 7.3");
    expect(flat(pages)).toContain(paragraph(12).trim());
  });

  it("makes the same bytes from the same letter, and other bytes from another", async () => {
    const first = await letterPdf(input);
    const second = await letterPdf(structuredClone(input));
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    const later = await letterPdf({ ...input, sentAt: "2026-12-10T03:00:00.000Z" });
    expect(Buffer.from(later).equals(Buffer.from(first))).toBe(false);
  });

  it("shows what Helvetica cannot as '?' without failing, and keeps what it can", async () => {
    const paragraph =
      "Photos 📷🚗 sent; the owner wrote 漢字 and שלום עליכם and مرحبا, “thanks” — café, naïve, ﬁne, Ａ, Łódź, ő.";
    const { pages, info } = await read(
      await letterPdf({
        ...input,
        organizationName: "Ærø HOA 🏡",
        letter: { ...input.letter, title: "Notice 🚨", paragraphs: [paragraph] },
      }),
    );
    const text = flat(pages);
    expect(text).toContain("Ærø HOA ?");
    expect(text).toContain("Notice ?");
    expect(text).toContain(
      "Photos ?? sent; the owner wrote ?? and ???? ????? and ?????, “thanks” — café, naïve, fine, A, ?ódz, o.",
    );
    // The document's information keeps the title as written.
    expect(info).toMatchObject({ Title: "Notice 🚨", Author: "Ærø HOA 🏡" });
  });
});

describe("winAnsiText", () => {
  it("keeps Latin-1 and WinAnsi's typography, breaks lines, and turns control characters into spaces", () => {
    expect(winAnsiText("Über “quotes” – €5 … ½\nnext\tcol\u0007")).toBe(
      "Über “quotes” – €5 … ½\nnext col ",
    );
  });

  it("gives one '?' for each character a reader sees: a family emoji, a flag, an accented Greek letter", () => {
    expect(winAnsiText("👨‍👩‍👧 🇺🇸 ά")).toBe("? ? ?");
  });
});

describe("the letter's file name", () => {
  it("names the violation's number and the step", () => {
    expect(letterFileName(12, "courtesyNotice")).toBe("violation-12-courtesy-notice.pdf");
    expect(letterFileName(3, "decisionNotice")).toBe("violation-3-decision-notice.pdf");
  });
});

describe("GET .../violations/{id}/letters/{entryId}/pdf", () => {
  async function noticed() {
    const { org, property, category, ownerId } = await violationCommunity(db, {
      name: "Maple Grove HOA",
    });
    const base = `/api/orgs/${org.id}/violations`;
    const violation = dataOf<Violation>(
      await call(db.api, base, {
        method: "POST",
        token: org.token,
        body: { propertyId: property.id, categoryId: category.id, observedOn: "2026-11-21" },
      }),
    );
    const step = await call(db.api, `${base}/${violation.id}/courtesy-notice`, {
      method: "POST",
      token: org.token,
      body: {},
      headers: { "if-match": `"${violation.version}"` },
    });
    expect(step.status).toBe(200);
    const timeline = dataOf<TimelineEntry[]>(
      await call(db.api, `${base}/${violation.id}/timeline`, { token: org.token }),
    );
    const notice = timeline.find((entry) => entry.step === "courtesyNotice")!;
    const reported = timeline.find((entry) => entry.step === "reported")!;
    const resident = await join(db, org.id, "resident");
    expect((await linkResident(db, org, ownerId, resident.uid)).status).toBe(200);
    return { org, violation, notice, reported, resident };
  }

  const get = (path: string, token: string) =>
    db.api.request(path, { headers: { authorization: `Bearer ${token}` } });

  it("serves the board and the property's resident the letter as a PDF attachment", async () => {
    const { org, violation, notice, resident } = await noticed();
    const paths = [
      [`/api/orgs/${org.id}/violations/${violation.id}/letters/${notice.id}/pdf`, org.token],
      [
        `/api/orgs/${org.id}/me/violations/${violation.id}/letters/${notice.id}/pdf`,
        resident.token,
      ],
    ] as const;
    const member = await join(db, org.id, "member");
    const answers = await Promise.all([
      ...paths.map(([path, token]) => get(path, token)),
      get(paths[0][0], member.token),
    ]);
    const bodies: Uint8Array[] = [];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("application/pdf");
      expect(answer.headers.get("content-disposition")).toBe(
        `attachment; filename="violation-${violation.number}-courtesy-notice.pdf"`,
      );
      expect(answer.headers.get("cache-control")).toBe("private, max-age=3600");
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      const bytes = new Uint8Array(await answer.arrayBuffer());
      expect(answer.headers.get("content-length")).toBe(String(bytes.byteLength));
      bodies.push(bytes);
    }
    // The same letter, whoever asks.
    expect(Buffer.from(bodies[1]!).equals(Buffer.from(bodies[0]!))).toBe(true);
    const { pages, info } = await read(bodies[0]!);
    const text = flat(pages);
    expect(text).toContain("Maple Grove HOA");
    // The test clock's start, 04:00 on Sunday, November 22 in the organization's zone.
    expect(text).toContain("Sunday, November 22, 2026");
    expect(text).toContain(`Violation ${violation.number}`);
    expect(text).toContain("To the owners of 10 Oak Lane, 2");
    expect(text).toContain(notice.letter!.title);
    expect(text).toContain(notice.letter!.paragraphs[0]!.slice(0, 60));
    expect(text).toContain("Rule cited: CC&R 7.3");
    expect(text).toContain("Sent by email to lucia@example.com");
    expect(info).toMatchObject({ Title: notice.letter!.title, Author: "Maple Grove HOA" });
  });

  it("answers 404 for another household, an entry without a letter, an unknown entry or violation", async () => {
    const { org, violation, notice, reported, resident } = await noticed();
    const stranger = await join(db, org.id, "resident");
    const board = `/api/orgs/${org.id}/violations`;
    const portal = `/api/orgs/${org.id}/me/violations`;
    const refusals: [string, string, string][] = [
      // Another household's resident: the violation is not theirs to know of.
      [`${portal}/${violation.id}/letters/${notice.id}/pdf`, stranger.token, m.notFound],
      // The step that reported it sent no letter.
      [`${board}/${violation.id}/letters/${reported.id}/pdf`, org.token, m.letterNotFound],
      [`${portal}/${violation.id}/letters/${reported.id}/pdf`, resident.token, m.letterNotFound],
      [`${board}/${violation.id}/letters/9999/pdf`, org.token, m.letterNotFound],
      [`${portal}/${violation.id}/letters/9999/pdf`, resident.token, m.letterNotFound],
      [`${board}/unknown/letters/${notice.id}/pdf`, org.token, m.notFound],
      [`${portal}/unknown/letters/${notice.id}/pdf`, resident.token, m.notFound],
    ];
    for (const [path, token, error] of refusals) {
      const answer = await call(db.api, path, { token });
      // A refusal is never kept, not even by the caller's browser.
      expect(answer, path).toMatchObject({
        status: 404,
        body: { error },
        headers: { "cache-control": "no-store" },
      });
    }
    // The board's route is the board's: a resident, even of the property, is refused it.
    expect(
      await call(db.api, `${board}/${violation.id}/letters/${notice.id}/pdf`, {
        token: resident.token,
      }),
    ).toMatchObject({ status: 403 });
  });
});
