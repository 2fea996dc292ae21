/**
 * Length as a person counts it: code points, not UTF-16 units, so an emoji or a letter outside the
 * Basic Multilingual Plane counts as one character.
 */
export const characterCount = (value: string): number => Array.from(value).length;
