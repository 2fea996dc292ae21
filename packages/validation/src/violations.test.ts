import { describe, expect, it } from "vitest";
import {
  VIOLATION_PHOTOS_MAX,
  VIOLATION_PHOTO_ACCEPT,
  VIOLATION_PHOTO_MAX_BYTES,
  checkViolationPhotos,
  violationMessages as m,
  violationPhotoProblem,
} from "./violations.js";

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
