// The job queue through the real UI (docs/decisions.md "The job queue"): the admin sends to all
// with push; the Send Notification card shows the send's progress to the end, each member's
// device gets exactly one push and each member's bell exactly one notification.
import { apiRegister, apiSignIn, expect, test } from "./support/fixtures";
import { sql } from "./support/members";
import { expectToast } from "./support/ui";
import { startPushReceiver, type PushReceiver } from "../tests/support/push-receiver";

test.use({ role: "admin" });

test("send to all with push: the card shows 'Delivering' to 'Delivered', every device gets one push and every bell one notification", async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(120_000);
  let receiver: PushReceiver | undefined;
  try {
    receiver = await startPushReceiver();
    // Earlier specs' subscriptions point at receivers that are closed now: they would keep this send
    // retrying for minutes.
    await sql(`DELETE FROM "PushSubscription"`);
    const members = [];
    for (let i = 0; i < 3; i++) {
      const request = await playwright.request.newContext({ baseURL });
      const creds = await apiRegister(request, baseURL!, "progress");
      const state = await apiSignIn(request, baseURL!, creds);
      // A slow push service: the progress is visible while the pushes go out.
      const sub = receiver.subscription({ delayMs: 1500 });
      expect((await request.post("/api/push/subscribe", { data: { endpoint: sub.endpoint, keys: sub.keys }, headers: { Origin: baseURL! } })).status()).toBeLessThan(300);
      members.push({ request, state, sub });
    }

    await page.goto("/admin");
    await page.getByRole("tab", { name: "Notifications" }).click();
    const card = page.locator("form");
    await card.getByLabel("All Users").check();
    await card.getByLabel("Title").fill("Progress news");
    await card.getByLabel("Message").fill("Once for each of you");
    await card.getByLabel("Send as push notification").check();
    await card.getByRole("button", { name: "Send Notification" }).click();
    await expectToast(page, "✅ Notification sent to all users");
    const progress = card.getByTestId("send-progress");
    await expect(progress).toHaveText(/^Delivering: \d+ of \d+$/);
    await expect(progress).toHaveText("Delivered: 3 of 3", { timeout: 60_000 });

    for (const m of members) {
      await receiver.waitFor(m.sub, 1, 10_000);
      const context = await browser.newContext({ storageState: m.state });
      const memberPage = await context.newPage();
      const mine = await (await m.request.get("/api/notifications")).json();
      expect(mine.filter((n: { title: string }) => n.title === "Progress news")).toHaveLength(1);
      await memberPage.goto("/dashboard");
      const notNow = memberPage.getByRole("button", { name: "Not now" });
      await notNow.waitFor({ state: "visible", timeout: 3000 }).then(() => notNow.click(), () => {});
      await memberPage.getByTestId("notification-bell").click();
      await expect(memberPage.getByTestId("notification-dropdown").getByTestId("notification-item").filter({ hasText: "Progress news" })).toHaveCount(1);
      await context.close();
      await m.request.dispose();
    }
    await new Promise((r) => setTimeout(r, 1000));
    expect(members.map((m) => m.sub.received.length)).toEqual([1, 1, 1]);
    expect(members[0].sub.received[0].payload).toMatchObject({ title: "Progress news", body: "Once for each of you" });
  } finally {
    await receiver?.close();
  }
});
