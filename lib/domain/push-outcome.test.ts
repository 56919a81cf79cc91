import { classifyPush, defaultRetrySeconds, retryAfterSeconds } from "@/lib/domain/push-outcome";

const now = new Date("2026-11-25T12:00:00Z");
const opts = { maxAttempts: 5, maxRetryAfterSeconds: 3600, now };

describe("retryAfterSeconds", () => {
  it("reads delta-seconds and HTTP dates", () => {
    expect(retryAfterSeconds("120", now)).toBe(120);
    expect(retryAfterSeconds(" 0 ", now)).toBe(0);
    expect(retryAfterSeconds("Wed, 25 Nov 2026 12:01:30 GMT", now)).toBe(90);
    expect(retryAfterSeconds("Wed, 25 Nov 2026 11:00:00 GMT", now)).toBe(0);
  });
  it("ignores what it cannot read", () => {
    expect(retryAfterSeconds(null, now)).toBeNull();
    expect(retryAfterSeconds("", now)).toBeNull();
    expect(retryAfterSeconds("soon", now)).toBeNull();
    expect(retryAfterSeconds("-5", now)).toBeNull();
  });
});

describe("classifyPush", () => {
  it("treats 2xx as sent and 404/410 as gone", () => {
    expect(classifyPush(201, null, 1, opts)).toEqual({ kind: "sent", status: 201 });
    expect(classifyPush(404, null, 1, opts)).toEqual({ kind: "gone", status: 404 });
    expect(classifyPush(410, "30", 1, opts)).toEqual({ kind: "gone", status: 410 });
  });
  it("retries 429 and 503 after their Retry-After, capped", () => {
    expect(classifyPush(429, "30", 1, opts)).toEqual({ kind: "retry", status: 429, afterSeconds: 30 });
    expect(classifyPush(503, "99999", 2, opts)).toEqual({ kind: "retry", status: 503, afterSeconds: 3600 });
  });
  it("retries 5xx and no answer with a growing default wait", () => {
    expect(classifyPush(500, null, 1, opts)).toEqual({ kind: "retry", status: 500, afterSeconds: 10 });
    expect(classifyPush(0, null, 3, opts)).toEqual({ kind: "retry", status: 0, afterSeconds: 40 });
    expect(defaultRetrySeconds(20)).toBe(600);
  });
  it("records other 4xx as failed, never retried", () => {
    for (const status of [400, 401, 403, 413]) expect(classifyPush(status, "5", 1, opts)).toEqual({ kind: "failed", status });
  });
  it("gives up after the last attempt", () => {
    expect(classifyPush(429, "5", 5, opts)).toEqual({ kind: "failed", status: 429 });
    expect(classifyPush(0, null, 5, opts)).toEqual({ kind: "failed", status: 0 });
  });
});
