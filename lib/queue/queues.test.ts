import { JOB_VERSION, jobData, parseJob, QUEUES } from "@/lib/queue/queues";

describe("job payloads", () => {
  it("a producer's payload carries the version and parses back as written", () => {
    const data = jobData(QUEUES.pushBatch, { notificationIds: [3, 4], sendId: null, attempt: 1 });
    expect(data.v).toBe(JOB_VERSION);
    expect(parseJob(QUEUES.pushBatch, JSON.parse(JSON.stringify(data)))).toEqual({ v: 1, notificationIds: [3, 4], sendId: null, attempt: 1 });
    expect(parseJob(QUEUES.cronTick, jobData(QUEUES.cronTick, { at: "2026-11-29T05:00:00.000Z" })).at).toBe("2026-11-29T05:00:00.000Z");
    expect(parseJob(QUEUES.sendWrite, jobData(QUEUES.sendWrite, { sendId: 9 })).sendId).toBe(9);
  });

  it("a job written before payloads carried a version reads as version 1", () => {
    expect(parseJob(QUEUES.sendWrite, { sendId: 9 })).toEqual({ v: 1, sendId: 9 });
  });

  it("refuses another version and a payload of the wrong shape, naming the queue", () => {
    expect(() => parseJob(QUEUES.sendWrite, { v: 2, sendId: 9 })).toThrow(/send-write job payload refused/);
    expect(() => parseJob(QUEUES.sendWrite, { sendId: "9" })).toThrow(/send-write/);
    expect(() => parseJob(QUEUES.cronTick, { at: "yesterday" })).toThrow(/cron-tick/);
    expect(() => parseJob(QUEUES.pushBatch, { notificationIds: [1], sendId: null, attempt: 0 })).toThrow(/push-batch/);
    expect(() => parseJob(QUEUES.pushBatch, null)).toThrow(/push-batch/);
  });
});
