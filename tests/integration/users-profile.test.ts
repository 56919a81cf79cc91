// PATCH /api/users/profile: only the fields sent change; the username, picture and time zone rules.
import { PATCH } from "@/app/api/users/profile/route";
import { LIMITS } from "@/lib/constants";
import { AUTH_MESSAGES } from "@/lib/schemas/auth";
import { USER_MESSAGES } from "@/lib/schemas/user";
import { call, createMember } from "@/tests/support/api";
import { HTML_LOOKING, itRejectsBadBodies, login, SQL_LOOKING } from "./auth-helpers";

const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await createMember({ username: "profiled", password: "password123", timeZone: "Europe/Berlin" }));
});

const patch = (body: unknown, as = cookie) => call(PATCH, { method: "PATCH", cookie: as, body });

async function expect400(body: Record<string, unknown>, message: string) {
  const res = await patch(body);
  expect(res.status).toBe(400);
  expect(res.json).toMatchObject({ code: "bad_request", message });
}

it("changes only the fields sent and answers the updated user", async () => {
  const res = await patch({ profilePicture: PNG });
  expect(res.status).toBe(200);
  expect(res.json).toMatchObject({ username: "profiled", profilePicture: PNG, timeZone: "Europe/Berlin" });
  const zone = await patch({ timeZone: "Australia/Sydney" });
  expect(zone.json).toMatchObject({ username: "profiled", profilePicture: PNG, timeZone: "Australia/Sydney" });
  expect((await patch({})).json).toMatchObject({ username: "profiled", profilePicture: PNG });
});

it("removes the picture with an empty string or null", async () => {
  for (const empty of ["", null]) {
    await patch({ profilePicture: PNG });
    expect((await patch({ profilePicture: empty })).json.profilePicture).toBeNull();
  }
});

it("accepts jpeg, png and webp data URLs up to the size limit", async () => {
  for (const type of ["jpeg", "png", "webp"]) {
    expect((await patch({ profilePicture: `data:image/${type};base64,AAAA` })).status).toBe(200);
  }
  const prefix = "data:image/jpeg;base64,";
  const largest = prefix + "A".repeat(LIMITS.profilePictureBytes - prefix.length);
  expect((await patch({ profilePicture: largest })).json.profilePicture).toHaveLength(LIMITS.profilePictureBytes);
  await expect400({ profilePicture: `${largest}A` }, USER_MESSAGES.pictureTooLarge);
});

it("refuses anything else as a picture", async () => {
  for (const profilePicture of [
    "https://example.com/me.png",
    "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=",
    "data:text/html;base64,PHNjcmlwdD4=",
    `data:image/png;base64,${HTML_LOOKING}`,
    "data:image/png;base64,",
    "javascript:alert(1)",
  ]) {
    await expect400({ profilePicture }, USER_MESSAGES.pictureFormat);
  }
  await expect400({ profilePicture: 42 }, USER_MESSAGES.pictureFormat);
});

it("renames with the registration rules, and the new name signs in", async () => {
  const { cookie: own } = await createMember({ username: "renamer", password: "password123" });
  const res = await patch({ username: "  Renamed.Member " }, own);
  expect(res.json.username).toBe("Renamed.Member");
  expect((await login({ username: "renamed.member", password: "password123" })).status).toBe(200);
  expect((await login({ username: "renamer", password: "password123" })).status).toBe(401);
  for (const username of ["ab", "z".repeat(33), "with space", SQL_LOOKING, HTML_LOOKING, 7]) {
    await expect400({ username }, AUTH_MESSAGES.usernameFormat);
  }
});

it("refuses a name taken in any case with 409, but allows re-casing one's own", async () => {
  await createMember({ username: "Taken_Name" });
  for (const username of ["taken_name", "TAKEN_NAME"]) {
    const res = await patch({ username });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ message: AUTH_MESSAGES.usernameTaken, code: "conflict" });
  }
  expect((await patch({ username: "PROFILED" })).json.username).toBe("PROFILED");
  expect((await patch({ username: "profiled" })).json.username).toBe("profiled");
});

it("requires a valid IANA time zone", async () => {
  for (const timeZone of ["Mars/Base", "", SQL_LOOKING, 3]) await expect400({ timeZone }, USER_MESSAGES.timeZoneInvalid);
});

it("answers 401 without a session", async () => {
  const res = await call(PATCH, { method: "PATCH", body: { timeZone: "UTC" } });
  expect(res.status).toBe(401);
});

itRejectsBadBodies(PATCH, { method: "PATCH", validBody: { timeZone: "UTC" }, cookie: () => cookie });
