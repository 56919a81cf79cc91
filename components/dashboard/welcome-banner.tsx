"use client";
// The top of the dashboard (#home): a greeting for the member's time of day and today's progress.
import { BrainIcon, ListChecksIcon, TargetIcon } from "@/components/ui/icons";
import { useMemberDay } from "@/components/shared/member-day";
import { useNow } from "@/components/shared/minute-clock";
import { useGoals } from "@/lib/client/use-goals";
import { useMindset } from "@/lib/client/use-mindset";
import { SLOTS } from "@/lib/constants";
import { normaliseTimeZone } from "@/lib/domain/day";
import { hourIn, weekdayDateIn } from "@/lib/domain/date-words";
import { MINDSET_EXERCISES } from "@/lib/domain/points";
import { isTaskType } from "@/lib/domain/goal-slots";
import { cn } from "@/lib/utils";

function greeting(hour: number) {
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}

function Stat({ icon: Icon, label, value, total }: { icon: typeof TargetIcon; label: string; value: number; total: number }) {
  const full = value >= total;
  return (
    <div className="flex items-center gap-2 rounded-xl bg-white/10 px-2.5 py-2 sm:px-3">
      <Icon className={cn("hidden size-4 shrink-0 sm:block", full ? "text-gold-300" : "text-white/80")} aria-hidden />
      <div className="leading-tight">
        <p className="text-[10px] tracking-wide whitespace-nowrap text-white/75 uppercase sm:text-[11px]">{label}</p>
        <p className="text-sm font-bold">
          {value}/{total}
        </p>
      </div>
    </div>
  );
}

export function WelcomeBanner({ username }: { username: string }) {
  const { timeZone } = useMemberDay();
  const zone = normaliseTimeZone(timeZone);
  const now = useNow();
  const { data: goals = [] } = useGoals();
  const { data: mindset } = useMindset();
  const tasksDone = goals.filter((g) => isTaskType(g.type) && g.isCompleted).length;
  const smartSet = goals.filter((g) => (SLOTS.smart as readonly string[]).includes(g.type)).length;
  const mindsetDone = MINDSET_EXERCISES.filter(({ flag }) => mindset?.[flag]).length;

  return (
    <section
      id="home"
      className="relative scroll-mt-6 overflow-hidden rounded-2xl bg-gradient-to-br from-cardinal-700 via-cardinal-800 to-cardinal-900 p-5 text-white shadow-md sm:p-6"
    >
      {/* A glow drawn as a radial gradient, not a blurred disc: a blur filter is costly to paint on phones (docs/decisions.md "Glows are gradients, not blurs"). */}
      <div aria-hidden className="absolute -top-28 -right-22 size-72 rounded-full bg-radial from-gold-500/20 from-15% to-transparent to-70%" />
      <div className="relative flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <p className="text-sm text-white/75">{weekdayDateIn(now, zone)}</p>
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {greeting(hourIn(now, zone))}, {username}!
          </h2>
          <p className="mt-1 text-sm text-white/80">Small steps every day. Let&apos;s make today count.</p>
        </div>
        <div className="grid grid-cols-3 gap-2 sm:flex">
          <Stat icon={TargetIcon} label="SMART goals" value={smartSet} total={SLOTS.smart.length} />
          <Stat icon={ListChecksIcon} label="Tasks done" value={tasksDone} total={SLOTS.tasks.length} />
          <Stat icon={BrainIcon} label="Mindset" value={mindsetDone} total={MINDSET_EXERCISES.length} />
        </div>
      </div>
    </section>
  );
}
