import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  ARC_DECIDED,
  arcAttachmentProblem,
  arcChangeSchema,
  arcConditionsOf,
  arcCreateSchema,
  arcMessages,
  arcSettingsSchema,
  arcVoteSchema,
  boardOutcome,
  ownArcCreateSchema,
  ARC_STATUSES,
  ARC_VOTES,
  arcDaysLeft,
  arcResponseDeadline,
  arcStatusAtDeadline,
  boardVotersFor,
  canMoveArc,
  isArcReminderDay,
  tallyArcVotes,
  type ArcVote,
} from "./architectural-review.js";

const PT = "America/Los_Angeles";

describe("an architectural review request's states", () => {
  it("goes from draft through review to a decision, and a denial may ask for reconsideration", () => {
    expect(canMoveArc("draft", "submitted")).toBe(true);
    expect(canMoveArc("submitted", "underReview")).toBe(true);
    expect(canMoveArc("underReview", "approvedWithConditions")).toBe(true);
    expect(canMoveArc("underReview", "returned")).toBe(true);
    expect(canMoveArc("returned", "submitted")).toBe(true);
    expect(canMoveArc("denied", "reconsiderationRequested")).toBe(true);
    expect(canMoveArc("reconsiderationRequested", "boardReview")).toBe(true);
    expect(canMoveArc("boardReview", "approved")).toBe(true);
  });

  it("may be withdrawn at any point before a decision, and never after one", () => {
    for (const status of ARC_STATUSES) {
      const decidedOrDone = ARC_DECIDED.includes(status) || status === "withdrawn";
      expect(canMoveArc(status, "withdrawn"), status).toBe(!decidedOrDone);
    }
  });

  it("refuses skipping review and reopening an approval", () => {
    expect(canMoveArc("draft", "approved")).toBe(false);
    expect(canMoveArc("submitted", "denied")).toBe(false);
    expect(canMoveArc("approved", "reconsiderationRequested")).toBe(false);
    expect(canMoveArc("withdrawn", "submitted")).toBe(false);
  });
});

describe("the committee's tally", () => {
  const tally = (...votes: ArcVote[]) => tallyArcVotes(votes).outcome;

  it("decides by more than half of those not abstaining", () => {
    expect(tally("approve", "approve", "deny")).toBe("approved");
    expect(tally("deny", "deny", "approve", "abstain", "abstain")).toBe("denied");
    expect(tally("return", "return", "approve")).toBe("returned");
  });

  it("counts approving with conditions on the approving side, and the decision carries conditions", () => {
    expect(tally("approve", "approveWithConditions", "deny")).toBe("approvedWithConditions");
  });

  it("calls a tie, a three-way split and all abstentions deadlocked", () => {
    expect(tally("approve", "deny")).toBe("deadlocked");
    expect(tally("approve", "deny", "return")).toBe("deadlocked");
    expect(tally("abstain", "abstain", "abstain")).toBe("deadlocked");
    expect(tally()).toBe("deadlocked");
  });

  it("counts every vote once, and never decides against a majority", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ARC_VOTES), { maxLength: 15 }), (votes) => {
        const { outcome, counts, counted } = tallyArcVotes(votes);
        expect(Object.values(counts).reduce((sum, n) => sum + n, 0)).toBe(votes.length);
        expect(counted).toBe(votes.length - counts.abstain);
        const approving = counts.approve + counts.approveWithConditions;
        if (approving * 2 > counted && counted > 0) expect(outcome).toMatch(/^approved/);
        if (outcome === "denied") expect(counts.deny * 2).toBeGreaterThan(counted);
      }),
    );
  });
});

describe("the board's vote", () => {
  it("leaves out directors who sat on the committee", () => {
    expect(boardVotersFor(["ana", "ben", "cy"], ["ben", "dee"])).toEqual(["ana", "cy"]);
  });
});

describe("the response deadline", () => {
  it("counts calendar days in the organization's zone from the day of submission", () => {
    // 23:30 on March 1 in Los Angeles is already March 2 in UTC.
    const submitted = new Date("2026-03-02T07:30:00Z");
    expect(arcResponseDeadline(submitted, 30, PT)).toBe("2026-03-31");
    expect(arcDaysLeft("2026-03-31", new Date("2026-03-24T18:00:00Z"), PT)).toBe(7);
  });

  it("reminds the reviewers 7 and 2 days before it, and not on other days", () => {
    const at = (date: string) => new Date(`${date}T18:00:00Z`);
    expect(isArcReminderDay("2026-03-31", at("2026-03-24"), PT)).toBe(true);
    expect(isArcReminderDay("2026-03-31", at("2026-03-29"), PT)).toBe(true);
    expect(isArcReminderDay("2026-03-31", at("2026-03-30"), PT)).toBe(false);
    expect(isArcReminderDay("2026-03-31", at("2026-04-01"), PT)).toBe(false);
  });

  it("does what the organization chose once it has passed", () => {
    expect(arcStatusAtDeadline("deemedApproved")).toBe("approved");
    expect(arcStatusAtDeadline("deemedDenied")).toBe("denied");
    expect(arcStatusAtDeadline("escalated")).toBe("boardReview");
  });
});

describe("the requests' schemas", () => {
  const change = {
    category: "fence",
    title: "Cedar fence",
    description: "A 6 ft cedar fence.",
    plannedStart: "2027-01-10",
    plannedEnd: "2027-01-20",
  };
  const issuesOf = (schema: v.GenericSchema, input: unknown) =>
    Object.fromEntries(
      (v.safeParse(schema, input).issues ?? []).map((issue) => [
        v.getDotPath(issue) ?? "",
        issue.message,
      ]),
    );

  it("takes a change, and says which field is wrong", () => {
    expect(v.parse(arcChangeSchema, { ...change, contractor: "  Oak & Co " })).toMatchObject({
      contractor: "Oak & Co",
    });
    expect(issuesOf(arcChangeSchema, { ...change, plannedEnd: "2027-01-09" })).toEqual({
      plannedEnd: arcMessages.plannedEndBeforeStart,
    });
    expect(issuesOf(arcChangeSchema, { ...change, title: " ", category: "pool" })).toEqual({
      title: arcMessages.titleRequired,
      category: arcMessages.categoryInvalid,
    });
    expect(issuesOf(arcCreateSchema, { ...change, propertyId: " " })).toEqual({
      propertyId: arcMessages.propertyRequired,
    });
    expect(v.parse(ownArcCreateSchema, change).propertyId).toBe("");
  });

  it("asks a denial for its reasons, an approval with conditions for them, a return for what", () => {
    expect(issuesOf(arcVoteSchema, { vote: "deny", comment: "" })).toEqual({
      comment: arcMessages.denyNeedsReason,
    });
    expect(issuesOf(arcVoteSchema, { vote: "approveWithConditions", comment: " " })).toEqual({
      comment: arcMessages.conditionsRequired,
    });
    expect(issuesOf(arcVoteSchema, { vote: "return" })).toEqual({
      comment: arcMessages.returnNeedsWhat,
    });
    expect(v.parse(arcVoteSchema, { vote: "abstain" })).toEqual({ vote: "abstain", comment: "" });
    expect(arcConditionsOf("- Natural stain\n\n2) Finished side out\n• Under 6 ft")).toEqual([
      "Natural stain",
      "Finished side out",
      "Under 6 ft",
    ]);
  });

  it("decides a board's vote: no majority to approve is a denial", () => {
    expect(boardOutcome(["approve", "deny"])).toBe("denied");
    expect(boardOutcome(["approve", "approveWithConditions", "deny"])).toBe(
      "approvedWithConditions",
    );
    expect(boardOutcome(["abstain"])).toBe("denied");
  });

  it("checks the procedure's settings and files chosen to attach", () => {
    expect(
      v.parse(arcSettingsSchema, {
        committee: ["a", "b", "a"],
        directors: ["c"],
        responseDays: 30,
        deadlineOutcome: "deemedDenied",
      }).committee,
    ).toEqual(["a", "b"]);
    expect(
      issuesOf(arcSettingsSchema, {
        committee: [],
        directors: ["c"],
        responseDays: 400,
        deadlineOutcome: "maybe",
      }),
    ).toEqual({
      committee: arcMessages.committeeRequired,
      responseDays: arcMessages.responseDaysInvalid,
      deadlineOutcome: arcMessages.deadlineOutcomeInvalid,
    });
    expect(arcAttachmentProblem({ name: "plan.pdf", type: "application/pdf", size: 10 })).toBe(
      null,
    );
    expect(arcAttachmentProblem({ name: "IMG.HEIC", type: "", size: 10 })).toBe(
      arcMessages.attachmentType,
    );
    expect(
      arcAttachmentProblem({ name: "a.jpg", type: "image/jpeg", size: 11 * 1024 * 1024 }),
    ).toBe(arcMessages.attachmentTooLarge);
  });
});
