import "server-only";
// The coach insights' server cache (docs/decisions.md "Member-facing fixes"): the dashboard's
// server render and GET /api/insights/* answer from it for 5 min (goals), 60 min (progress) and
// 24 h (behavior), per member and local day, so a reload does not recompute all three. The card's
// refresh (`?refresh=1`) computes afresh and stores the answer. An empty answer is never kept: the
// card speaks as soon as the member has data. Each server process keeps its own, bounded (the
// oldest entries go first).
import { TIMINGS } from "@/lib/constants";
import { memberToday, type Member } from "@/lib/domain/member";

export type InsightKind = keyof typeof TIMINGS.insightCacheMs;

/** At most this many answers are kept (three per member for several thousand members). */
export const INSIGHT_CACHE_MAX = 20_000;

const entries = new Map<string, { until: number; value: unknown }>();

export async function cachedInsight<T extends { items: readonly unknown[] }>(
  kind: InsightKind,
  member: Member,
  now: Date,
  compute: () => Promise<T>,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<T> {
  const key = `${kind}:${member.id}:${member.timeZone}:${memberToday(member, now)}`;
  const hit = entries.get(key);
  if (!fresh && hit && hit.until > now.getTime()) return hit.value as T;
  const value = await compute();
  entries.delete(key);
  if (value.items.length > 0) {
    entries.set(key, { until: now.getTime() + TIMINGS.insightCacheMs[kind], value });
    if (entries.size > INSIGHT_CACHE_MAX) entries.delete(entries.keys().next().value!);
  }
  return value;
}

/** `?refresh=1`: the card's refresh button asks for a fresh answer. */
export const wantsFresh = (req: { nextUrl: URL }) => req.nextUrl.searchParams.get("refresh") === "1";
