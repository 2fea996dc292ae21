/**
 * Small one-page PDFs for the demo documents: text lines in Helvetica on a US Letter page, with
 * a cross-reference table whose offsets are exact, so any reader opens them without repairing.
 */

export interface PdfLine {
  text: string;
  /** Font size in points. */
  size: number;
  bold?: boolean;
  /** Space above the line, in points (besides the line's own height). */
  gap?: number;
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 72;

/** WinAnsiEncoding's codes for the typographic characters the demo texts use. */
const WIN_ANSI: Readonly<Record<string, number>> = {
  "\u2014": 0x97,
  "\u2013": 0x96,
  "\u2018": 0x91,
  "\u2019": 0x92,
  "\u201c": 0x93,
  "\u201d": 0x94,
  "\u2022": 0x95,
};

/** A PDF literal string in WinAnsiEncoding; a character it cannot show becomes "?". */
function pdfString(text: string): string {
  let out = "";
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0x3f;
    if (character === "(" || character === ")" || character === "\\") out += `\\${character}`;
    else if (code >= 0x20 && code < 0x7f) out += character;
    else {
      const byte = WIN_ANSI[character] ?? (code >= 0xa0 && code <= 0xff ? code : 0x3f);
      out += `\\${byte.toString(8).padStart(3, "0")}`;
    }
  }
  return `(${out})`;
}

/** Splits a paragraph into lines of at most `width` characters, at spaces. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/u).filter(Boolean)) {
    if (line !== "" && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === "" ? word : `${line} ${word}`;
    }
  }
  if (line !== "") lines.push(line);
  return lines;
}

/** A one-page PDF (1.4) showing `lines` from the top left, in the order given. */
export function pdfDocument(lines: readonly PdfLine[], { title }: { title: string }): Uint8Array {
  let y = PAGE_HEIGHT - MARGIN;
  const content = lines
    .map((line) => {
      y -= line.size * 1.3 + (line.gap ?? 0);
      return `BT /${line.bold ? "F2" : "F1"} ${line.size} Tf ${MARGIN} ${Math.round(y)} Td ${pdfString(line.text)} Tj ET`;
    })
    .join("\n");
  const font = (name: string) =>
    `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    font("Helvetica"),
    font("Helvetica-Bold"),
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (Maple Grove HOA demo data) >>`,
  ];
  // The second line's bytes above 127 tell tools the file is binary, as PDF 1.4 recommends.
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  body += `startxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, "latin1"));
}
