/**
 * Checks a stylesheet against the type and spacing scale of `tokens.css`: every font size, weight,
 * line height and letter spacing is a token, and every padding, margin and gap is a `--space-*`
 * token, 0, auto, a hairline (at most 2px), a layout size (40px and more: a control's or an
 * icon's room) or a `calc()` that adds an icon's size to tokens.
 * Returns the declarations that are off the scale, as `property: value`.
 */
export function offScaleDeclarations(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const offScale: string[] = [];
  for (const [, property = "", rawValue = ""] of withoutComments.matchAll(
    /([a-z-]+)\s*:\s*([^;{}]+);/g,
  )) {
    const value = rawValue.replace(/!important\s*$/, "").trim();
    if (!isOnScale(property, value)) offScale.push(`${property}: ${value}`);
  }
  return offScale;
}

const TYPE_TOKENS: Record<string, RegExp> = {
  "font-size": /^(var\(--text-[a-z0-9]+\)|inherit|100%)$/,
  "font-weight": /^(var\(--weight-[a-z]+\)|inherit|normal)$/,
  "line-height": /^(var\(--leading(-[a-z]+)?\)|inherit|normal|1|0)$/,
  "letter-spacing": /^(var\(--tracking-[a-z]+\)|inherit|normal|0)$/,
};

const SPACING = /^(padding|margin|gap|row-gap|column-gap)(-[a-z-]+)?$/;

function isOnScale(property: string, value: string): boolean {
  const type = TYPE_TOKENS[property];
  if (type) return type.test(value);
  if (!SPACING.test(property)) return true;
  // Each part of a shorthand: a token, a keyword, a hairline, or a calc()/env() of its own.
  return topLevelParts(value).every(
    (part) =>
      /^(calc|env)\(/.test(part) ||
      /^var\(--(space|navbar|tabbar|sidebar|shell)-[a-z0-9-]+\)$/.test(part) ||
      /^(0|auto|inherit)$/.test(part) ||
      /^-?[0-2](\.\d+)?px$/.test(part) ||
      (/^\d+px$/.test(part) && Number.parseInt(part, 10) >= 40),
  );
}

/** The parts of a shorthand value split at top-level whitespace, so `calc(a + max(b, c))` is one. */
function topLevelParts(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const character of value) {
    if (character === "(") depth += 1;
    if (character === ")") depth -= 1;
    if (/\s/.test(character) && depth === 0) {
      if (current) parts.push(current);
      current = "";
    } else current += character;
  }
  if (current) parts.push(current);
  return parts;
}
