import { describe, expect, it } from "vitest";
import { checkSchema } from "./schema.js";
import {
  declineNominationSchema,
  nominationMessages,
  nominationRequestSchema,
  nominationsClosedMessage,
  nominationsOpenAt,
  nominationsStillOpenMessage,
  nomineeKey,
  sameNominee,
} from "./nominations.js";

describe("a nomination's request", () => {
  it("takes a name of 1 to 100 characters and a statement of up to 1,000, trimmed", () => {
    expect(
      checkSchema(nominationRequestSchema, {
        name: "  Ana Ruiz ",
        statement: " Ten years on the board. ",
      }),
    ).toEqual({
      ok: true,
      value: { name: "Ana Ruiz", statement: "Ten years on the board." },
    });
    expect(checkSchema(nominationRequestSchema, { name: "Ana" })).toEqual({
      ok: true,
      value: { name: "Ana", statement: "" },
    });
    expect(
      checkSchema(nominationRequestSchema, { name: "é".repeat(100), statement: "😀".repeat(1_000) })
        .ok,
    ).toBe(true);
  });

  it("refuses a blank or too long name and a too long statement, naming the field", () => {
    const refused = checkSchema(nominationRequestSchema, {
      name: " ",
      statement: "x".repeat(1_001),
    });
    expect(refused).toMatchObject({
      ok: false,
      fields: {
        name: nominationMessages.nameRequired,
        statement: nominationMessages.statementTooLong,
      },
    });
    expect(checkSchema(nominationRequestSchema, { name: "x".repeat(101) })).toMatchObject({
      ok: false,
      fields: { name: nominationMessages.nameTooLong },
    });
    expect(checkSchema(nominationRequestSchema, { name: 7 })).toMatchObject({
      ok: false,
      fields: { name: nominationMessages.nameRequired },
    });
  });

  it("declines with a reason of up to 500 characters, or none", () => {
    expect(checkSchema(declineNominationSchema, {})).toEqual({ ok: true, value: { reason: "" } });
    expect(checkSchema(declineNominationSchema, { reason: "x".repeat(501) })).toMatchObject({
      ok: false,
      fields: { reason: nominationMessages.reasonTooLong },
    });
  });
});

describe("nominees", () => {
  it("are the same person whatever the case, accents and spaces", () => {
    expect(nomineeKey("  Élise   MARTIN ")).toBe("elise martin");
    expect(sameNominee("elise martin", ["Ben", "Élise Martin"])).toBe(true);
    expect(sameNominee("Elise Martins", ["Élise Martin"])).toBe(false);
  });
});

describe("the nomination window", () => {
  const deadline = new Date("2026-12-23T18:00:00.000Z");

  it("is open until the deadline, not at it", () => {
    expect(nominationsOpenAt(deadline, new Date("2026-12-23T17:59:59.999Z"))).toBe(true);
    expect(nominationsOpenAt(deadline, deadline)).toBe(false);
  });

  it("names the deadline in the organization's zone", () => {
    expect(nominationsClosedMessage(deadline, "America/Los_Angeles")).toBe(
      "Nominations closed on Wednesday, December 23, 2026 at 10:00: no nomination is taken after the nomination deadline",
    );
    expect(nominationsStillOpenMessage(deadline, "America/New_York")).toBe(
      "Nominations are open until Wednesday, December 23, 2026 at 13:00: the ballots go out after the nomination deadline",
    );
  });
});
