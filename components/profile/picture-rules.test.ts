import { isImageFile, picturePasses } from "@/components/profile/picture-rules";

const MB = 1024 * 1024;

it("uses 300 px at 0.7 on a computer, whatever the file size", () => {
  expect(picturePasses(false, 100_000)).toEqual([{ maxSide: 300, quality: 0.7 }]);
  expect(picturePasses(false, 10 * MB)).toEqual([{ maxSide: 300, quality: 0.7 }]);
});

it("uses 200 px at 0.5 on a phone, and a second pass at 75 % and 0.4 above 3 MB", () => {
  expect(picturePasses(true, 3 * MB)).toEqual([{ maxSide: 200, quality: 0.5 }]);
  expect(picturePasses(true, 3 * MB + 1)).toEqual([
    { maxSide: 200, quality: 0.5 },
    { maxSide: 150, quality: 0.4 },
  ]);
});

it("takes images only", () => {
  expect(isImageFile({ type: "image/jpeg", name: "me.jpg" })).toBe(true);
  expect(isImageFile({ type: "image/heic", name: "me.heic" })).toBe(true);
  expect(isImageFile({ type: "", name: "me.HEIC" })).toBe(true);
  expect(isImageFile({ type: "application/pdf", name: "cv.pdf" })).toBe(false);
  expect(isImageFile({ type: "", name: "notes.txt" })).toBe(false);
});
