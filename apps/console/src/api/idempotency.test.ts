import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useIdempotencyKeys } from "./idempotency";

describe("useIdempotencyKeys", () => {
  it("keeps one key while the request is the same, and makes a new one when it changes", () => {
    const { result } = renderHook(() => useIdempotencyKeys());
    const first = result.current.keyFor({ amount: "100", method: "check" });
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u);
    expect(result.current.keyFor({ amount: "100", method: "check" })).toBe(first);

    const changed = result.current.keyFor({ amount: "101", method: "check" });
    expect(changed).not.toBe(first);
    // Back to the first request: something meant anew, not the first try again.
    expect(result.current.keyFor({ amount: "100", method: "check" })).not.toBe(first);
  });

  it("makes a new key after a success, even for the same request", () => {
    const { result, rerender } = renderHook(() => useIdempotencyKeys());
    const first = result.current.keyFor({ subject: "Gate code" });
    rerender();
    expect(result.current.keyFor({ subject: "Gate code" })).toBe(first);
    result.current.done();
    expect(result.current.keyFor({ subject: "Gate code" })).not.toBe(first);
  });

  it("gives each form its own keys", () => {
    const one = renderHook(() => useIdempotencyKeys());
    const two = renderHook(() => useIdempotencyKeys());
    expect(one.result.current.keyFor({ title: "A" })).not.toBe(
      two.result.current.keyFor({ title: "A" }),
    );
  });
});
