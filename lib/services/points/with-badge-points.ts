import "server-only";
// After a journal write's statement inserted points (and committed): the badge check, one more
// statement, only when something was inserted. Returns the write's points plus the badges'.
import { checkBadges } from "@/lib/services/badges/check-badges";

export async function withBadgePoints(userId: number, pointsAwarded: number | null | undefined): Promise<number> {
  const points = pointsAwarded ?? 0;
  return points > 0 ? points + (await checkBadges(userId)) : points;
}
