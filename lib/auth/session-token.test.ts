// The session cookie is decoded with a key derived once (docs/decisions.md "Decrypting the session cookie"): it must read exactly what
// next-auth writes and refuse what next-auth refuses (another secret, tampering, expiry).
import { decode, encode } from "next-auth/jwt";
import { decodeSession, encodeSession } from "@/lib/auth/session-token";

const claims = { sub: "42", username: "ada", isAdmin: false, sv: 3, sid: "AAAAAAAAAAAAAAAAAAAAAA" };
process.env.NEXTAUTH_SECRET = "a-test-secret-of-enough-length";
process.env.DATABASE_URL ??= "postgresql://unused";

test("reads what next-auth writes, and next-auth reads what it wrote", async () => {
  const token = await encodeSession(claims);
  expect(await decodeSession(token)).toEqual(claims);
  expect(await decode({ token, secret: "a-test-secret-of-enough-length" })).toMatchObject(claims);
});

test("a cookie of another secret, a tampered one or none is no session", async () => {
  const foreign = await encode({ token: claims, secret: "another-secret-of-enough-length" });
  expect(await decodeSession(foreign)).toBeNull();
  const token = await encodeSession(claims);
  expect(await decodeSession(token.slice(0, -4) + "AAAA")).toBeNull();
  expect(await decodeSession(undefined)).toBeNull();
  expect(await decodeSession("not.a.jwe.token")).toBeNull();
});

test("an expired cookie is no session (beyond next-auth's 15 s tolerance)", async () => {
  const expired = await encode({ token: claims, secret: "a-test-secret-of-enough-length", maxAge: -60 });
  expect(await decodeSession(expired)).toBeNull();
  const justExpired = await encode({ token: claims, secret: "a-test-secret-of-enough-length", maxAge: -5 });
  expect(await decodeSession(justExpired)).toEqual(claims);
});

test("claims without a subject, session version or session id are no session", async () => {
  const token = await encode({ token: { sub: "42" }, secret: "a-test-secret-of-enough-length" });
  expect(await decodeSession(token)).toBeNull();
  // A cookie issued before sessions had their own row (docs/decisions.md "Fair points and sessions").
  const { sid: _sid, ...withoutSession } = claims;
  expect(await decodeSession(await encode({ token: withoutSession, secret: "a-test-secret-of-enough-length" }))).toBeNull();
});

test("a cookie read before (kept decrypted) still expires on time", async () => {
  const token = await encode({ token: claims, secret: "a-test-secret-of-enough-length", maxAge: 60 });
  expect(await decodeSession(token)).toEqual(claims);
  const now = Date.now();
  jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask", "setTimeout", "setInterval"] });
  try {
    jest.setSystemTime(now + 70_000); // 60 s + 10 s: within the 15 s tolerance
    expect(await decodeSession(token)).toEqual(claims);
    jest.setSystemTime(now + 80_000); // beyond it
    expect(await decodeSession(token)).toBeNull();
    expect(await decodeSession(token)).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});
