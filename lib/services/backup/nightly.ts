import "server-only";
// The nightly backup (docs/product/backups.md): with BACKUP_DIR set, the cron tick enqueues one
// backup a UTC day from NIGHTLY_BACKUP_HOUR_UTC on, a worker writes it into BACKUP_DIR, and the
// newest BACKUPS_KEPT of Reach's backups there are kept (other files are left alone). The queue holds
// at most one waiting backup, and a job finding the day's file already written does nothing, so
// ticks called often or twice at once write one a day (docs/decisions.md "Backups, imports and the calendar feed").
import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";
import { queue } from "@/lib/queue/boss";
import { jobData, QUEUES } from "@/lib/queue/queues";
import { BACKUP_NAME, backupName, backupToFile } from "@/lib/services/backup/backup-to-file";

/** BACKUP_DIR, read at each use (not cached with lib/env's): the host may set it for the workers alone. */
const backupDir = () => process.env.BACKUP_DIR?.trim() || null;

export const NIGHTLY_BACKUP_HOUR_UTC = 2;
export const BACKUPS_KEPT = 14;

export type NightlyBackupData = { day: string };

const dayStamp = (at: Date) => at.toISOString().slice(0, 10).replaceAll("-", "");

async function backupsIn(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  return names.filter((n) => BACKUP_NAME.test(n)).sort();
}

const hasDay = (names: string[], day: string) => names.some((n) => n.startsWith(`reach-${day}T`));

/** Called by the cron tick: queues the day's backup when it is due; null without BACKUP_DIR. */
export async function enqueueNightlyBackup(now: Date): Promise<boolean | null> {
  const dir = backupDir();
  if (!dir) return null;
  if (now.getUTCHours() < NIGHTLY_BACKUP_HOUR_UTC) return false;
  const day = dayStamp(now);
  if (hasDay(await backupsIn(dir), day)) return false;
  const boss = await queue();
  return (await boss.send(QUEUES.backup, jobData(QUEUES.backup, { day }))) !== null;
}

/** The backup job: writes the day's backup unless it is there, then keeps the newest BACKUPS_KEPT. */
export async function runNightlyBackup(data: NightlyBackupData, now = new Date()) {
  const dir = backupDir();
  if (!dir) return { written: null, removed: [] };
  await mkdir(dir, { recursive: true });
  let written: string | null = null;
  if (!hasDay(await backupsIn(dir), data.day)) {
    const result = await backupToFile(env().DATABASE_URL, path.join(/*turbopackIgnore: true*/ dir, backupName(now)));
    written = path.basename(result.file);
    logger.info({ file: result.file, kind: result.kind, bytes: result.bytes }, "nightly backup written");
  }
  const names = await backupsIn(dir);
  const removed = names.slice(0, Math.max(0, names.length - BACKUPS_KEPT));
  for (const name of removed) await rm(path.join(/*turbopackIgnore: true*/ dir, name), { force: true });
  return { written, removed };
}
