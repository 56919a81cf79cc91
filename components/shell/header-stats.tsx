import type { ReactNode } from "react";
import { FlameIcon as Flame, StarIcon as Star } from "@/components/ui/icons";
import { PointsHistoryDialog } from "@/components/points/points-history-dialog";
import { cn } from "@/lib/utils";

/**
 * Points with thousands separators, as `toLocaleString("en-US")` writes them ("12,345"), without
 * Intl: the page's first Intl number format loads ICU's number data, a task of about 100 ms at
 * Lighthouse's 4x CPU, and this pill is on every screen's first load (docs/decisions.md "The
 * header's points without Intl"; the points button's label and its dialog read the same text). Whole
 * numbers only, as points are.
 */
export const groupDigits = (value: number): string => String(value).replace(/\B(?=(\d{3})+$)/g, ",");

/** One pill: icon, a label for screen readers, the value, and a unit from the sm breakpoint up. */
function StatPill({ label, icon, value, unit, className }: { label: string; icon: ReactNode; value: ReactNode; unit: string; className: string }) {
  return (
    <span className={cn("inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold", className)} title={label} data-testid={`header-${label.toLowerCase()}`}>
      {icon}
      <span className="sr-only">{label}:</span>
      {value}
      <span className="hidden sm:inline">{unit}</span>
    </span>
  );
}

/** Streak and points pills of the header; the points pill opens the points history. */
export function HeaderStats({ streak, points, className }: { streak: number; points: number; className?: string }) {
  const grouped = groupDigits(points);
  return (
    <div className={cn("flex items-center gap-1.5", className)}>
      <StatPill
        label="Streak"
        icon={<Flame className="size-3.5" aria-hidden />}
        value={streak}
        unit={streak === 1 ? " day" : " days"}
        className="bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200"
      />
      <PointsHistoryDialog points={grouped}>
        <StatPill
          label="Points"
          icon={<Star className="size-3.5 fill-current" aria-hidden />}
          value={grouped}
          unit=" pts"
          className="bg-gold/25 text-cardinal-800 hover:bg-gold/40 dark:bg-gold/15 dark:text-gold"
        />
      </PointsHistoryDialog>
    </div>
  );
}
