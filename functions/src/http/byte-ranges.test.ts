import { describe, expect, it } from "vitest";
import { requestedRange } from "./byte-ranges.js";

describe("requestedRange", () => {
  const size = 1_000;

  it("reads a range with both ends, an open end and a suffix", () => {
    expect(requestedRange("bytes=0-99", size)).toEqual({ start: 0, end: 99 });
    expect(requestedRange("bytes=500-", size)).toEqual({ start: 500, end: 999 });
    expect(requestedRange("bytes=-100", size)).toEqual({ start: 900, end: 999 });
    expect(requestedRange("bytes=-5000", size)).toEqual({ start: 0, end: 999 });
  });

  it("clamps an end past the file to its last byte", () => {
    expect(requestedRange("bytes=990-5000", size)).toEqual({ start: 990, end: 999 });
    expect(requestedRange("bytes=999-999", size)).toEqual({ start: 999, end: 999 });
  });

  it("refuses a range that starts past the end (416)", () => {
    expect(requestedRange("bytes=1000-", size)).toBeNull();
    expect(requestedRange("bytes=2000-3000", size)).toBeNull();
    expect(requestedRange("bytes=-0", size)).toBeNull();
    expect(requestedRange("bytes=0-", 0)).toBeNull();
  });

  it("sends the whole file for no range, one it does not read, or several", () => {
    expect(requestedRange(undefined, size)).toBeUndefined();
    expect(requestedRange("", size)).toBeUndefined();
    expect(requestedRange("bytes=-", size)).toBeUndefined();
    expect(requestedRange("bytes=50-10", size)).toBeUndefined();
    expect(requestedRange("items=0-10", size)).toBeUndefined();
    expect(requestedRange("bytes=0-10,20-30", size)).toBeUndefined();
    expect(requestedRange("bytes=a-b", size)).toBeUndefined();
  });
});
