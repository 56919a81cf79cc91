// Badge progress on /stats: every badge of the catalogue, earned or how far the member is
// ("3 of 5 SMART goals"), from the same rule table that awards them.
import { Award, Lock } from "lucide-react";
import { Progress } from "@/components/ui/progress";
import type { StatsDto } from "@/lib/schemas/stats";

export function BadgeProgressList({ badges }: { badges: StatsDto["badges"] }) {
  const earned = badges.filter((b) => b.earned).length;
  return (
    <section aria-labelledby="badge-progress-title" className="bg-card grid gap-3 rounded-xl border p-4">
      <div>
        <h2 id="badge-progress-title" className="font-semibold">
          Badge progress
        </h2>
        <p className="text-muted-foreground text-xs">
          {earned} of {badges.length} badges earned
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {badges.map((b) => {
          const Icon = b.earned ? Award : Lock;
          return (
            <li key={b.code} className="grid gap-1">
              <div className="flex items-center gap-2 text-sm">
                <Icon className={b.earned ? "text-cardinal-700 dark:text-gold-300 size-4" : "text-muted-foreground size-4"} aria-hidden />
                <span className="font-medium">{b.name}</span>
                <span className="text-muted-foreground ml-auto text-xs">{b.earned ? "Earned" : b.progress}</span>
              </div>
              <Progress value={Math.round((b.current / b.target) * 100)} aria-label={`${b.name}: ${b.earned ? "earned" : b.progress}`} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
