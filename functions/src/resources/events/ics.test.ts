import { describe, expect, it } from "vitest";
import { call, useTestApi } from "../../../test/support/api.js";
import { collectionRequests, dataOf, organization } from "../../../test/support/directory.js";
import { eventsCalendar } from "./ics.js";
import type { CalendarFeed, Event } from "./schemas.js";

const db = useTestApi();
const events = collectionRequests<Event>(db, "events");

const CRLF = Buffer.from("\r\n");

/**
 * The content lines of an iCalendar body as RFC 5545 section 3.1 wants them: every line, the
 * last one too, ends with CRLF; no CR or LF stands anywhere else; no line is longer than 75
 * octets; each line is whole UTF-8 (a fold never cuts a character).
 */
function contentLines(bytes: Buffer): Buffer[] {
  expect(bytes.subarray(-2).equals(CRLF), "the body ends with CRLF").toBe(true);
  const lines: Buffer[] = [];
  let start = 0;
  for (let end = bytes.indexOf(CRLF, start); end !== -1; end = bytes.indexOf(CRLF, start)) {
    lines.push(bytes.subarray(start, end));
    start = end + CRLF.length;
  }
  expect(start, "nothing after the last CRLF").toBe(bytes.length);
  for (const line of lines) {
    expect(line.includes(0x0d) || line.includes(0x0a), `a bare CR or LF in ${line}`).toBe(false);
    expect(line.length, `${line}`).toBeLessThanOrEqual(75);
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(line)).not.toThrow();
  }
  return lines;
}

/** The lines unfolded: a line starting with a space continues the one before. */
const unfolded = (lines: Buffer[]): string[] =>
  lines
    .map((line) => line.toString("utf8"))
    .reduce<string[]>((whole, line) => {
      if (line.startsWith(" ") && whole.length > 0) whole[whole.length - 1] += line.slice(1);
      else whole.push(line);
      return whole;
    }, []);

const longTitle = `Annual meeting ${"é".repeat(40)} 😀 ${"budget ".repeat(12)}`.trim();

/** What the calendar reads of an event. */
const event = (fields: Partial<Event> = {}): Event =>
  ({
    id: "e1",
    title: "Pool party",
    type: "Social Gathering",
    location: "Pool",
    description: "",
    status: "scheduled",
    startsAt: "2026-12-06T02:30:00.000Z",
    version: 1,
    ...fields,
  }) as Event;

describe("the iCalendar body", () => {
  it("ends every line with CRLF, the last one too, with folded lines of at most 75 octets", () => {
    const body = eventsCalendar(
      "org1",
      "Maple Grove HOA",
      [
        event({ title: longTitle, description: "Line one\nLine two, ünïcödé ".repeat(6) }),
        event({ id: "e2", status: "cancelled" }),
      ],
      new Date("2026-11-22T12:00:00.000Z"),
    );
    const lines = contentLines(Buffer.from(body, "utf8"));
    expect(lines.some((line) => line.length > 70)).toBe(true);
    const whole = unfolded(lines);
    expect(whole[0]).toBe("BEGIN:VCALENDAR");
    expect(whole.at(-1)).toBe("END:VCALENDAR");
    expect(whole).toContain(`SUMMARY:${longTitle}`);
    expect(whole).toContain("STATUS:CANCELLED");
  });

  it("ends with CRLF with no event at all", () => {
    const body = eventsCalendar("org1", "Empty HOA", [], new Date("2026-11-22T12:00:00.000Z"));
    expect(unfolded(contentLines(Buffer.from(body, "utf8"))).at(-1)).toBe("END:VCALENDAR");
  });

  it("is served that way: one event's download and the calendar feed, byte for byte", async () => {
    const org = await organization(db, "Feed HOA");
    const added = dataOf<Event>(
      await events.create(org, {
        title: longTitle,
        type: "Community Meeting",
        location: "Clubhouse",
        date: "2026-12-05",
        time: "18:30",
        maxAttendees: "",
        description: "Budget and elections.",
      }),
    );
    const feed = dataOf<CalendarFeed>(
      await call(db.api, `/api/orgs/${org.id}/events/feed`, { method: "POST", token: org.token }),
    );
    for (const [path, token] of [
      [`/api/orgs/${org.id}/events/${added.id}/ics`, org.token],
      [new URL(feed.url!).pathname, undefined],
    ] as const) {
      const response = await db.api.request(path, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(response.status, path).toBe(200);
      const lines = contentLines(Buffer.from(await response.arrayBuffer()));
      expect(unfolded(lines)).toContain(`SUMMARY:${longTitle}`);
    }
  });
});
