// The nightly backup (docs/product/backups.md): with BACKUP_DIR set, the cron tick queues one a
// UTC day from 02:00 UTC, the job writes it into BACKUP_DIR and keeps the newest 14 of Reach's
// backups there (other files are left alone); without BACKUP_DIR nothing is queued.
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { runTick } from "@/lib/services/cron/run-tick";
import { backupKind } from "@/lib/services/backup/format";
import { BACKUPS_KEPT } from "@/lib/services/backup/nightly";
import { runQueuedJobs } from "@/lib/worker/run-until-idle";
import { QUEUES } from "@/lib/queue/queues";
import { createMember } from "@/tests/support/api";

jest.setTimeout(60_000);

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "reach-nightly-"));
});
afterEach(async () => {
  delete process.env.BACKUP_DIR;
  await rm(dir, { recursive: true, force: true });
});

it("queues nothing without BACKUP_DIR", async () => {
  expect((await runTick(new Date("2026-11-29T03:00:00Z"))).backupQueued).toBeNull();
});

it("writes the day's backup once from 02:00 UTC and keeps the newest 14", async () => {
  // The ticks are on today's UTC date: the job names its file by the clock it runs on (its day must
  // be the ticks' day, as in production, where the job runs seconds after the tick).
  const day = new Date().toISOString().slice(0, 10);
  const stamp = day.replaceAll("-", "");
  const at = (time: string) => new Date(`${day}T${time}:00Z`);
  await createMember();
  process.env.BACKUP_DIR = dir;
  // Fifteen older nightly backups and a file that is not one.
  const old = Array.from({ length: 15 }, (_, i) => `reach-202611${String(i + 10).padStart(2, "0")}T020000Z.backup`);
  for (const name of [...old, "notes.txt"]) await writeFile(path.join(dir, name), "old");

  expect((await runTick(at("01:59"))).backupQueued).toBe(false);
  expect((await runQueuedJobs())[QUEUES.backup]).toBe(0);

  expect((await runTick(at("02:00"))).backupQueued).toBe(true);
  // A second tick while one is waiting does not queue another.
  expect((await runTick(at("02:01"))).backupQueued).toBe(false);
  expect((await runQueuedJobs())[QUEUES.backup]).toBe(1);

  const names = (await readdir(dir)).sort();
  const today = names.filter((n) => n.startsWith(`reach-${stamp}T`));
  expect(today).toHaveLength(1);
  expect(await backupKind(path.join(dir, today[0]))).toBe("copy");
  expect(names.filter((n) => n.endsWith(".backup"))).toHaveLength(BACKUPS_KEPT);
  expect(names).toContain("notes.txt");
  // The two oldest went.
  expect(names).not.toContain(old[0]);
  expect(names).not.toContain(old[1]);
  expect(names).toContain(old[2]);

  // The day's file is there: later ticks of the day queue nothing.
  expect((await runTick(at("12:00"))).backupQueued).toBe(false);
});
