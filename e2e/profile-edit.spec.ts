// docs/decisions.md "Profile, calendar, stats and export", /profile: edit the username and time zone ('No Changes' when nothing changed, only
// changed fields sent), upload a real JPEG whose EXIF says "rotated" (stored upright, at most
// 300 px), refuse a file that is not an image, the Achievements tab.
import path from "node:path";
import { expect, test } from "./support/fixtures";
import { freshMember } from "./support/members";
import { expectToast } from "./support/ui";

const PHOTO = path.resolve("e2e", "fixtures", "photo-exif-rotated.jpg");

test("edit username and time zone, upload a picture", async ({ page, baseURL }) => {
  const username = await freshMember(page, baseURL!, "prof");
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "User Profile" })).toBeVisible();
  for (const tab of ["Profile Information", "Security", "Achievements"]) await expect(page.getByRole("tab", { name: tab })).toBeVisible();
  await expect(page.getByText(/^Member since /)).toBeVisible();
  await expect(page.getByText("Current Streak")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Preferences" })).toBeVisible();

  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "No Changes", "No changes were made to your profile.");

  // Username and time zone: only the changed fields go to the server.
  const renamed = `${username}_x`.slice(0, 32);
  await page.getByLabel("Username").fill(renamed);
  await page.getByLabel("Time zone").fill("Pacific/Auckland");
  const sent = page.waitForRequest((r) => r.url().includes("/api/users/profile") && r.method() === "PATCH");
  await page.getByRole("button", { name: "Save Changes" }).click();
  expect((await sent).postDataJSON()).toEqual({ username: renamed, timeZone: "Pacific/Auckland" });
  await expectToast(page, "Profile Updated", "Your profile information has been updated successfully.");
  await expect(page.getByTestId("profile-username")).toHaveText(renamed);

  // A picture: resized in the browser, EXIF orientation respected.
  await page.getByTestId("profile-picture-upload").setInputFiles(PHOTO);
  await expect(page.getByRole("button", { name: "Remove picture" })).toBeVisible();
  const picture = page.waitForRequest((r) => r.url().includes("/api/users/profile") && r.method() === "PATCH");
  await page.getByRole("button", { name: "Save Changes" }).click();
  expect(Object.keys((await picture).postDataJSON())).toEqual(["profilePicture"]);
  await expectToast(page, "Profile Updated");
  const user = await (await page.request.get("/api/user")).json();
  expect(user.profilePicture).toMatch(/^data:image\/jpeg;base64,/);
  const size = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  }, user.profilePicture as string);
  // 1200x800 turned upright by its EXIF orientation is 800x1200: 200x300 at most 300 px.
  expect(size).toEqual({ width: 200, height: 300 });

  // Not an image: a clear message, nothing staged.
  await page.getByTestId("profile-picture-upload").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expectToast(page, "Error", "Please choose an image file (JPEG, PNG or WebP).");

  await page.getByRole("tab", { name: "Achievements" }).click();
  await expect(page.getByRole("heading", { name: "Your Badges and Achievements" })).toBeVisible();
  await expect(page.getByText("No Badges Yet")).toBeVisible();
});

test("the profile's cards come with the page: the browser reads neither the streak nor the coach sharing", async ({ page, baseURL }) => {
  await freshMember(page, baseURL!, "profr");
  const reads: string[] = [];
  page.on("request", (r) => r.method() === "GET" && new URL(r.url()).pathname.startsWith("/api/") && reads.push(new URL(r.url()).pathname));
  // The first HTML already holds both cards' data (JavaScript off: nothing but the server's page).
  const html = await (await page.request.get("/profile")).text();
  expect(html).toContain('data-testid="fair-streak-card"');
  expect(html).toContain("Off: your coach cannot read your journal.");
  await page.goto("/profile");
  await expect(page.getByLabel("Share my journal with my coach")).toBeVisible();
  await expect(page.getByText("Off: your coach cannot read your journal.")).toBeVisible();
  await page.waitForTimeout(1500);
  expect(reads.filter((path) => path === "/api/streak" || path === "/api/user/coach-sharing")).toEqual([]);
});
