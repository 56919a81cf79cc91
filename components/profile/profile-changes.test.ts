import { profileChanges } from "@/components/profile/profile-changes";

const saved = { username: "ada", timeZone: "Europe/Berlin", profilePicture: null };

it("sends nothing when nothing changed (spaces around the name do not count)", () => {
  expect(profileChanges(saved, { ...saved, username: " ada " })).toEqual({});
});

it("sends only the changed fields", () => {
  expect(profileChanges(saved, { ...saved, username: "Ada" })).toEqual({ username: "Ada" });
  expect(profileChanges(saved, { ...saved, timeZone: "Asia/Tokyo" })).toEqual({ timeZone: "Asia/Tokyo" });
  expect(profileChanges(saved, { ...saved, profilePicture: "data:image/jpeg;base64,AAAA" })).toEqual({ profilePicture: "data:image/jpeg;base64,AAAA" });
  expect(profileChanges({ ...saved, profilePicture: "data:x" }, { ...saved, profilePicture: null })).toEqual({ profilePicture: null });
});
