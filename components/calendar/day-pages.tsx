"use client";
// A past (or today's) journal day, read-only: every page of the date, oldest first (a manual
// reset keeps the earlier page), with its tasks, behavior, learned and accomplished items,
// mindset and note.
import { CheckCircle2, Circle } from "lucide-react";
import { longDate } from "@/components/calendar/calendar-rules";
import { Skeleton } from "@/components/ui/skeleton";
import { useJournalDay } from "@/lib/client/use-history";
import type { LocalDate } from "@/lib/domain/day";
import type { JournalPageDto } from "@/lib/schemas/journal";

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <h4 className="text-sm font-semibold">{title}</h4>
      {children}
    </div>
  );
}

const Empty = () => <p className="text-muted-foreground text-sm">Nothing written.</p>;
const Text = ({ value }: { value: string }) => (value.trim() ? <p className="text-sm whitespace-pre-wrap">{value}</p> : <Empty />);

function Done({ done, label }: { done: boolean; label: string }) {
  const Icon = done ? CheckCircle2 : Circle;
  return (
    <li className="flex items-start gap-2 text-sm">
      <Icon className={done ? "mt-0.5 size-4 shrink-0 text-emerald-600" : "text-muted-foreground mt-0.5 size-4 shrink-0"} aria-hidden />
      <span>
        {label}
        <span className="sr-only">{done ? " (done)" : " (not done)"}</span>
      </span>
    </li>
  );
}

function Page({ page, count }: { page: JournalPageDto; count: number }) {
  const { behavior, mindset } = page;
  const started = new Date(page.createdAt).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });
  return (
    <article className="bg-muted/30 grid gap-4 rounded-xl border p-4" aria-label={`Page ${page.pageNo}`}>
      {count > 1 && (
        <h3 className="font-semibold">
          Page {page.pageNo} <span className="text-muted-foreground text-sm font-normal">started {started}</span>
        </h3>
      )}
      <Block title="Daily tasks">{page.tasks.length ? <ul className="grid gap-1">{page.tasks.map((t) => <Done key={t.id} done={t.isCompleted} label={t.title} />)}</ul> : <Empty />}</Block>
      <div className="grid gap-4 sm:grid-cols-3">
        <Block title="Continue doing"><Text value={behavior.continueDoing} /></Block>
        <Block title="Start doing"><Text value={behavior.startDoing} /></Block>
        <Block title="Stop doing"><Text value={behavior.stopDoing} /></Block>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Block title="Things I learned">{page.learned.length ? <ul className="list-disc pl-5 text-sm">{page.learned.map((l) => <li key={l.id}>{l.content}</li>)}</ul> : <Empty />}</Block>
        <Block title="Things I accomplished">{page.accomplished.length ? <ul className="list-disc pl-5 text-sm">{page.accomplished.map((l) => <li key={l.id}>{l.content}</li>)}</ul> : <Empty />}</Block>
      </div>
      <Block title="Mindset">
        <ul className="grid gap-1">
          <Done done={mindset.isVisualizationCompleted} label={`Visualization${mindset.visualization.trim() ? `: ${mindset.visualization}` : ""}`} />
          <Done done={mindset.isSelfTalkCompleted} label={`Self-talk${mindset.selfTalk.trim() ? `: ${mindset.selfTalk}` : ""}`} />
          <Done done={mindset.isFocusCompleted} label={`Focus${mindset.focus.trim() ? `: ${mindset.focus}` : ""}`} />
        </ul>
      </Block>
      <Block title="Note"><Text value={page.note.content} /></Block>
    </article>
  );
}

export function DayPages({ date }: { date: LocalDate }) {
  const { data, isLoading } = useJournalDay(date);
  return (
    <section aria-labelledby="day-pages-title" aria-busy={isLoading} className="grid gap-3">
      <h2 id="day-pages-title" className="text-lg font-bold">
        {longDate(date)}
        {data && data.pages.length > 1 && <span className="text-muted-foreground ml-2 text-sm font-normal">{data.pages.length} pages</span>}
      </h2>
      {isLoading ? (
        <Skeleton className="h-40 w-full" />
      ) : !data || data.pages.length === 0 ? (
        <p className="text-muted-foreground text-sm">No journal for this day.</p>
      ) : (
        data.pages.map((page) => <Page key={page.id} page={page} count={data.pages.length} />)
      )}
    </section>
  );
}
