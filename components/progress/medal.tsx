// The medal of the points tile (docs/product/points-and-badges.md#the-progress-panel): bronze, silver, gold.
import { MedalIcon } from "lucide-react";
import type { Medal } from "@/lib/domain/progress";
import { cn } from "@/lib/utils";

const MEDAL_STYLE: Record<Medal, { label: string; className: string }> = {
  bronze: { label: "Bronze medal", className: "bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200" },
  silver: { label: "Silver medal", className: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-100" },
  gold: { label: "Gold medal", className: "bg-gold-100 text-cardinal-800 dark:bg-gold-500/20 dark:text-gold-300" },
};

export function MedalBadge({ medal, className }: { medal: Medal; className?: string }) {
  const { label, className: tone } = MEDAL_STYLE[medal];
  return (
    <span data-testid="medal" data-medal={medal} className={cn("inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold", tone, className)}>
      <MedalIcon className="size-3.5" aria-hidden />
      {label}
    </span>
  );
}
