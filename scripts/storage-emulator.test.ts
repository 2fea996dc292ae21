import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// The module the firebase-tools patch adds (patches/firebase-tools@15.34.2.patch).
const adminOnly = createRequire(import.meta.url)(
  "firebase-tools/lib/emulator/storage/adminOnly.js",
) as {
  shouldRunAdminOnly(machine: { rulesRuntimePresent: boolean; javaMajorVersion: number }): boolean;
  isAdminAuthorization(authorization: string | undefined): boolean;
  adminOnlyGuard(
    request: { headers: { authorization?: string } },
    response: { status(code: number): { json(body: unknown): void } },
    next: () => void,
  ): void;
};

function guard(authorization?: string): { passed: boolean; status?: number } {
  const outcome: { passed: boolean; status?: number } = { passed: false };
  adminOnly.adminOnlyGuard(
    { headers: authorization === undefined ? {} : { authorization } },
    {
      status(code) {
        outcome.status = code;
        return { json: () => undefined };
      },
    },
    () => {
      outcome.passed = true;
    },
  );
  return outcome;
}

describe("the Storage emulator's admin-only mode (firebase-tools patch)", () => {
  it("runs admin-only when the rules runtime is missing or Java is older than 21", () => {
    expect(adminOnly.shouldRunAdminOnly({ rulesRuntimePresent: false, javaMajorVersion: 21 })).toBe(
      true,
    );
    expect(adminOnly.shouldRunAdminOnly({ rulesRuntimePresent: true, javaMajorVersion: 17 })).toBe(
      true,
    );
    expect(adminOnly.shouldRunAdminOnly({ rulesRuntimePresent: true, javaMajorVersion: 0 })).toBe(
      true,
    );
    expect(adminOnly.shouldRunAdminOnly({ rulesRuntimePresent: true, javaMajorVersion: 21 })).toBe(
      false,
    );
    expect(adminOnly.shouldRunAdminOnly({ rulesRuntimePresent: true, javaMajorVersion: 25 })).toBe(
      false,
    );
  });

  it("lets through only the admin credential the emulators accept", () => {
    expect(guard("Bearer owner")).toEqual({ passed: true });
    expect(guard("Firebase owner")).toEqual({ passed: true });
    expect(guard()).toEqual({ passed: false, status: 403 });
    expect(guard("Bearer eyJhbGciOiJub25lIn0.e30.")).toEqual({ passed: false, status: 403 });
    expect(guard("Bearer owner ")).toEqual({ passed: false, status: 403 });
    expect(guard("bearer owner")).toEqual({ passed: false, status: 403 });
  });
});
