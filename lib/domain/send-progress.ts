// What the Send Notification card shows while a send is delivered (docs/decisions.md "The job
// queue"): "Delivering: 12,345 of 20,000" (pushes answered of pushes to make; without push,
// notifications written of recipients), then "Delivered: ..." once done.

export type SendStatus = "queued" | "delivering" | "done";

export type SendProgress = {
  id: number;
  status: SendStatus;
  recipients: number;
  notificationsWritten: number;
  pushTotal: number;
  pushSent: number;
  pushFailed: number;
  pushRemoved: number;
};

const count = (n: number) => n.toLocaleString("en-US");

export function progressLine(p: SendProgress): string {
  const push = p.pushTotal > 0;
  const total = push ? p.pushTotal : p.recipients;
  if (p.status !== "done") {
    const answered = push ? p.pushSent + p.pushFailed + p.pushRemoved : p.notificationsWritten;
    return `Delivering: ${count(Math.min(answered, total))} of ${count(total)}`;
  }
  const delivered = push ? p.pushSent : p.notificationsWritten;
  const missed = push ? [p.pushFailed ? `${count(p.pushFailed)} failed` : "", p.pushRemoved ? `${count(p.pushRemoved)} devices gone` : ""].filter(Boolean) : [];
  return `Delivered: ${count(delivered)} of ${count(total)}${missed.length ? ` (${missed.join(", ")})` : ""}`;
}
