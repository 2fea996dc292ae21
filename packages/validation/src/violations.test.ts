import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  appealRequestSchema,
  decisionRequestSchema,
  violationMessages as m,
  violationReplyRequestSchema,
} from "./violations.js";

describe("decisionRequestSchema", () => {
  it("takes a continuing violation's days as a number or a form's text, 1 when left out", () => {
    expect(v.parse(decisionRequestSchema, { decision: "fine", fine: "25" }).continuingDays).toBe(1);
    expect(
      v.parse(decisionRequestSchema, { decision: "fine", fine: "25", continuingDays: " 10 " })
        .continuingDays,
    ).toBe(10);
  });

  it.each([0, 366, 2.5, "", "ten", null])("refuses %j days", (continuingDays) => {
    const result = v.safeParse(decisionRequestSchema, {
      decision: "fine",
      fine: "25",
      continuingDays,
    });
    expect(result.issues?.[0]?.message).toBe(m.continuingDaysInvalid);
  });

  it("asks for the fine and the suspension where the decision needs them", () => {
    expect(v.safeParse(decisionRequestSchema, { decision: "fine" }).issues?.[0]?.message).toBe(
      m.fineRequired,
    );
    expect(
      v.safeParse(decisionRequestSchema, { decision: "suspension" }).issues?.[0]?.message,
    ).toBe(m.suspensionRequired);
  });
});

describe("appealRequestSchema", () => {
  it("takes upheld or reversed with a note", () => {
    expect(v.parse(appealRequestSchema, { result: "reversed", note: " A guest's car. " })).toEqual({
      result: "reversed",
      note: "A guest's car.",
    });
  });

  it.each(["", "reduced", null])("refuses a result of %j", (result) => {
    expect(v.safeParse(appealRequestSchema, { result }).issues?.[0]?.message).toBe(
      m.appealResultInvalid,
    );
  });
});

describe("violationReplyRequestSchema", () => {
  it("lets a resident ask for internal dispute resolution", () => {
    expect(
      v.parse(violationReplyRequestSchema, { kind: "appealRequest", message: "Please review." }),
    ).toEqual({ kind: "appealRequest", message: "Please review." });
  });
});
