// docs/decisions.md "The users list is a page" through the real UI: the Users tab shows one page at a time, newest first, with the
// server's count, turns pages with the cursor and searches on the server (username in any case or
// an exact id); the Multiple Users recipient picker searches as the admin types (one request
// after the pause, not one per key) and keeps chosen members. Screens at 1280 and 375, light and
// dark, checked with axe.
import type { Page, Request } from "@playwright/test";
import { apiRegister, expect, test } from "./support/fixtures";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { SCREENS, showScreen, screenshotPath } from "./support/screenshots";

test.use({ role: "admin" });

const rows = (page: Page) => page.getByTestId("user-row");
const userReads = (page: Page) => {
  const seen: URL[] = [];
  page.on("request", (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname === "/api/admin/users") seen.push(url);
  });
  return seen;
};

test("the Users tab pages newest first with the server's count and searches on the server", async ({ page, baseURL, playwright }) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL });
  const admin = await (await page.request.get("/api/admin/users?limit=1")).json();
  // More accounts than one page holds (50), the newest of them ours.
  for (let i = admin.total; i < 52; i++) await apiRegister(request, baseURL!, "pg");
  const newest = await apiRegister(request, baseURL!, "PgNewest");
  await request.dispose();
  const first = await (await page.request.get(`/api/admin/users?q=${newest.username}`)).json();
  const member = first.users[0] as { id: number; username: string };

  const reads = userReads(page);
  await page.goto("/admin");
  await expect(rows(page)).toHaveCount(50);
  await expect(rows(page).first()).toHaveAttribute("data-username", newest.username);
  const total = (await (await page.request.get("/api/admin/users?limit=1")).json()).total;
  await expect(page.getByText(`${total.toLocaleString("en-US")} users in all`)).toBeVisible();
  const pageOne = await rows(page).evaluateAll((r) => r.map((x) => x.getAttribute("data-username")));

  await page.getByRole("navigation", { name: "All Users pages" }).getByRole("button", { name: /Next/ }).click();
  await expect(page.getByText("Page 2")).toBeVisible();
  await expect(rows(page).first()).not.toHaveAttribute("data-username", pageOne[0]!);
  const pageTwo = await rows(page).evaluateAll((r) => r.map((x) => x.getAttribute("data-username")));
  expect(pageTwo.filter((name) => pageOne.includes(name))).toEqual([]);
  expect(reads.at(-1)!.searchParams.get("cursor")).toMatch(/^\d+$/);
  await page.getByRole("navigation", { name: "All Users pages" }).getByRole("button", { name: /Previous/ }).click();
  await expect(rows(page).first()).toHaveAttribute("data-username", newest.username);

  // Typed in another case, key by key: one search request after the pause, from page 1.
  const before = reads.length;
  await page.getByPlaceholder("Search users...").pressSequentially(newest.username.toUpperCase(), { delay: 30 });
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toHaveAttribute("data-username", newest.username);
  const searches = reads.slice(before).filter((u) => u.searchParams.get("q"));
  expect(searches.map((u) => u.searchParams.get("q"))).toEqual([newest.username.toUpperCase()]);
  await page.getByPlaceholder("Search users...").fill(String(member.id));
  await expect(rows(page).filter({ hasText: newest.username })).toHaveCount(1);
  await page.getByPlaceholder("Search users...").fill("no-such-member-anywhere");
  await expect(page.getByText("No users found")).toBeVisible();
});

test("the Multiple Users picker searches as the admin types and keeps chosen members", async ({ page, baseURL, playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  const [x, y] = [await apiRegister(request, baseURL!, "pick"), await apiRegister(request, baseURL!, "pick")];
  await request.dispose();
  const reads = userReads(page);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Notifications" }).click();
  const card = page.locator("form");
  await card.getByLabel("Multiple Users").check();
  const list = card.getByRole("list", { name: "Recipients list" });
  await expect(list.getByRole("listitem").first()).toBeVisible();
  expect(await list.getByRole("listitem").count()).toBeLessThanOrEqual(20);

  const before = reads.length;
  await card.getByLabel("Search recipients").pressSequentially(x.username, { delay: 30 });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  expect(reads.slice(before).map((u) => u.searchParams.get("q"))).toEqual([x.username]);
  await card.getByLabel(x.username, { exact: true }).check();
  await card.getByLabel("Search recipients").fill(y.username);
  await card.getByLabel(y.username, { exact: true }).check();
  await expect(card.getByLabel(x.username, { exact: true })).toBeChecked();
  await expect(card.getByText("2 users selected")).toBeVisible();
  await page.screenshot({ path: screenshotPath("admin-users-picker-desktop") });
});

for (const screen of SCREENS) {
  test(`the Users tab at ${screen.name}: screenshot and axe`, async ({ page }) => {
    await showScreen(page, screen);
    await page.goto("/admin");
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: "All Users pages" })).toBeVisible();
    await page.screenshot({ path: screenshotPath(`admin-users-${screen.name}`), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
}
