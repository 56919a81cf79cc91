import { progressLine, type SendProgress } from "@/lib/domain/send-progress";

const base: SendProgress = { id: 1, status: "delivering", recipients: 20000, notificationsWritten: 20000, pushTotal: 20000, pushSent: 0, pushFailed: 0, pushRemoved: 0 };

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
