// The part of `subset-font` (no types of its own) that the console's font plugin uses.
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "woff2" | "woff" | "sfnt" | "truetype";
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    keepFeatures?: string[];
    noLayoutClosure?: boolean;
    noHinting?: boolean;
    dropTables?: string[];
  }
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}

// The converter `subset-font` uses, read by the font's tests to open the woff2 it writes.
declare module "fontverter" {
  export function detectFormat(font: Uint8Array): "woff2" | "woff" | "sfnt";
  export function convert(font: Uint8Array, toFormat: "woff2" | "woff" | "sfnt"): Promise<Buffer>;
}
