"use client";
// The progress panel (docs/product/points-and-badges.md#the-progress-panel): points with their medal, streak, goal completion percent,
// today's tasks and mindset done, widget points today; every number from GET /api/progress.
// Ticking a task or a mindset box changes the panel without points changing: it reads again
// whenever today's goals, mindset or the user (read again after every award) change in the cache.
import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { BrainIcon, CheckSquareIcon, FlameIcon, StarIcon, TargetIcon, TimerIcon, TrendingUpIcon, type LucideIcon } from "lucide-react";
import { SectionCard } from "@/components/shared/section-card";
import { MedalBadge } from "@/components/progress/medal";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/lib/client/use-current-user";
import { useGoals } from "@/lib/client/use-goals";
import { useMindset } from "@/lib/client/use-mindset";
import { readProgressAgain, useProgress } from "@/lib/client/use-progress";

function Tile({ icon: Icon, label, value, tone, children }: { icon: LucideIcon; label: string; value: string; tone: string; children?: React.ReactNode }) {
  return (
    <div className="rounded-xl border bg-background/60 p-3" data-testid={`progress-${label.toLowerCase().replaceAll(" ", "-")}`}>
      <Icon className={`size-4 ${tone}`} aria-hidden />
      <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
      <p className="text-xs text-muted-foreground">{label}</p>
      {children}
    </div>
  );
}

export function ProgressPanel({ id }: { id?: string }) {
  const queryClient = useQueryClient();
  const { data: p } = useProgress();
  const { dataUpdatedAt: goalsAt } = useGoals();
  const { dataUpdatedAt: mindsetAt } = useMindset();
  // The user is read again after every award (widget achievements included).
  const { dataUpdatedAt: userAt } = useCurrentUser();
  const seen = useRef(`${goalsAt}:${mindsetAt}:${userAt}`);
  useEffect(() => {
    const stamp = `${goalsAt}:${mindsetAt}:${userAt}`;
    if (stamp === seen.current) return; // the server-rendered numbers are already current
    seen.current = stamp;
    readProgressAgain(queryClient); // several changes in a row: one read in flight and one after it
  }, [goalsAt, mindsetAt, userAt, queryClient]);

  return (
    <SectionCard id={id} icon={TrendingUpIcon} title="Progress" description="Where you stand today, counted by Reach.">
      {!p ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-24 rounded-xl" />
          ))}
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Tile icon={StarIcon} label="Points" value={p.points.toLocaleString("en-US")} tone="text-gold-700 dark:text-gold-500">
            {p.medal && <MedalBadge medal={p.medal} className="mt-2" />}
          </Tile>
          <Tile icon={FlameIcon} label="Day streak" value={String(p.streak)} tone="text-orange-600 dark:text-orange-400" />
          <Tile icon={TargetIcon} label="Goals completed" value={`${p.goalCompletionPercent}%`} tone="text-cardinal-700 dark:text-cardinal-300">
            <Progress value={p.goalCompletionPercent} className="mt-2 h-1.5" aria-label={`Goals completed: ${p.goalsCompleted} of ${p.goalsTotal}`} />
            <p className="mt-1 text-xs text-muted-foreground">
              {p.goalsCompleted} of {p.goalsTotal}
            </p>
          </Tile>
          <Tile icon={CheckSquareIcon} label="Tasks today" value={`${p.tasksDone} of ${p.tasksTotal}`} tone="text-emerald-600 dark:text-emerald-400" />
          <Tile icon={BrainIcon} label="Mindset today" value={`${p.mindsetDone} of 3`} tone="text-purple-600 dark:text-purple-400" />
          <Tile icon={TimerIcon} label="Widget points today" value={p.widgetPointsToday.toLocaleString("en-US")} tone="text-blue-600 dark:text-blue-400" />
        </div>
      )}
    </SectionCard>
  );
}
