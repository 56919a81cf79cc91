// What the service worker's background sync sent while no page of Reach was open (docs/decisions.md
// "Offline", "Background sync"): kept in the outbox's store (key "report:<member>") until the
// member's next open, where the page shows it as after its own sync: the bar's count of changes
// sent, one toast with the points the server gave, and what the server refused.
import { del, get, keys, set, type UseStore } from "idb-keyval";
import { pointsAwarded } from "@/lib/client/award";
import type { OutboxRecord, SyncReport } from "@/lib/client/offline/outbox";

type KeptReport = { v: 1; sent: number; points: number; refused: { write: OutboxRecord; message: string }[]; skipped: number };

const reportKey = (member: number) => `report:${member}`;

const readReport = async (member: number, db: UseStore): Promise<KeptReport | undefined> => {
  const value = await get<KeptReport>(reportKey(member), db);
  if (value && value.v === 1 && Number.isFinite(value.sent) && Number.isFinite(value.points) && Array.isArray(value.refused)) return value;
  if (value !== undefined) console.error("[outbox] skipped a corrupted sync report", value);
  return undefined;
};

/** Adds a sync's report (the worker's) to what the member has not seen yet. */
export async function keepWorkerReport(member: number, report: SyncReport, db: UseStore): Promise<void> {
  if (report.sent === 0 && report.refused.length === 0 && report.skipped === 0) return;
  const before = await readReport(member, db);
  const points = report.answers.reduce<number>((sum, answer) => sum + pointsAwarded(answer), 0);
  await set(
    reportKey(member),
    {
      v: 1,
      sent: (before?.sent ?? 0) + report.sent,
      points: (before?.points ?? 0) + points,
      refused: [...(before?.refused ?? []), ...report.refused],
      skipped: (before?.skipped ?? 0) + report.skipped,
    } satisfies KeptReport,
    db,
  );
}

/** Whether a report waits for the member. */
export async function hasWorkerReport(member: number, db: UseStore | undefined): Promise<boolean> {
  return db ? (await get(reportKey(member), db)) !== undefined : false;
}

/** The page's report with the worker's added (read and removed: shown once; another member's go unseen). */
export async function withWorkerReport(member: number, report: SyncReport, db: UseStore | undefined): Promise<SyncReport> {
  if (!db) return report;
  const kept = await readReport(member, db);
  for (const key of await keys(db)) if (typeof key === "string" && key.startsWith("report:")) await del(key, db);
  if (!kept) return report;
  return {
    ...report,
    sent: report.sent + kept.sent,
    answers: [...report.answers, { pointsAwarded: kept.points }],
    refused: [...kept.refused, ...report.refused],
    skipped: report.skipped + kept.skipped,
  };
}
