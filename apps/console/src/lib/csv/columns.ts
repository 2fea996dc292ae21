/** A column an import reads: the field it fills and the headings people give it. */
export interface ImportField<TKey extends string = string> {
  key: TKey;
  /** Its heading in the preview and in the report ("Board member"). */
  label: string;
  /** Headings that name it, compared folded; the first is the one errors and samples use. */
  aliases: readonly string[];
  /**
   * Columns that together fill it when no alias is present, their values joined by a space in
   * this order: spreadsheets often split a name into first and last.
   */
  parts?: readonly (readonly string[])[];
  /** A file without this column is refused: every row would fail the same way. */
  required?: boolean;
}

/** Which columns of a file fill which field, and what the file has that no field wants. */
export interface ColumnMatch<TKey extends string = string> {
  /** For each field found, the indexes of the columns that fill it (several for `parts`). */
  sources: ReadonlyMap<TKey, readonly number[]>;
  /** Headings of the columns no field uses, as written in the file. */
  ignored: readonly string[];
  /** Required fields the file has no column for. */
  missing: readonly ImportField<TKey>[];
}

const COMBINING_MARKS = /\p{M}+/gu;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;

/**
 * A heading as matching compares it: lower case, no accents, nothing but letters and digits, so
 * "E-Mail Address", "email_address" and "Unit #" read as "emailaddress" and "unit".
 */
export function foldHeading(text: string): string {
  return text
    .normalize("NFKD")
    .replace(COMBINING_MARKS, "")
    .toLowerCase()
    .replace(NOT_LETTER_OR_DIGIT, "");
}

/**
 * Matches a file's headings to the fields. The first column naming a field wins; a later one
 * naming it again is ignored (and listed), so a file never silently mixes two columns.
 */
export function matchColumns<TKey extends string>(
  header: readonly string[],
  fields: readonly ImportField<TKey>[],
): ColumnMatch<TKey> {
  const folded = header.map(foldHeading);
  const used = new Set<number>();
  const sources = new Map<TKey, readonly number[]>();

  const take = (aliases: readonly string[]): number | undefined => {
    const wanted = new Set(aliases.map(foldHeading));
    const index = folded.findIndex((heading, at) => !used.has(at) && wanted.has(heading));
    if (index === -1) return undefined;
    used.add(index);
    return index;
  };

  for (const field of fields) {
    const index = take(field.aliases);
    if (index !== undefined) sources.set(field.key, [index]);
  }
  // Parts only fill a field no column names, and only after every field had its own heading.
  for (const field of fields) {
    if (sources.has(field.key) || !field.parts) continue;
    const indexes = field.parts.map(take).filter((index) => index !== undefined);
    if (indexes.length > 0) sources.set(field.key, indexes);
  }

  return {
    sources,
    ignored: header.filter((heading, at) => !used.has(at) && heading.trim() !== ""),
    missing: fields.filter((field) => field.required && !sources.has(field.key)),
  };
}

/** A row's values by field, trimmed; a field the file has no column for is blank. */
export function cellsOf<TKey extends string>(
  row: readonly string[],
  fields: readonly ImportField<TKey>[],
  match: ColumnMatch<TKey>,
): Record<TKey, string> {
  const cells = {} as Record<TKey, string>;
  for (const field of fields) {
    const indexes = match.sources.get(field.key) ?? [];
    cells[field.key] = indexes
      .map((index) => (row[index] ?? "").trim())
      .filter((value) => value !== "")
      .join(" ");
  }
  return cells;
}

/**
 * The columns of the directory's imports with the headings spreadsheets and other tools use for
 * them. A definition picks the ones it reads (and may mark them required).
 */
export const importColumns = {
  name: {
    key: "name",
    label: "Name",
    aliases: ["name", "full name", "resident", "resident name"],
    parts: [
      ["first name", "given name", "first"],
      ["last name", "surname", "family name", "last"],
    ],
  },
  email: {
    key: "email",
    label: "Email",
    aliases: ["email", "e-mail", "email address", "mail"],
  },
  phone: {
    key: "phone",
    label: "Phone",
    aliases: [
      "phone",
      "phone number",
      "mobile",
      "mobile phone",
      "cell",
      "cell phone",
      "tel",
      "telephone",
    ],
  },
  unit: {
    key: "unit",
    label: "Unit",
    aliases: ["unit", "unit number", "unit no", "apt", "apt no", "apartment", "suite"],
  },
  address: {
    key: "address",
    label: "Address",
    aliases: ["address", "street address", "street", "address line 1", "property address"],
  },
  type: {
    key: "type",
    label: "Type",
    aliases: ["type", "property type"],
  },
  percentageInterest: {
    key: "percentageInterest",
    label: "Percentage interest",
    aliases: [
      "percentage interest",
      "percent interest",
      "interest",
      "ownership interest",
      "voting interest",
      "undivided interest",
    ],
  },
  relationship: {
    key: "relationship",
    label: "Relationship",
    aliases: ["relationship", "owner/tenant", "owner or tenant"],
  },
  boardMember: {
    key: "boardMember",
    label: "Board member",
    aliases: ["board member", "board"],
  },
  status: {
    key: "status",
    label: "Status",
    aliases: ["status", "resident status"],
  },
} as const satisfies Record<string, ImportField>;

/** The fields' first headings, for "e.g. name, email, phone, unit". */
export function headingsOf(fields: readonly ImportField[]): string {
  return fields.map((field) => field.aliases[0] ?? field.label.toLowerCase()).join(", ");
}
