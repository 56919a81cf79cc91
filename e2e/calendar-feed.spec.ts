// Profile > Calendar feed (docs/product/calendar-feed.md): make the private address, subscribe to it
// as a calendar app would (fetch the URL shown), see the SMART goal's deadline; revoke it, and the
// old address is a 404 while the new one serves the calendar.
import { expect, test } from "./support/fixtures";
import { freshMember, sql } from "./support/members";

test("subscribe to the calendar feed, then revoke it", async ({ page, baseURL }) => {
  const username = await freshMember(page, baseURL!, "ics");
  await sql(`UPDATE "User" SET "timeZone" = 'UTC' WHERE "usernameKey" = lower($1)`, [username]);
  await sql(
    `INSERT INTO "Goal" ("userId", type, slot, title, deadline) SELECT id, 'smart1', 'smart1', 'Finish the thesis', '2026-12-24 23:59:59.999' FROM "User" WHERE "usernameKey" = lower($1)`,
    [username],
  );
  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Calendar feed" });
  await card.getByRole("button", { name: "Make my calendar address" }).click();
  const field = card.getByLabel("Your private calendar address");
  await expect(field).toHaveValue(/\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = await field.inputValue();

  // The calendar app: no cookies, just the address.
  const feed = await page.request.get(first, { headers: { Cookie: "" } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const ics = await feed.text();
  expect(ics).toContain("BEGIN:VCALENDAR");
  expect(ics).toContain("SUMMARY:SMART goal due: Finish the thesis");
  expect(ics).toContain("DTSTART;VALUE=DATE:20261224");

  await card.getByRole("button", { name: "Revoke and make a new address" }).click();
  await expect(field).not.toHaveValue(first);
  const second = await field.inputValue();
  expect((await page.request.get(first)).status()).toBe(404);
  expect((await page.request.get(second)).status()).toBe(200);
});
