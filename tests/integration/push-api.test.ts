// Web Push for real: subscriptions are validated and owned, and what the server sends is an
// RFC 8291 message that the local receiver decrypts with the subscription's private key.
import { GET as publicKey } from "@/app/api/push/public-key/route";
import { POST as subscribe } from "@/app/api/push/subscribe/route";
import { POST as unsubscribe } from "@/app/api/push/unsubscribe/route";
import { POST as notify } from "@/app/api/push/notify/route";
import { db } from "@/lib/db";
import { call, createMember } from "@/tests/support/api";
import type { TestSubscription } from "@/tests/support/push-receiver";
import { setUpPush } from "@/tests/support/push-setup";

const { vapid, receiver } = setUpPush({ subject: "mailto:test@reach.local" });

/** Runs `fn` with modules loaded afresh under changed environment variables (env() caches). */
async function withEnv<T>(vars: Record<string, string | undefined>, fn: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  const set = (values: Record<string, string | undefined>) =>
    Object.entries(values).forEach(([k, v]) => (v === undefined ? delete process.env[k] : (process.env[k] = v)));
  set(vars);
  try {
    let result: T | undefined;
    await jest.isolateModulesAsync(async () => {
      result = await fn();
    });
    return result as T;
  } finally {
    set(saved);
  }
}

const body = (sub: TestSubscription) => ({ endpoint: sub.endpoint, keys: sub.keys });

describe("GET /api/push/public-key", () => {
  it("returns the VAPID public key", async () => {
    const res = await call(publicKey);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ publicKey: vapid.publicKey });
  });

  it("answers 503 'Public key not available' when no key is set", async () => {
    const res = await withEnv({ VAPID_PUBLIC_KEY: undefined }, async () => call((await import("@/app/api/push/public-key/route")).GET));
    expect(res.status).toBe(503);
    expect(res.json.message).toBe("Public key not available");
  });
});

describe("POST /api/push/subscribe", () => {
  it("stores the caller's subscription and moves a known endpoint to whoever subscribes now", async () => {
    const a = await createMember();
    const b = await createMember();
    const sub = receiver.subscription();
    expect((await call(subscribe, { cookie: a.cookie, body: body(sub) })).status).toBe(200);
    expect((await call(subscribe, { cookie: a.cookie, body: body(sub) })).status).toBe(200);
    expect(await db.pushSubscription.findMany({ where: { endpoint: sub.endpoint }, select: { userId: true, p256dh: true, auth: true } })).toEqual([
      { userId: a.user.id, ...sub.keys },
    ]);
    expect((await call(subscribe, { cookie: b.cookie, body: body(sub) })).status).toBe(200);
    expect((await db.pushSubscription.findUniqueOrThrow({ where: { endpoint: sub.endpoint } })).userId).toBe(b.user.id);
  });

  it("accepts padded standard base64 keys and stores them as base64url", async () => {
    const m = await createMember();
    const sub = receiver.subscription();
    const std = (s: string) => Buffer.from(s, "base64url").toString("base64");
    const res = await call(subscribe, { cookie: m.cookie, body: { endpoint: sub.endpoint, keys: { p256dh: std(sub.keys.p256dh), auth: std(sub.keys.auth) } } });
    expect(res.status).toBe(200);
    expect((await db.pushSubscription.findUniqueOrThrow({ where: { endpoint: sub.endpoint } })).auth).toBe(sub.keys.auth);
  });

  it("keeps at most 10 subscriptions per member, dropping the oldest", async () => {
    const m = await createMember();
    const subs = Array.from({ length: 12 }, () => receiver.subscription());
    for (const sub of subs) expect((await call(subscribe, { cookie: m.cookie, body: body(sub) })).status).toBe(200);
    const kept = await db.pushSubscription.findMany({ where: { userId: m.user.id }, select: { endpoint: true } });
    expect(kept.map((k) => k.endpoint).sort()).toEqual(subs.slice(2).map((s) => s.endpoint).sort());
  });

  const good = () => receiver.subscription();
  const cases: [string, (s: TestSubscription) => unknown, RegExp][] = [
    ["no body", () => ({}), /endpoint|keys/],
    ["a missing endpoint", (s) => ({ keys: s.keys }), /endpoint/],
    ["missing keys", (s) => ({ endpoint: s.endpoint }), /keys/],
    ["a non-URL endpoint", (s) => ({ ...body(s), endpoint: "not a url" }), /valid URL/],
    ["an http endpoint on a public host", (s) => ({ ...body(s), endpoint: "http://push.example.com/x" }), /https/],
    ["a private host", (s) => ({ ...body(s), endpoint: "https://10.1.2.3/push" }), /public host/],
    ["an IPv4-mapped link-local host", (s) => ({ ...body(s), endpoint: "https://[::ffff:169.254.1.1]/push" }), /public host/],
    ["a link-local host", (s) => ({ ...body(s), endpoint: "https://169.254.169.254/latest" }), /public host/],
    ["an IPv6 unique-local host", (s) => ({ ...body(s), endpoint: "https://[fd00::1]/push" }), /public host/],
    ["a single-label host", (s) => ({ ...body(s), endpoint: "https://intranet/push" }), /public host/],
    ["a javascript: URL", (s) => ({ ...body(s), endpoint: "javascript:alert(1)" }), /https/],
    ["credentials in the URL", (s) => ({ ...body(s), endpoint: "https://u:p@push.example.com/x" }), /credentials/],
    ["a short p256dh", (s) => ({ ...body(s), keys: { ...s.keys, p256dh: "AAAA" } }), /p256dh/],
    ["a compressed-point p256dh", (s) => ({ ...body(s), keys: { ...s.keys, p256dh: Buffer.alloc(65, 3).toString("base64url") } }), /p256dh/],
    ["a p256dh off the P-256 curve (every send would fail)", (s) => ({ ...body(s), keys: { ...s.keys, p256dh: `BA${"A".repeat(85)}` } }), /p256dh/],
    ["a non-base64 auth", (s) => ({ ...body(s), keys: { ...s.keys, auth: "!!!!!!!!!!!!!!!!!!!!!!" } }), /auth/],
    ["a 17-byte auth", (s) => ({ ...body(s), keys: { ...s.keys, auth: Buffer.alloc(17, 1).toString("base64url") } }), /auth/],
    ["keys of the wrong type", (s) => ({ ...body(s), keys: { p256dh: 5, auth: null } }), /p256dh|auth/],
  ];
  it.each(cases)("answers 400 for %s", async (_name, make, pattern) => {
    const m = await createMember();
    const res = await call(subscribe, { cookie: m.cookie, body: make(good()) });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("bad_request");
    expect(res.json.message).toMatch(pattern);
    expect(await db.pushSubscription.count({ where: { userId: m.user.id } })).toBe(0);
  });

  it("refuses loopback endpoints outside the test mode", async () => {
    const m = await createMember();
    await withEnv({ PUSH_TEST_MODE: "0" }, async () => {
      const { POST } = await import("@/app/api/push/subscribe/route");
      const res = await call(POST, { cookie: m.cookie, body: body(receiver.subscription()) });
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/https/);
      const local = await call(POST, { cookie: m.cookie, body: { ...body(receiver.subscription()), endpoint: "https://localhost/push" } });
      expect(local.json.message).toMatch(/public host/);
    });
  });

  it("answers 400 for bad JSON and 401 without a session", async () => {
    const m = await createMember();
    expect((await call(subscribe, { cookie: m.cookie, raw: "{nope" })).status).toBe(400);
    expect((await call(subscribe, { body: body(receiver.subscription()) })).status).toBe(401);
  });
});

describe("POST /api/push/unsubscribe", () => {
  it("removes only the caller's own subscription", async () => {
    const a = await createMember();
    const b = await createMember();
    const sub = receiver.subscription();
    await call(subscribe, { cookie: a.cookie, body: body(sub) });
    const res = await call(unsubscribe, { cookie: b.cookie, body: { endpoint: sub.endpoint } });
    expect(res.status).toBe(200);
    expect(res.json.removed).toBe(0);
    expect(await db.pushSubscription.count({ where: { endpoint: sub.endpoint } })).toBe(1);
    expect((await call(unsubscribe, { cookie: a.cookie, body: { endpoint: sub.endpoint } })).json.removed).toBe(1);
    expect(await db.pushSubscription.count({ where: { endpoint: sub.endpoint } })).toBe(0);
    expect((await call(unsubscribe, { cookie: a.cookie, body: {} })).status).toBe(400);
    expect((await call(unsubscribe, { body: { endpoint: sub.endpoint } })).status).toBe(401);
  });
});

describe("POST /api/push/notify", () => {
  it("sends an encrypted test push to every subscription of the caller, and nobody else", async () => {
    const m = await createMember();
    const other = await createMember();
    const phone = receiver.subscription();
    const laptop = receiver.subscription();
    const theirs = receiver.subscription();
    await call(subscribe, { cookie: m.cookie, body: body(phone) });
    await call(subscribe, { cookie: m.cookie, body: body(laptop) });
    await call(subscribe, { cookie: other.cookie, body: body(theirs) });

    const res = await call(notify, { cookie: m.cookie, body: { title: "Test Notification", body: "Héllo from Reach ✓", type: "test" } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, sent: 2 });
    for (const sub of [phone, laptop]) {
      const [push] = await receiver.waitFor(sub);
      expect(push.payload).toMatchObject({ title: "Test Notification", body: "Héllo from Reach ✓", type: "test" });
      expect(push.vapid).toMatchObject({ aud: receiver.origin, sub: "mailto:test@reach.local", publicKey: vapid.publicKey });
      expect(push.vapid.exp).toBeGreaterThan(Date.now() / 1000);
    }
    expect(theirs.hits).toBe(0);
  });

  it("answers 404 'No subscription found' without subscriptions", async () => {
    const m = await createMember();
    const res = await call(notify, { cookie: m.cookie, body: { title: "t", body: "b", type: "test" } });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("No subscription found");
  });

  it("deletes a subscription whose push service answers 410 or 404", async () => {
    const m = await createMember();
    const gone = receiver.subscription({ status: 410 });
    const missing = receiver.subscription({ status: 404 });
    const alive = receiver.subscription();
    for (const sub of [gone, missing, alive]) await call(subscribe, { cookie: m.cookie, body: body(sub) });
    const res = await call(notify, { cookie: m.cookie, body: { title: "Hi", body: "there", type: "test" } });
    expect(res.json).toMatchObject({ sent: 1, removed: 2 });
    expect(gone.hits).toBe(1);
    expect(missing.hits).toBe(1);
    const left = await db.pushSubscription.findMany({ where: { userId: m.user.id }, select: { endpoint: true } });
    expect(left).toEqual([{ endpoint: alive.endpoint }]);
    // Only expired subscriptions left: the next test push finds none.
    await call(unsubscribe, { cookie: m.cookie, body: { endpoint: alive.endpoint } });
    const again = receiver.subscription({ status: 410 });
    await call(subscribe, { cookie: m.cookie, body: body(again) });
    expect((await call(notify, { cookie: m.cookie, body: { title: "Hi", body: "x", type: "test" } })).json.message).toBe("No subscription found");
  });

  it("reports a failure when the push service errors, and keeps the subscription", async () => {
    const m = await createMember();
    const broken = receiver.subscription({ status: 500 });
    await call(subscribe, { cookie: m.cookie, body: body(broken) });
    const res = await call(notify, { cookie: m.cookie, body: { title: "Hi", body: "x", type: "test" } });
    expect(res.status).toBe(502);
    expect(res.json).toMatchObject({ code: "bad_gateway", message: "Failed to send test notification" });
    expect(await db.pushSubscription.count({ where: { userId: m.user.id } })).toBe(1);
  });

  it("validates the body and needs a session", async () => {
    const m = await createMember();
    expect((await call(notify, { cookie: m.cookie, body: { title: "   ", body: "b" } })).status).toBe(400);
    expect((await call(notify, { cookie: m.cookie, body: { title: "x".repeat(201), body: "b" } })).status).toBe(400);
    expect((await call(notify, { cookie: m.cookie, body: { title: 5, body: "b" } })).status).toBe(400);
    expect((await call(notify, { body: { title: "t", body: "b" } })).status).toBe(401);
  });
});
