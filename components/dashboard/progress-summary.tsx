"use client";
// "#stats" on the dashboard: what today's journal holds, with a way to /stats. Points and streak
// are not repeated here: the header and the Progress panel (docs/decisions.md "Progress, insights and the daily summary") show them.
import { NavLink } from "@/components/shared/nav-link";
import { ArrowRightIcon, AwardIcon, BarChart3Icon, BookOpenIcon } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/shared/section-card";
import { useLearnings } from "@/lib/client/use-learnings";

export function ProgressSummary({ id }: { id?: string }) {
  const { data: learned = [] } = useLearnings("learned");
  const { data: accomplished = [] } = useLearnings("accomplished");
  const tiles = [
    { label: "Learned today", value: learned.length, icon: BookOpenIcon, tone: "text-blue-600 dark:text-blue-400" },
    { label: "Wins today", value: accomplished.length, icon: AwardIcon, tone: "text-emerald-600 dark:text-emerald-400" },
  ];
  return (
    <SectionCard id={id} icon={BarChart3Icon} title="Stats" description="Your progress at a glance.">
      <div className="grid grid-cols-2 gap-3">
        {tiles.map(({ label, value, icon: Icon, tone }) => (
          <div key={label} className="rounded-xl border bg-background/60 p-3">
            <Icon className={`size-4 ${tone}`} aria-hidden />
            <p className="mt-1 text-2xl font-bold tabular-nums">{value.toLocaleString("en-US")}</p>
            <p className="text-xs text-muted-foreground">{label}</p>
          </div>
        ))}
      </div>
      <Button asChild variant="outline" className="w-full sm:w-auto">
        <NavLink href="/stats">
          See all stats <ArrowRightIcon />
        </NavLink>
      </Button>
    </SectionCard>
  );
}
