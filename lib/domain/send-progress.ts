// What the Send Notification card shows while a send is delivered (docs/decisions.md "The job
// queue"): "Delivering: 12,345 of 20,000" (pushes answered of pushes to make; without push,
// notifications written of recipients), then "Delivered: ..." once done; under it, what is
// happening to each channel (progressDetails): the in-app notifications delivered, the pushes
// being retried and those that failed (docs/product/admin-and-coach.md#sending-notifications).

export type SendStatus = "queued" | "delivering" | "done";

export type SendProgress = {
  id: number;
  status: SendStatus;
  recipients: number;
  notificationsWritten: number;
  pushTotal: number;
  pushSent: number;
  pushFailed: number;
  /** Pushes a push service asked to have again later, not answered for good yet. */
  pushRetrying: number;
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

const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** The lines under the headline: the in-app side, then the push side when there is one. */
export function progressDetails(p: SendProgress): string[] {
  const lines = [p.status === "queued" ? "In the app: writing the notifications" : `In the app: ${count(p.notificationsWritten)} of ${count(p.recipients)} delivered`];
  if (p.pushTotal === 0) return lines;
  if (p.pushRetrying > 0) lines.push(`Push: ${plural(p.pushRetrying, "push is", "pushes are")} being retried (the push service asked to wait)`);
  if (p.pushFailed > 0) lines.push(`Push: ${plural(p.pushFailed, "push", "pushes")} failed (the push service refused or did not answer)`);
  if (p.pushRemoved > 0) lines.push(`Push: ${plural(p.pushRemoved, "device", "devices")} gone (unsubscribed)`);
  return lines;
}

/** A done send whose pushes all or partly failed reads as a warning, not as fine print. */
export function progressWarns(p: SendProgress): boolean {
  return p.pushFailed > 0 || p.pushRetrying > 0;
}
