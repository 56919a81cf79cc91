"use client";
// The dashboard's "Team Challenges" card (docs/product/challenges-and-partners.md#the-members-card):
// the team's challenges not yet over, join and leave, the member's progress toward their target
// and rank, the badge once reached, the leaderboard by pages and the "show my name" choice.
// Loaded after the page (components/challenges/team-cards-slot.tsx); hidden while there is none.
import { useId, useState } from "react";
import { PageOfPages } from "@/components/shared/page-of-pages";
import { SectionCard } from "@/components/shared/section-card";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Switch } from "@/components/ui/switch";
import { Label } from "@/components/ui/label";
import { TrophyIcon } from "@/components/ui/icons";
import { failureMessage } from "@/lib/client/api";
import { notify } from "@/lib/client/toast";
import { useChallenges, useJoinChallenge, useLeaderboard, useShowChallengeName } from "@/lib/client/use-challenges";
import { CHALLENGE_LIMITS } from "@/lib/domain/challenges";
import type { MyChallengeDto } from "@/lib/schemas/challenges";

const day = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const STATUS_LABEL = { upcoming: "Starts soon", running: "Running", ended: "Ended" } as const;

function Leaderboard({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useLeaderboard(id, page);
  if (!data) return <p className="text-sm text-muted-foreground">Loading the leaderboard…</p>;
  const pages = Math.max(1, Math.ceil(data.total / data.limit));
  return (
    <div className="space-y-2">
      <ol className="divide-y rounded-xl border" aria-label="Leaderboard">
        {data.rows.map((r, i) => (
          <li key={`${r.rank}-${r.name}-${i}`} className={`flex items-center gap-3 px-3 py-2 text-sm ${r.you ? "bg-gold-100/70 font-semibold dark:bg-gold-500/10" : ""}`}>
            <span className="w-8 text-right tabular-nums">{r.rank}.</span>
            <span className="min-w-0 flex-1 truncate">
              {r.name}
              {r.you && " (you)"}
            </span>
            <span className="tabular-nums">
              {r.progress} of {r.target}
            </span>
            {r.reached && <TrophyIcon className="size-4 text-gold-700 dark:text-gold-300" aria-label="Target reached" />}
          </li>
        ))}
      </ol>
      <PageOfPages label="Leaderboard pages" page={page} pages={pages} busy={isFetching} onPage={setPage} />
    </div>
  );
}

function ChallengeItem({ c }: { c: MyChallengeDto }) {
  const join = useJoinChallenge();
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [board, setBoard] = useState(false);
  const boardId = useId();
  const act = (joining: boolean) =>
    join.mutate(
      { id: c.id, join: joining },
      {
        onSuccess: () => {
          setConfirmLeave(false);
          notify("success", joining ? `You joined ${c.name}` : `You left ${c.name}`);
        },
        onError: (error) => notify("error", failureMessage(error)),
      },
    );
  const mine = c.mine;
  return (
    <li className="space-y-3 rounded-xl border p-3" data-testid={`challenge-${c.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">{c.name}</h3>
          <p className="text-sm text-muted-foreground">
            {c.measureLabel}: {c.target} · {day(c.startDate)} to {day(c.endDate)} · {c.teamName ?? "Whole community"}
          </p>
        </div>
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">{STATUS_LABEL[c.status]}</span>
      </div>
      {mine ? (
        <div className="space-y-1">
          <Progress value={Math.min(100, (mine.progress / mine.target) * 100)} className="h-2" aria-label={`${c.name}: ${mine.progress} of ${mine.target}`} />
          <p className="text-sm">
            <span className="font-semibold">
              {mine.progress} of {mine.target}
            </span>{" "}
            · Rank {mine.rank} of {c.joined}
            {mine.excused > 0 && ` · target lowered by ${mine.excused} rest or paused ${mine.excused === 1 ? "day" : "days"}`}
          </p>
          {mine.reached && !mine.rewarded && <p className="text-sm font-medium">Target reached: your badge comes with the next refresh.</p>}
          {mine.rewarded && (
            <p className="text-sm font-medium text-emerald-700 dark:text-emerald-400" data-testid="challenge-badge">
              <TrophyIcon className="mr-1 inline size-4" aria-hidden />
              Badge earned: {c.name} (+{CHALLENGE_LIMITS.reward} points)
            </p>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{c.joined === 1 ? "1 member has joined." : `${c.joined} members have joined.`}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {c.canJoin && (
          <Button type="button" size="sm" disabled={join.isPending} onClick={() => act(true)}>
            Join challenge
          </Button>
        )}
        {mine && c.status !== "ended" && !confirmLeave && (
          <Button type="button" size="sm" variant="outline" disabled={join.isPending} onClick={() => setConfirmLeave(true)}>
            Leave
          </Button>
        )}
        {confirmLeave && (
          <>
            <Button type="button" size="sm" variant="destructive" disabled={join.isPending} onClick={() => act(false)}>
              Leave and lose my progress
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setConfirmLeave(false)}>
              Stay
            </Button>
          </>
        )}
        {c.joined > 0 && (
          <Button type="button" size="sm" variant="ghost" aria-expanded={board} aria-controls={boardId} onClick={() => setBoard((v) => !v)}>
            {board ? "Hide leaderboard" : "Leaderboard"}
          </Button>
        )}
      </div>
      <div id={boardId}>{board && <Leaderboard id={c.id} />}</div>
    </li>
  );
}

export function ChallengesCard() {
  const { data } = useChallenges();
  const showName = useShowChallengeName();
  const switchId = useId();
  const challenges = data?.challenges ?? [];
  if (!challenges.length) return null;
  return (
    <SectionCard id="challenges" icon={TrophyIcon} title="Team Challenges" description="Do it together: join, reach the target, earn the badge and 50 points.">
      <ul className="space-y-3">
        {challenges.map((c) => (
          <ChallengeItem key={c.id} c={c} />
        ))}
      </ul>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={switchId}>Show my name on leaderboards (otherwise &quot;Member 12&quot;)</Label>
        <Switch
          id={switchId}
          checked={challenges[0].showName}
          disabled={showName.isPending}
          onCheckedChange={(v) => showName.mutate(v, { onError: (error) => notify("error", failureMessage(error)) })}
        />
      </div>
    </SectionCard>
  );
}
