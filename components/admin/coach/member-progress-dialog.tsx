"use client";
// A member's progress for the coach: streak and best streak, 12 weeks of active days and rates
// (charts, or the same numbers as a table), SMART goals, points by source, badges. Journal text
// only while the member shares it, read-only, marked "shared by the member".
import { useState } from "react";
import dynamic from "next/dynamic";
import { badgeNames, dayCount, shortInstant, shortLocalDate, sourceLine } from "@/components/admin/coach/coach-rules";
import { Button } from "@/components/ui/button";
import { MemberCheckIns } from "@/components/admin/check-ins/member-check-ins";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { MemberProgressDto } from "@/lib/schemas/coach";
import { useMemberProgress } from "@/lib/client/use-coach";

const ProgressCharts = dynamic(() => import("@/components/admin/coach/progress-charts").then((m) => m.ProgressCharts), { loading: () => <Skeleton className="h-96 w-full" />, ssr: false });

const pct = (n: number | null) => (n === null ? "—" : `${n}%`);

function WeeksTable({ data }: { data: MemberProgressDto }) {
  return (
    <Table label="Weeks">
      <TableHeader>
        <TableRow>
          <TableHead>Week of</TableHead>
          <TableHead>Active days</TableHead>
          <TableHead>Tasks</TableHead>
          <TableHead>Mindset</TableHead>
          <TableHead>Journal</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.weeks.map((w) => (
          <TableRow key={w.weekStart}>
            <TableCell>{shortLocalDate(w.weekStart)}</TableCell>
            <TableCell>{w.activeDays}</TableCell>
            <TableCell>{pct(w.tasks)}</TableCell>
            <TableCell>{pct(w.mindset)}</TableCell>
            <TableCell>{pct(w.journal)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function SharedJournal({ journal }: { journal: NonNullable<MemberProgressDto["journal"]> }) {
  return (
    <section aria-labelledby="shared-journal-title" className="grid gap-2 rounded-xl border p-3">
      <h3 id="shared-journal-title" className="font-semibold">
        Journal <span className="text-muted-foreground text-xs font-normal">(shared by the member since {shortInstant(journal.sharedAt)}, read-only)</span>
      </h3>
      {journal.days.length === 0 && <p className="text-muted-foreground text-sm">Nothing written in the last 14 days.</p>}
      {journal.days.map((d, i) => (
        <article key={`${d.date}-${i}`} className="grid gap-1 text-sm" data-testid="shared-journal-day">
          <h4 className="font-medium">{shortLocalDate(d.date)}</h4>
          {d.behavior && (d.behavior.continueDoing || d.behavior.startDoing || d.behavior.stopDoing) && (
            <p>
              Continue: {d.behavior.continueDoing || "—"} · Start: {d.behavior.startDoing || "—"} · Stop: {d.behavior.stopDoing || "—"}
            </p>
          )}
          {d.learned.length > 0 && <p>Learned: {d.learned.join("; ")}</p>}
          {d.accomplished.length > 0 && <p>Accomplished: {d.accomplished.join("; ")}</p>}
          {d.mindset && (d.mindset.visualization || d.mindset.selfTalk || d.mindset.focus) && (
            <p>
              Mindset: {[d.mindset.visualization, d.mindset.selfTalk, d.mindset.focus].filter(Boolean).join(" · ")}
            </p>
          )}
          {d.note.trim() && <p>Note: {d.note}</p>}
        </article>
      ))}
    </section>
  );
}

function Body({ data }: { data: MemberProgressDto }) {
  const [asTable, setAsTable] = useState(false);
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-3 gap-2 text-center">
        {[
          ["Streak", dayCount(data.member.streak)],
          ["Best streak", dayCount(data.member.bestStreak)],
          ["Points", data.member.points.toLocaleString("en-US")],
        ].map(([label, value]) => (
          <div key={label} className="bg-muted/50 rounded-lg border p-2">
            <dt className="text-muted-foreground text-xs">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {data.attention.length > 0 && (
        <ul className="list-inside list-disc text-sm">
          {data.attention.map((a) => (
            <li key={a.reason}>{a.text}</li>
          ))}
        </ul>
      )}
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">12 weeks</h3>
        <Button size="sm" variant="outline" onClick={() => setAsTable((v) => !v)}>
          {asTable ? "Show charts" : "Show as table"}
        </Button>
      </div>
      {asTable ? <WeeksTable data={data} /> : <ProgressCharts data={data} />}
      <section aria-labelledby="coach-goals-title" className="grid gap-1">
        <h3 id="coach-goals-title" className="font-semibold">
          SMART goals
        </h3>
        {data.goals.length === 0 ? (
          <p className="text-muted-foreground text-sm">No SMART goals yet.</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {data.goals.map((g) => (
              <li key={g.id}>
                <span className="font-medium">{g.title}</span> ·{" "}
                {g.isCompleted ? `completed ${g.completedAt ? shortInstant(g.completedAt) : ""}` : g.deadline ? `deadline ${shortInstant(g.deadline)}` : "no deadline"}
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="coach-points-title">
          <h3 id="coach-points-title" className="font-semibold">
            Points by source
          </h3>
          <ul className="text-sm">
            {data.pointsBySource.length === 0 && <li className="text-muted-foreground">No points yet.</li>}
            {data.pointsBySource.map((p) => (
              <li key={p.source}>{sourceLine(p)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="coach-badges-title">
          <h3 id="coach-badges-title" className="font-semibold">
            Badges
          </h3>
          <p className="text-sm">{data.badges.length ? badgeNames(data.badges) : "No badges yet."}</p>
        </section>
      </div>
      {data.journal ? <SharedJournal journal={data.journal} /> : <p className="text-muted-foreground text-sm">The journal is private: the member does not share it.</p>}
    </div>
  );
}

export function MemberProgressDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { data, isLoading } = useMemberProgress(userId);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{data ? `${data.member.username}'s progress` : "Progress"}</DialogTitle>
          <DialogDescription>{data ? `Registered ${shortInstant(data.member.registered)} · time zone ${data.member.timeZone}` : "Loading"}</DialogDescription>
        </DialogHeader>
        {isLoading || !data ? <Spinner /> : <Body data={data} />}
        <MemberCheckIns userId={userId} />
      </DialogContent>
    </Dialog>
  );
}
