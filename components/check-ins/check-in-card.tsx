"use client";
// The due check-in card at the top of the dashboard (docs/product/check-ins.md#the-members-side):
// one card per open check-in of the member's team; "Answer check-in" opens its form in place
// (loaded on demand); once sent, the card says so and offers to change the answers until the
// next one is due. Answered offline, it says "Sending..." until the outbox sent it (docs/decisions.md
// "Offline", "The outbox"). Loaded after the page (components/dashboard/day-notices.tsx), never on the
// dashboard's first load.
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { ListChecksIcon } from "@/components/ui/icons";
import { useDueCheckIns } from "@/lib/client/use-check-ins";
import { useWaitingWrites } from "@/lib/client/offline/waiting-writes";
import type { DueCheckInDto } from "@/lib/schemas/check-ins";

const CheckInForm = lazy(() => import("@/components/check-ins/check-in-form").then((m) => ({ default: m.CheckInForm })));

function closesWords(iso: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long", hour: "numeric", minute: "2-digit" }).format(new Date(iso));
}

function Card({ checkIn, timeZone }: { checkIn: DueCheckInDto; timeZone: string | undefined }) {
  const [open, setOpen] = useState(false);
  const headingId = `check-in-${checkIn.formId}`;
  const sending = useWaitingWrites().some((w) => w.path === `/api/check-ins/${checkIn.formId}` && (w.body as { date?: unknown } | undefined)?.date === checkIn.date);
  return (
    <section aria-labelledby={headingId} className="bg-card rounded-xl border p-4" data-testid="check-in-card">
      <div className="flex flex-wrap items-center gap-3">
        <ListChecksIcon className="text-cardinal-700 dark:text-gold-300 size-5 shrink-0" aria-hidden />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="font-semibold">
            Check-in: {checkIn.title}
          </h2>
          <p className="text-muted-foreground text-sm" data-testid="check-in-state">
            {sending ? "Sending... You can change your answers until " : checkIn.answered ? "Sent. You can change your answers until " : "Open until "}
            {closesWords(checkIn.closesAt, timeZone)}
          </p>
        </div>
        {open ? null : (
          <Button variant={checkIn.answered ? "outline" : "default"} onClick={() => setOpen(true)}>
            {checkIn.answered ? "Change answers" : "Answer check-in"}
          </Button>
        )}
      </div>
      {open ? (
        <Suspense fallback={<p className="text-muted-foreground mt-4 text-sm">Loading...</p>}>
          <CheckInForm checkIn={checkIn} onDone={() => setOpen(false)} onCancel={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}

export function CheckInCards({ timeZone }: { timeZone: string | undefined }) {
  const { data } = useDueCheckIns();
  const checkIns = data?.checkIns ?? [];
  if (!checkIns.length) return null;
  return (
    <div className="space-y-3">
      {checkIns.map((c) => (
        <Card key={`${c.formId}-${c.date}`} checkIn={c} timeZone={timeZone} />
      ))}
    </div>
  );
}
