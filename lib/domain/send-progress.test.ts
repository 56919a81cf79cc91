import { progressDetails, progressLine, progressWarns, type SendProgress } from "@/lib/domain/send-progress";

const base: SendProgress = { id: 1, status: "delivering", recipients: 20000, notificationsWritten: 20000, pushTotal: 20000, pushSent: 0, pushFailed: 0, pushRetrying: 0, pushRemoved: 0 };

describe("progressLine", () => {
  it("counts answered pushes of pushes to make while delivering", () => {
    expect(progressLine({ ...base, pushSent: 12000, pushFailed: 300, pushRemoved: 45 })).toBe("Delivering: 12,345 of 20,000");
  });
  it("counts written notifications without push, and 0 while queued", () => {
    expect(progressLine({ ...base, status: "queued", notificationsWritten: 0, pushTotal: 0 })).toBe("Delivering: 0 of 20,000");
  });
  it("says what was delivered once done, with what was not", () => {
    expect(progressLine({ ...base, status: "done", pushSent: 20000 })).toBe("Delivered: 20,000 of 20,000");
    expect(progressLine({ ...base, status: "done", pushSent: 19990, pushFailed: 7, pushRemoved: 3 })).toBe("Delivered: 19,990 of 20,000 (7 failed, 3 devices gone)");
    expect(progressLine({ ...base, status: "done", pushTotal: 0, recipients: 3, notificationsWritten: 3 })).toBe("Delivered: 3 of 3");
  });
});

describe("progressDetails", () => {
  const small: SendProgress = { ...base, recipients: 146, notificationsWritten: 146, pushTotal: 2 };
  it("says the in-app notifications arrived while the pushes are retried", () => {
    expect(progressDetails({ ...small, pushRetrying: 2 })).toEqual(["In the app: 146 of 146 delivered", "Push: 2 pushes are being retried (the push service asked to wait)"]);
    expect(progressWarns({ ...small, pushRetrying: 2 })).toBe(true);
  });
  it("says the pushes failed once they did, and devices gone", () => {
    expect(progressDetails({ ...small, status: "done", pushFailed: 1, pushRemoved: 1 })).toEqual([
      "In the app: 146 of 146 delivered",
      "Push: 1 push failed (the push service refused or did not answer)",
      "Push: 1 device gone (unsubscribed)",
    ]);
    expect(progressWarns({ ...small, status: "done", pushFailed: 1 })).toBe(true);
  });
  it("says the notifications are being written while queued, and nothing of push without it", () => {
    expect(progressDetails({ ...base, status: "queued", notificationsWritten: 0, pushTotal: 0 })).toEqual(["In the app: writing the notifications"]);
    expect(progressDetails({ ...small, status: "done", pushSent: 2 })).toEqual(["In the app: 146 of 146 delivered"]);
    expect(progressWarns({ ...small, status: "done", pushSent: 2 })).toBe(false);
  });
});
