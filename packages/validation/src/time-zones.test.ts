import { describe, expect, it } from "vitest";
import {
  DEFAULT_TIME_ZONE,
  TIME_ZONES,
  checkSchema,
  instantIn,
  localDateIn,
  localDateTimeIn,
  timeZoneLabel,
  timeZoneOf,
  timeZoneShortName,
  updateOrganizationRequestSchema,
} from "./index.js";

const TIME_ZONE_INVALID = "Time zone must be a location's IANA time zone, such as America/Phoenix";

describe("TIME_ZONES", () => {
  it("offers the specification's four first, under their names, then every other zone by name", () => {
    expect(TIME_ZONES.slice(0, 4).map(timeZoneLabel)).toEqual([
      "Pacific Time (PT)",
      "Mountain Time (MT)",
      "Central Time (CT)",
      "Eastern Time (ET)",
    ]);
    const rest = TIME_ZONES.slice(4);
    expect(rest).toEqual([...rest].sort());
    expect(new Set(TIME_ZONES).size).toBe(TIME_ZONES.length);
    expect(TIME_ZONES.length).toBeGreaterThan(400);
    expect(rest).toEqual(
      expect.arrayContaining(["America/Phoenix", "Pacific/Honolulu", "America/Anchorage"]),
    );
    expect(rest).not.toContain("America/New_York");
  });

  it("names only zones this runtime's Intl computes times in", () => {
    const unknown = TIME_ZONES.filter((zone) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: zone });
        return false;
      } catch {
        return true;
      }
    });
    expect(unknown).toEqual([]);
  });
});

describe("the time zone of an organization update", () => {
  it.each(["America/Phoenix", "Pacific/Honolulu", "America/Anchorage", "Europe/Kyiv"])(
    "accepts %s",
    (timeZone) => {
      expect(checkSchema(updateOrganizationRequestSchema, { timeZone })).toEqual({
        ok: true,
        value: { timeZone },
      });
    },
  );

  it("still accepts the old codes, which older consoles send", () => {
    expect(checkSchema(updateOrganizationRequestSchema, { timeZone: "ET" })).toMatchObject({
      ok: true,
    });
  });

  it.each([["Mars/Olympus"], ["america/phoenix"], ["UTC"], ["+05:00"], [""], [7], [null]])(
    "refuses %j with the field's message",
    (timeZone) => {
      expect(checkSchema(updateOrganizationRequestSchema, { timeZone })).toEqual({
        ok: false,
        error: TIME_ZONE_INVALID,
        fields: { timeZone: TIME_ZONE_INVALID },
      });
    },
  );
});

describe("timeZoneOf", () => {
  it.each([
    ["PT", "America/Los_Angeles"],
    ["MT", "America/Denver"],
    ["CT", "America/Chicago"],
    ["ET", "America/New_York"],
  ])("reads the stored code %s as %s", (stored, zone) => {
    expect(timeZoneOf(stored)).toBe(zone);
  });

  it("reads a zone as itself, even an alias the list does not offer", () => {
    expect(timeZoneOf("America/Phoenix")).toBe("America/Phoenix");
    expect(timeZoneOf("US/Hawaii")).toBe("US/Hawaii");
  });

  it.each([[undefined], [null], [5], ["Mars/Olympus"], ["+05:00"], ["toString"]])(
    "reads %j as the default, Pacific Time",
    (stored) => {
      expect(timeZoneOf(stored)).toBe(DEFAULT_TIME_ZONE);
      expect(DEFAULT_TIME_ZONE).toBe("America/Los_Angeles");
    },
  );
});

describe("names of zones", () => {
  const winter = new Date("2026-01-15T20:00:00Z");
  const summer = new Date("2026-07-15T20:00:00Z");

  it("labels a zone beyond the four by its IANA name", () => {
    expect(timeZoneLabel("America/New_York")).toBe("Eastern Time (ET)");
    expect(timeZoneLabel("America/Phoenix")).toBe("America/Phoenix");
  });

  it("gives the short name in force: the product's codes for the four, Intl's for the rest", () => {
    expect(timeZoneShortName("America/Denver", summer)).toBe("MT");
    expect(timeZoneShortName("America/Phoenix", winter)).toBe("MST");
    expect(timeZoneShortName("America/Phoenix", summer)).toBe("MST");
    expect(timeZoneShortName("Pacific/Honolulu", summer)).toBe("HST");
    expect(timeZoneShortName("America/Anchorage", winter)).toBe("AKST");
    expect(timeZoneShortName("America/Anchorage", summer)).toBe("AKDT");
  });
});

describe("local times in zones without daylight saving and across a change night", () => {
  it.each([
    // Arizona keeps standard time all year: midnight is 07:00 UTC in March and in November.
    ["America/Phoenix", "2026-03-08", "2026-03-08T07:00:00.000Z"],
    ["America/Phoenix", "2026-03-09", "2026-03-09T07:00:00.000Z"],
    ["America/Phoenix", "2026-11-01", "2026-11-01T07:00:00.000Z"],
    ["America/Phoenix", "2026-11-02", "2026-11-02T07:00:00.000Z"],
    ["Pacific/Honolulu", "2026-03-08", "2026-03-08T10:00:00.000Z"],
    ["Pacific/Honolulu", "2026-11-02", "2026-11-02T10:00:00.000Z"],
    // Alaska moves its clocks the same nights as the rest of the United States.
    ["America/Anchorage", "2026-03-08", "2026-03-08T09:00:00.000Z"],
    ["America/Anchorage", "2026-03-09", "2026-03-09T08:00:00.000Z"],
    ["America/Anchorage", "2026-11-01", "2026-11-01T08:00:00.000Z"],
    ["America/Anchorage", "2026-11-02", "2026-11-02T09:00:00.000Z"],
  ])("midnight in %s starting %s is %s", (zone, date, iso) => {
    expect(instantIn(date, "00:00", zone).toISOString()).toBe(iso);
    expect(localDateTimeIn(new Date(iso), zone)).toEqual({ date, time: "00:00" });
  });

  it("reads the skipped and the repeated hour of New York's change nights", () => {
    // March 8, 2026: 02:00 becomes 03:00, so 02:30 does not happen and reads as 03:30 EDT.
    expect(instantIn("2026-03-08", "02:30", "America/New_York").toISOString()).toBe(
      "2026-03-08T07:30:00.000Z",
    );
    expect(instantIn("2026-03-08", "03:00", "America/New_York").toISOString()).toBe(
      "2026-03-08T07:00:00.000Z",
    );
    // November 1, 2026: 01:30 happens twice; the first (EDT) is meant.
    expect(instantIn("2026-11-01", "01:30", "America/New_York").toISOString()).toBe(
      "2026-11-01T05:30:00.000Z",
    );
    expect(localDateTimeIn(new Date("2026-11-01T06:30:00Z"), "America/New_York")).toEqual({
      date: "2026-11-01",
      time: "01:30",
    });
  });

  it("reads the day an instant falls on in Honolulu, already tomorrow in New York", () => {
    const instant = new Date("2026-12-01T05:30:00Z");
    expect(localDateIn(instant, "Pacific/Honolulu")).toBe("2026-11-30");
    expect(localDateIn(instant, "America/New_York")).toBe("2026-12-01");
  });
});
