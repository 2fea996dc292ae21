import { localDateIn, type TimeZone } from "@hoa/validation";
import type { ViolationLetter } from "./documents.js";
import { letterDate } from "./letters.js";

/** What a letter's PDF is made from: the letter as sent, and what its page says around it. */
export interface LetterPdfInput {
  /** The organization's name: the letterhead and the document's author. */
  organizationName: string;
  /** The organization's time zone, in which the letter is dated. */
  zone: TimeZone;
  /** What the letter is about, under whom it is to: "Violation 12", "Architectural request 3". */
  reference: string;
  /** The property's address and unit as the violation copied it. */
  propertyLabel: string;
  /** Whom it is to, when not "To the owners of" the property (a resale package's reader). */
  addressee?: string;
  /** When the letter was sent (its timeline entry's time, ISO 8601): its date and the file's. */
  sentAt: string;
  letter: ViolationLetter;
}

/** US Letter, in points. */
const PAGE = { width: 612, height: 792 };
/** One inch. */
const MARGIN = 72;
const FONT = "Helvetica";
const BOLD = "Helvetica-Bold";
const TEXT_SIZE = 11;
const INK = "#111111";
const MUTED = "#555555";

/**
 * The characters WinAnsi (the encoding of the standard fonts) shows beyond Latin-1: the
 * typographic quotes, dashes, bullet, ellipsis, euro and a few letters.
 */
const WIN_ANSI_EXTRA = new Set(
  "ƒ–—‘’‚“”„†‡•…€‰‹›ˆ™ŒœŠšŸŽž˜".split("").map((character) => character.codePointAt(0)),
);

const shown = (codePoint: number): boolean =>
  (codePoint >= 0x20 && codePoint <= 0x7e) ||
  (codePoint >= 0xa0 && codePoint <= 0xff) ||
  WIN_ANSI_EXTRA.has(codePoint);

const allShown = (text: string): boolean =>
  [...text].every((character) => shown(character.codePointAt(0) ?? 0));

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * `text` as Helvetica can show it: a control character becomes a space (line breaks stay), a
 * character WinAnsi lacks its compatibility form ("ﬁ" -> "fi", a full-width "Ａ" -> "A") or its
 * letter without accents ("ő" -> "o"), and what has neither (an emoji, Chinese, Hebrew or Arabic
 * script) one "?" for each character a reader sees.
 */
export function winAnsiText(text: string): string {
  let result = "";
  for (const { segment } of graphemes.segment(text)) {
    if (segment === "\n" || segment === "\r\n") {
      result += "\n";
      continue;
    }
    if (/^\p{Cc}+$/u.test(segment)) {
      result += " ";
      continue;
    }
    const candidates = [
      segment,
      segment.normalize("NFC"),
      segment.normalize("NFKC"),
      segment.normalize("NFKD").replace(/\p{M}/gu, ""),
    ];
    result += candidates.find((candidate) => candidate !== "" && allShown(candidate)) ?? "?";
  }
  return result;
}

/** "Page 1 of 2" at the foot of every page, once the letter runs over one. */
function numberPages(document: PDFKit.PDFDocument): void {
  const { start, count } = document.bufferedPageRange();
  if (count < 2) return;
  for (let index = start; index < start + count; index += 1) {
    document.switchToPage(index);
    // The footer sits in the bottom margin, where text would otherwise start a new page.
    const bottom = document.page.margins.bottom;
    document.page.margins.bottom = 0;
    const label = `Page ${index - start + 1} of ${count}`;
    document.font(FONT).fontSize(9).fillColor(MUTED);
    const x = (PAGE.width - document.widthOfString(label)) / 2;
    document.text(label, x, PAGE.height - MARGIN / 2 - 9, { lineBreak: false });
    document.page.margins.bottom = bottom;
  }
}

/**
 * A letter to a property's owners (a violation's, an architectural decision) as a printable PDF:
 * US Letter with one-inch margins in Helvetica, the organization's name as letterhead, the date it
 * was sent (in the organization's zone), whom it is to, what it is about, the title, the paragraphs, the rule cited and the addresses it
 * was emailed to, and page numbers when it runs over a page. The same input always makes the same
 * bytes: the document's times are the letter's, never the clock's.
 */
export async function letterPdf(input: LetterPdfInput): Promise<Uint8Array> {
  // Loaded with the first letter asked for, not with every process that serves the API.
  const { default: PDFDocument } = await import("pdfkit");
  const { letter } = input;
  const sentAt = new Date(input.sentAt);
  const document = new PDFDocument({
    size: "LETTER",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    font: FONT,
    info: {
      Title: letter.title,
      Author: input.organizationName,
      CreationDate: sentAt,
    },
    displayTitle: true,
    lang: "en-US",
  });
  const chunks: Uint8Array[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    document.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    document.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    document.on("error", reject);
  });

  const width = PAGE.width - 2 * MARGIN;
  const write = (text: string, font: string, size: number, gap = 0, color = INK) =>
    document
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(winAnsiText(text), { width, paragraphGap: gap });

  write(input.organizationName, BOLD, 16, 4);
  const ruleY = document.y;
  document
    .moveTo(MARGIN, ruleY)
    .lineTo(PAGE.width - MARGIN, ruleY)
    .lineWidth(0.75)
    .strokeColor(MUTED)
    .stroke();
  document.moveDown(1);
  write(letterDate(localDateIn(sentAt, input.zone)), FONT, TEXT_SIZE, 14);
  write(input.addressee ?? `To the owners of ${input.propertyLabel}`, FONT, TEXT_SIZE, 2);
  write(input.reference, FONT, TEXT_SIZE, 18);
  write(letter.title, BOLD, 13, 12);
  for (const paragraph of letter.paragraphs) write(paragraph, FONT, TEXT_SIZE, 8);
  if (letter.citation !== "") {
    document.moveDown(0.5);
    write(`Rule cited: ${letter.citation}`, FONT, TEXT_SIZE, 8);
  }
  if (letter.sentTo.length > 0) {
    document.moveDown(1);
    write(`Sent by email to ${letter.sentTo.join(", ")}`, FONT, 8, 0, MUTED);
  }

  numberPages(document);
  document.end();
  return done;
}

/** "violation-12-courtesy-notice.pdf": a letter's file name, by its violation and step. */
export const letterFileName = (violationNumber: number, step: string): string =>
  `violation-${violationNumber}-${step.replace(/[A-Z]/gu, (letter) => `-${letter.toLowerCase()}`)}.pdf`;
