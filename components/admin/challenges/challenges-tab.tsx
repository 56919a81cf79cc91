"use client";
// The Challenges tab of /admin (docs/product/challenges-and-partners.md#the-coachs-side): start a
// challenge for a team the coach coaches (the owner also for the whole community), the list
// (running first), and a challenge's page: joined, on track, reached, the members by rank (paged),
// the CSV and ending it early.
import { useId, useState } from "react";
import { FormProblem, TabHeading, TabTable, toastFailure } from "@/components/admin/tab-parts";
import { PageOfPages } from "@/components/shared/page-of-pages";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { TableCell, TableRow } from "@/components/ui/table";
import { failureMessage } from "@/lib/client/api";
import { withAdminTeam } from "@/lib/client/admin-team";
import { toast } from "@/lib/client/toast";
import { useAdminChallenge, useAdminChallenges, useEndChallenge, useStartChallenge } from "@/lib/client/use-challenges";
import { useTeams } from "@/lib/client/use-teams";
import { CHALLENGE_LIMITS, CHALLENGE_MEASURES, MEASURE_LABELS } from "@/lib/domain/challenges";

const selectClass = "border-input bg-background focus-visible:ring-ring/50 h-9 rounded-md border px-3 text-sm focus-visible:ring-[3px] focus-visible:outline-none";
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function StartForm({ owner, onStarted }: { owner: boolean; onStarted: (id: number) => void }) {
  const { data: teams } = useTeams();
  const live = (teams?.teams ?? []).filter((t) => !t.archivedAt);
  const start = useStartChallenge();
  const [name, setName] = useState("");
  const [team, setTeam] = useState<string>("");
  const [startDate, setStartDate] = useState(isoDay(0));
  const [endDate, setEndDate] = useState(isoDay(13));
  const [measure, setMeasure] = useState<string>(CHALLENGE_MEASURES[0]);
  const [target, setTarget] = useState("10");
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  const teamValue = team || (live[0] ? String(live[0].id) : owner ? "all" : "");
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    start.mutate(
      { name, teamId: teamValue === "all" ? null : Number(teamValue), startDate, endDate, measure, target: Number(target) },
      {
        onSuccess: (c) => {
          toast({ title: "Challenge started", description: c.name, variant: "success" });
          setName("");
          onStarted(c.id);
        },
        onError: (err) => setError(failureMessage(err)),
      },
    );
  };
  return (
    <form onSubmit={submit} className="bg-card space-y-3 rounded-xl border p-4" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="font-semibold">
        Start a challenge
      </h3>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <div className="space-y-1">
          <Label htmlFor={`${ids}-name`}>Name</Label>
          <Input id={`${ids}-name`} value={name} maxLength={CHALLENGE_LIMITS.nameMax + 20} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${ids}-team`}>Team</Label>
          <select id={`${ids}-team`} className={`${selectClass} w-full`} value={teamValue} onChange={(e) => setTeam(e.target.value)}>
            {live.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
            {owner && <option value="all">Whole community</option>}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${ids}-measure`}>Measure</Label>
          <select id={`${ids}-measure`} className={`${selectClass} w-full`} value={measure} onChange={(e) => setMeasure(e.target.value)}>
            {CHALLENGE_MEASURES.map((m) => (
              <option key={m} value={m}>
                {MEASURE_LABELS[m]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${ids}-start`}>Start</Label>
          <Input id={`${ids}-start`} type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${ids}-end`}>End</Label>
          <Input id={`${ids}-end`} type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${ids}-target`}>Target</Label>
          <Input id={`${ids}-target`} type="number" inputMode="numeric" min={1} max={CHALLENGE_LIMITS.maxDays} value={target} onChange={(e) => setTarget(e.target.value)} />
        </div>
      </div>
      <p className="text-muted-foreground text-xs">
        {CHALLENGE_LIMITS.minDays} to {CHALLENGE_LIMITS.maxDays} days; members join until the last week starts. The target is at most the challenge&apos;s days.
      </p>
      <FormProblem message={error} />
      <Button type="submit" disabled={start.isPending}>
        {start.isPending && <Spinner />} Start challenge
      </Button>
    </form>
  );
}

function ChallengePage({ id, onClose }: { id: number; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useAdminChallenge(id, page);
  const end = useEndChallenge();
  const [confirmEnd, setConfirmEnd] = useState(false);
  if (!data) return <Spinner />;
  const pages = Math.max(1, Math.ceil(data.joinedCount / data.limit));
  return (
    <section className="bg-card space-y-3 rounded-xl border p-4" aria-labelledby="challenge-page-title">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id="challenge-page-title" className="text-lg font-semibold">
            {data.name}
          </h3>
          <p className="text-muted-foreground text-sm">
            {data.teamName ?? "Whole community"} · {data.measureLabel}: {data.target} · {data.startDate} to {data.endDate}
            {data.endedAt && " · ended early"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={withAdminTeam(`/api/admin/challenges/${id}/export`)} download>
              Download CSV
            </a>
          </Button>
          {!data.endedAt && !confirmEnd && (
            <Button variant="outline" size="sm" onClick={() => setConfirmEnd(true)}>
              End early
            </Button>
          )}
          {confirmEnd && (
            <>
              <Button
                variant="destructive"
                size="sm"
                disabled={end.isPending}
                onClick={() =>
                  end.mutate(id, {
                    onSuccess: () => setConfirmEnd(false),
                    onError: toastFailure,
                  })
                }
              >
                End it now
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirmEnd(false)}>
                Keep it running
              </Button>
            </>
          )}
          <Button variant="ghost" size="sm" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-3 text-center">
        {[
          ["Joined", data.joinedCount],
          ["On track", data.onTrack],
          ["Reached", data.reached],
        ].map(([label, n]) => (
          <div key={label} className="rounded-lg border p-2">
            <dt className="text-muted-foreground text-xs">{label}</dt>
            <dd className="text-xl font-bold">{Number(n).toLocaleString("en-US")}</dd>
          </div>
        ))}
      </dl>
      <TabTable label={`Members of ${data.name}`} columns={["Rank", "Member", "Progress", "Status"]} count={data.rows.length} emptyText="Nobody has joined yet.">
        {data.rows.map((r) => (
          <TableRow key={r.userId}>
            <TableCell>{r.rank}</TableCell>
            <TableCell>{r.username}</TableCell>
            <TableCell>
              {r.progress} of {r.target}
              {r.excused > 0 && ` (${r.excused} excused)`}
            </TableCell>
            <TableCell>{r.reached ? "Reached" : r.onTrack ? "On track" : "Behind"}</TableCell>
          </TableRow>
        ))}
      </TabTable>
      <PageOfPages label="Challenge members pages" page={page} pages={pages} busy={isFetching} onPage={setPage} />
      <p className="text-muted-foreground text-xs">{data.refreshedAt ? `Progress as of ${new Date(data.refreshedAt).toLocaleString("en-US")}` : "Progress appears after the next refresh"}</p>
    </section>
  );
}

export function ChallengesTab({ owner }: { owner: boolean }) {
  const { data, isLoading } = useAdminChallenges();
  const [open, setOpen] = useState<number | null>(null);
  const challenges = data?.challenges ?? [];
  return (
    <section className="space-y-4" aria-labelledby="challenges-title">
      <TabHeading id="challenges-title" title="Challenges" />
      <StartForm owner={owner} onStarted={setOpen} />
      {open !== null && <ChallengePage key={open} id={open} onClose={() => setOpen(null)} />}
      <TabTable label="Challenges" columns={["Challenge", "Team", "Dates", "Joined", "Status"]} actions loading={isLoading} count={challenges.length} emptyText="No challenges yet.">
        {challenges.map((c) => (
          <TableRow key={c.id}>
            <TableCell>
              <div className="font-medium">{c.name}</div>
              <div className="text-muted-foreground text-xs">
                {c.measureLabel}: {c.target}
              </div>
            </TableCell>
            <TableCell>{c.teamName ?? "Whole community"}</TableCell>
            <TableCell>
              {c.startDate} to {c.endDate}
            </TableCell>
            <TableCell>{c.joined.toLocaleString("en-US")}</TableCell>
            <TableCell>{c.running ? "Running" : "Ended"}</TableCell>
            <TableCell>
              <Button size="sm" variant="outline" onClick={() => setOpen(c.id)} aria-label={`Open ${c.name}`}>
                Open
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TabTable>
    </section>
  );
}
