// How a push fan-out is cut into jobs (docs/decisions.md "The job queue"): notifications in id order,
// each with its member's subscription count, into batches of about `size` subscriptions; one
// notification's subscriptions are never split.

export function cutBatches(rows: { id: number; subs: number }[], size: number): number[][] {
  const batches: number[][] = [];
  let current: number[] = [];
  let count = 0;
  for (const row of rows) {
    current.push(row.id);
    count += row.subs;
    if (count >= size) {
      batches.push(current);
      current = [];
      count = 0;
    }
  }
  if (current.length) batches.push(current);
  return batches;
}
