// GET /api/metrics (docs/decisions.md "The job queue"): Prometheus text for admins or the metrics
// token; members and strangers are refused.
import { GET as metrics } from "@/app/api/metrics/route";
import { queue } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";
import { call, createMember } from "@/tests/support/api";

process.env.METRICS_TOKEN = "metrics-token-0123456789abcdef";

async function text(opts: Parameters<typeof call>[1]) {
  const res = await call(metrics, opts);
  return { status: res.status, body: String(res.json?.__raw ?? JSON.stringify(res.json)), type: res.headers.get("content-type") };
}

it("reports queue depth, job age, failures and push outcomes to an admin and to the token", async () => {
  const boss = await queue();
  await boss.send(QUEUES.pushBatch, { notificationIds: [], sendId: null, attempt: 1 });
  const admin = await createMember({ isAdmin: true });
  const res = await text({ cookie: admin.cookie });
  expect(res.status).toBe(200);
  expect(res.type).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(res.body).toContain('reach_queue_ready_jobs{queue="push-batch"} 1');
  expect(res.body).toContain("# TYPE reach_queue_oldest_ready_seconds gauge");
  expect(res.body).toContain('reach_queue_failed_jobs{queue="cron-tick"} 0');
  expect(res.body).toMatch(/reach_push_outcomes_total\{outcome="sent"\} \d+/);
  // The process's own metrics (prom-client's defaults) come with them.
  expect(res.body).toContain("# TYPE reach_nodejs_eventloop_lag_seconds gauge");
  expect((await text({ headers: { authorization: `Bearer ${process.env.METRICS_TOKEN}` } })).status).toBe(200);
});

it("refuses members, strangers and a wrong token", async () => {
  const member = await createMember();
  expect((await text({ cookie: member.cookie })).status).toBe(403);
  expect((await text({})).status).toBe(401);
  expect((await text({ headers: { authorization: "Bearer wrong-token-0123456789abcdef" } })).status).toBe(401);
});
