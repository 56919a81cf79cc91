// Pure rules of the admin Message Center (docs/decisions.md "The kind filter"): how many the server counted, and what
// Delete all asks and does when the list is paged (docs/decisions.md, "Admin Message Center").

/** One Delete all deletes at most this many (one by one at the bell's pace: about 4 minutes). */
export const DELETE_ALL_MAX = 1000;

const fmt = (n: number) => n.toLocaleString("en-US");

/** '1,234 notifications', '10,000+ notifications', '1 notification'. */
export function totalLabel(total: number, capped: boolean): string {
  return `${fmt(total)}${capped ? "+" : ""} ${total === 1 && !capped ? "notification" : "notifications"}`;
}

/** How many one Delete all takes: every match, or the newest DELETE_ALL_MAX. */
export const deleteAllCount = (total: number) => Math.min(total, DELETE_ALL_MAX);

/** The confirmation's question, naming the count the server gave. */
export function deleteAllQuestion(total: number, capped: boolean, filtered: boolean): string {
  const shown = filtered ? " this filter shows" : "";
  if (capped || total > DELETE_ALL_MAX) {
    return `Delete the newest ${fmt(DELETE_ALL_MAX)} of ${totalLabel(total, capped)}${shown}? One run deletes at most ${fmt(DELETE_ALL_MAX)}, one by one. This cannot be undone.`;
  }
  if (total === 1) return `Delete the 1 notification${shown}? This cannot be undone.`;
  return `Delete all ${fmt(total)} notifications${shown}? This cannot be undone.`;
}
