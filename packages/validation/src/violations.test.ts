import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  VIOLATION_PHOTOS_MAX,
  VIOLATION_PHOTO_ACCEPT,
  VIOLATION_PHOTO_MAX_BYTES,
  appealRequestSchema,
  checkViolationPhotos,
  decisionRequestSchema,
  violationMessages as m,
  violationPhotoProblem,
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

const photo = (name: string, type: string, size = 1_000) => ({ name, type, size });

describe("violationPhotoProblem", () => {
  it("takes a JPG, PNG or WebP of at most 10 MB", () => {
    expect(violationPhotoProblem(photo("fence.jpg", "image/jpeg"))).toBeNull();
    expect(violationPhotoProblem(photo("fence.png", "image/png"))).toBeNull();
    expect(violationPhotoProblem(photo("fence.webp", "image/webp"))).toBeNull();
    expect(
      violationPhotoProblem(photo("fence.jpg", "image/jpeg", VIOLATION_PHOTO_MAX_BYTES)),
    ).toBeNull();
  });

  it("refuses another type, by its type or, when the browser gives none, by its extension", () => {
    expect(violationPhotoProblem(photo("fence.gif", "image/gif"))).toBe(m.photoType);
    expect(violationPhotoProblem(photo("IMG_0001.HEIC", "image/heic"))).toBe(m.photoType);
    expect(violationPhotoProblem(photo("notes.pdf", "application/pdf"))).toBe(m.photoType);
    expect(violationPhotoProblem(photo("fence.gif", ""))).toBe(m.photoType);
    expect(violationPhotoProblem(photo("fence", ""))).toBe(m.photoType);
    expect(violationPhotoProblem(photo("FENCE.JPEG", ""))).toBeNull();
  });

  it("refuses a photo over 10 MB, and an empty one", () => {
    expect(
      violationPhotoProblem(photo("big.jpg", "image/jpeg", VIOLATION_PHOTO_MAX_BYTES + 1)),
    ).toBe(m.photoTooLarge);
    expect(violationPhotoProblem(photo("empty.png", "image/png", 0))).toBe(m.photoEmpty);
  });

  it("says its type before its size", () => {
    expect(
      violationPhotoProblem(photo("big.gif", "image/gif", VIOLATION_PHOTO_MAX_BYTES + 1)),
    ).toBe(m.photoType);
  });
});

describe("checkViolationPhotos", () => {
  it("keeps the files that can be sent in order, and gives each refused one its reason", () => {
    const files = [
      photo("a.jpg", "image/jpeg"),
      photo("b.gif", "image/gif"),
      photo("c.png", "image/png", VIOLATION_PHOTO_MAX_BYTES + 1),
      photo("d.webp", "image/webp"),
    ];
    expect(checkViolationPhotos(files, 0)).toEqual({
      accepted: [files[0], files[3]],
      refused: [
        { file: files[1], message: m.photoType },
        { file: files[2], message: m.photoTooLarge },
      ],
    });
  });

  it("refuses what the violation has no room for", () => {
    const files = [photo("a.jpg", "image/jpeg"), photo("b.jpg", "image/jpeg")];
    expect(checkViolationPhotos(files, VIOLATION_PHOTOS_MAX - 1)).toEqual({
      accepted: [files[0]],
      refused: [{ file: files[1], message: m.tooManyPhotos }],
    });
    expect(checkViolationPhotos(files, VIOLATION_PHOTOS_MAX).accepted).toEqual([]);
  });
});

describe("VIOLATION_PHOTO_ACCEPT", () => {
  it("names the types and their extensions", () => {
    expect(VIOLATION_PHOTO_ACCEPT).toBe("image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp");
  });
});
