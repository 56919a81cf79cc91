// Notification Settings' devices (docs/decisions.md "The job queue"): the member's subscriptions
// named from the user agent, with delivery health; removing one's own; another member's is 404.
import { createHash } from "node:crypto";
import { GET as listDevices } from "@/app/api/push/subscriptions/route";
import { DELETE as removeDevice } from "@/app/api/push/subscriptions/[id]/route";
import { POST as subscribe } from "@/app/api/push/subscribe/route";
import { db } from "@/lib/db";
import { pushDeviceDtoSchema } from "@/lib/schemas/push";
import { call, createMember } from "@/tests/support/api";
import { setUpPush } from "@/tests/support/push-setup";

const { receiver } = setUpPush();
const ANDROID_CHROME = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

async function subscribeAs(cookie: string, userAgent: string) {
  const sub = receiver.subscription();
  expect((await call(subscribe, { cookie, body: { endpoint: sub.endpoint, keys: sub.keys }, headers: { "User-Agent": userAgent } })).status).toBe(200);
  return db.pushSubscription.findUniqueOrThrow({ where: { endpoint: sub.endpoint } });
}

it("lists the member's devices, newest first, with their names and delivery health", async () => {
  const m = await createMember();
  const other = await createMember();
  const phone = await subscribeAs(m.cookie, ANDROID_CHROME);
  const laptop = await subscribeAs(m.cookie, "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15");
  await subscribeAs(other.cookie, ANDROID_CHROME);
  const delivered = new Date("2026-11-20T10:00:00Z");
  await db.pushSubscription.update({ where: { id: phone.id }, data: { lastSuccessAt: delivered, createdAt: new Date(Date.now() - 60_000) } });
  const res = await call(listDevices, { cookie: m.cookie });
  expect(res.status).toBe(200);
  const devices = pushDeviceDtoSchema.array().parse(res.json);
  expect(devices.map((d) => [d.id, d.name])).toEqual([
    [laptop.id, "Safari on macOS"],
    [phone.id, "Chrome on Android"],
  ]);
  expect(devices[1]).toMatchObject({ lastSuccessAt: delivered.toISOString(), lastFailureAt: null });
});

it("removes the caller's own device only", async () => {
  const m = await createMember();
  const other = await createMember();
  const mine = await subscribeAs(m.cookie, ANDROID_CHROME);
  const theirs = await subscribeAs(other.cookie, ANDROID_CHROME);
  const foreign = await call(removeDevice, { method: "DELETE", cookie: m.cookie, params: { id: String(theirs.id) } });
  expect(foreign.status).toBe(404);
  expect(foreign.json.message).toBe("Device not found");
  expect(await db.pushSubscription.count({ where: { id: theirs.id } })).toBe(1);
  expect((await call(removeDevice, { method: "DELETE", cookie: m.cookie, params: { id: String(mine.id) } })).status).toBe(200);
  expect(await db.pushSubscription.count({ where: { id: mine.id } })).toBe(0);
  expect((await call(removeDevice, { method: "DELETE", cookie: m.cookie, params: { id: "abc" } })).status).toBe(400);
  expect((await call(removeDevice, { method: "DELETE", params: { id: String(theirs.id) } })).status).toBe(401);
  expect((await call(listDevices, {})).status).toBe(401);
});

it("names each device by its endpoint's SHA-256, never the endpoint (a browser finds itself in the list)", async () => {
  const m = await createMember();
  const phone = await subscribeAs(m.cookie, ANDROID_CHROME);
  const res = await call(listDevices, { cookie: m.cookie });
  const [device] = pushDeviceDtoSchema.array().parse(res.json);
  expect(device.endpointHash).toBe(createHash("sha256").update(phone.endpoint).digest("base64url"));
  expect(JSON.stringify(res.json)).not.toContain(phone.endpoint);
  // The server removed it (404/410 from the push service): the browser's next check finds it missing.
  await db.pushSubscription.delete({ where: { id: phone.id } });
  expect((await call(listDevices, { cookie: m.cookie })).json).toEqual([]);
});
