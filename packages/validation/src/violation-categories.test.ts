import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  cureDaysLabel,
  violationCategoryDraftSchema,
  violationCategoryMessages as m,
} from "./violation-categories.js";

const draft = { name: "Parking", cureDays: 7, fine: "50" };

describe("violationCategoryDraftSchema", () => {
  it("takes the cure period as a number or as a form's text, and the fine as an amount", () => {
    expect(v.parse(violationCategoryDraftSchema, draft)).toEqual({
      name: "Parking",
      rule: "",
      description: "",
      cureDays: 7,
      fine: "50.00",
    });
    expect(v.parse(violationCategoryDraftSchema, { ...draft, cureDays: " 14 " }).cureDays).toBe(14);
    expect(v.parse(violationCategoryDraftSchema, { ...draft, fine: "0" }).fine).toBe("0.00");
  });

  it.each([2.5, -1, 366, "", "seven", "1e2", null])("refuses a cure period of %j", (cureDays) => {
    const result = v.safeParse(violationCategoryDraftSchema, { ...draft, cureDays });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(m.cureDaysInvalid);
  });

  it.each(["-5", "1.005", "$50", "", "abc"])("refuses a fine of %j", (fine) => {
    const result = v.safeParse(violationCategoryDraftSchema, { ...draft, fine });
    expect(result.issues?.[0]?.message).toBe(m.fineInvalid);
  });
});

describe("cureDaysLabel", () => {
  it("says none, one day or the days", () => {
    expect([0, 1, 30].map(cureDaysLabel)).toEqual(["None", "1 day", "30 days"]);
  });
});
