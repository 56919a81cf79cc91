// The server's queue process (docs/decisions.md "The job queue", "The server's queue process"):
// npm run worker's lib/worker/worker-main.ts forked with an IPC channel, as server/primary.mjs
// does. It runs a send's push fan-out, reports its push outcome totals over the channel (for the
// server processes' GET /api/metrics), and stops when the channel closes (the server was killed).
import { fork, type ChildProcess } from "node:child_process";
import { POST as sendAll } from "@/app/api/admin/send-notification-to-all/route";
import { POST as subscribe } from "@/app/api/push/subscribe/route";
import { stopQueue } from "@/lib/queue/boss";
import { call, createMember } from "@/tests/support/api";
import { setUpPush } from "@/tests/support/push-setup";
import { QUEUE_SOURCE, QUEUE_SOURCE_EXEC_ARGV } from "@/server/queue-process.mjs";

const { receiver } = setUpPush();
let child: ChildProcess | undefined;
afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await stopQueue();
});

type Totals = { sent: number; failed: number; gone: number; retry: number };

it("pushes a send's fan-out, reports its totals over IPC and stops when its channel closes", async () => {
  const admin = await createMember({ isAdmin: true });
  const m = await createMember();
  const sub = receiver.subscription();
  expect((await call(subscribe, { cookie: m.cookie, body: { endpoint: sub.endpoint, keys: sub.keys } })).status).toBe(200);
  expect((await call(sendAll, { cookie: admin.cookie, body: { title: "From the queue process", message: "Hi", sendPush: true, scheduledFor: null } })).status).toBe(202);

  child = fork(QUEUE_SOURCE, [], {
    execArgv: QUEUE_SOURCE_EXEC_ARGV,
    env: { ...process.env, REACH_QUEUE_PROCESS: "1", LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const reported: Totals = await new Promise((resolve, reject) => {
    child!.on("message", (message: { reach?: string; totals?: Totals }) => {
      if (message?.reach === "push-outcomes" && message.totals!.sent >= 1) resolve(message.totals!);
    });
    child!.once("exit", (code) => reject(new Error(`the queue process exited (${code}): ${output}`)));
  });
  expect(reported).toEqual({ sent: 1, failed: 0, gone: 0, retry: 0 });
  expect(await receiver.waitFor(sub, 1)).toHaveLength(1);
  // npm start's queue process prints no line of its own (the server's ready line speaks for it).
  expect(output).not.toContain("> Reach worker");

  const exited = new Promise<number | null>((resolve) => child!.once("exit", (code) => resolve(code)));
  child.disconnect();
  expect(await exited).toBe(0);
}, 90_000);
