// How Profile > Security says when a device was last active ("last active 2 h ago"): minutes
// under an hour, hours under a day, then days. Under a minute is "just now".
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function lastActiveLabel(lastSeen: Date, now: Date): string {
  const ago = Math.max(0, now.getTime() - lastSeen.getTime());
  if (ago < MINUTE) return "last active just now";
  if (ago < HOUR) return `last active ${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `last active ${Math.floor(ago / HOUR)} h ago`;
  const days = Math.floor(ago / DAY);
  return `last active ${days} ${days === 1 ? "day" : "days"} ago`;
}
