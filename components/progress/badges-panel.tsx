"use client";
// Earned badges (docs/product/points-and-badges.md#badges): the whole catalogue from GET /api/badges,
// earned ones bright with their date, locked ones dim with how far the member is.
import { AwardIcon, LockIcon } from "lucide-react";
import { SectionCard } from "@/components/shared/section-card";
import { BADGE_ICONS, EARNED_DISC, MEDAL_DISCS } from "@/components/progress/badge-icons";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { useBadges } from "@/lib/client/use-progress";
import type { BadgeProgress } from "@/lib/domain/badges";
import { cn } from "@/lib/utils";

const earnedOn = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });

function BadgeTile({ badge }: { badge: BadgeProgress }) {
  const Icon = BADGE_ICONS[badge.code] ?? AwardIcon;
  return (
    <li
      data-testid={`badge-${badge.code}`}
      data-earned={badge.earned ? "true" : "false"}
      className={cn(
        "flex gap-3 rounded-xl border p-3",
        badge.earned ? "border-gold-500/60 bg-gold-100/70 dark:border-gold-500/40 dark:bg-gold-500/10" : "bg-muted/40",
      )}
    >
      <span
        data-testid="badge-disc"
        className={cn(
          "flex size-10 shrink-0 items-center justify-center rounded-full",
          badge.earned ? cn(MEDAL_DISCS[badge.code] ?? EARNED_DISC, "shadow-sm") : "bg-muted text-muted-foreground",
        )}
      >
        {badge.earned ? <Icon className="size-5" aria-hidden /> : <LockIcon className="size-4" aria-hidden />}
      </span>
      <div className="min-w-0 flex-1">
        <p className={cn("text-sm font-semibold", !badge.earned && "text-muted-foreground")}>{badge.name}</p>
        <p className="text-xs text-muted-foreground">{badge.description}</p>
        {badge.earned ? (
          <p className="mt-1 text-xs font-medium text-emerald-700 dark:text-emerald-400">Earned {earnedOn(badge.earnedAt!)}</p>
        ) : (
          <>
            <Progress value={(badge.current / badge.target) * 100} className="mt-2 h-1.5" aria-label={`${badge.name}: ${badge.progress}`} />
            <p className="mt-1 text-xs text-muted-foreground">{badge.progress}</p>
          </>
        )}
      </div>
    </li>
  );
}

export function BadgesPanel({ id }: { id?: string }) {
  const { data: badges } = useBadges();
  const earned = badges?.filter((b) => b.earned).length ?? 0;
  return (
    <SectionCard id={id} icon={AwardIcon} title="Earned Badges" badge={badges ? `${earned} of ${badges.length}` : undefined} description="Each badge gives 20 points the first time you earn it.">
      {!badges ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-20 rounded-xl" />
          ))}
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {/* Earned first, newest first; then locked, closest first. */}
          {[...badges]
            .sort((a, b) => Number(b.earned) - Number(a.earned) || (b.earnedAt ?? "").localeCompare(a.earnedAt ?? "") || b.current / b.target - a.current / a.target)
            .map((b) => (
              <BadgeTile key={b.code} badge={b} />
            ))}
        </ul>
      )}
    </SectionCard>
  );
}
