"use client";
// Achievements (docs/product/profile.md#achievements): 'Your Badges and Achievements', the member's earned badges from the
// catalogue, or 'No Badges Yet' with the hint; below them the points history. Loaded with the
// tab's first choice (profile-client), not with the page.
import { Award } from "lucide-react";
import { PointsHistory } from "@/components/points/points-history";
import { MEDAL_ICON_TONES } from "@/components/progress/badge-icons";
import { cn } from "@/lib/utils";
import { badgeByCode } from "@/lib/domain/badges";
import { SettingsCard } from "@/components/shared/settings-card";

export function AchievementsTab({ badges }: { badges: string[] }) {
  const earned = badges.flatMap((code) => badgeByCode(code) ?? []);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <SettingsCard id="badges-title" title="Your Badges and Achievements">
        {earned.length === 0 ? (
          <div className="text-center">
            <Award className="text-muted-foreground mx-auto mb-2 size-10" aria-hidden />
            <p className="font-semibold">No Badges Yet</p>
            <p className="text-muted-foreground text-sm">Complete goals, maintain streaks and do your mindset exercises to earn badges.</p>
          </div>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {earned.map((badge) => (
              <li key={badge.code} className="bg-gold-100/60 dark:bg-gold-500/10 rounded-xl border p-3 text-center">
                {/* The Bronze, Silver and Gold Medals in their own colour, every other badge in cardinal. */}
                <Award data-testid={`badge-icon-${badge.code}`} className={cn("mx-auto mb-1 size-7", MEDAL_ICON_TONES[badge.code] ?? "text-cardinal-700 dark:text-gold-300")} aria-hidden />
                <p className="text-sm font-semibold">{badge.name}</p>
                <p className="text-muted-foreground text-xs">{badge.description}</p>
              </li>
            ))}
          </ul>
        )}
      </SettingsCard>
      <SettingsCard id="points-history-title" title="Points history">
        {/* Contained: the rows' one-line text never widens the page past a phone's screen. */}
        <div className="min-w-0 [contain:inline-size]">
          <PointsHistory />
        </div>
      </SettingsCard>
    </div>
  );
}
