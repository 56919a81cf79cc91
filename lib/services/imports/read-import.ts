import "server-only";
// The import job's first step (docs/product/imports.md#the-preview): the stored file is parsed as
// a stream into ImportItem rows (in batches), each with its content hash and, when it is not added,
// the reason; then the database's rules (import-rules.ts) and the file's pieces are dropped. A file
// the parser refuses leaves the import "failed" with the parser's message and nothing staged.
import { db } from "@/lib/db";
import { dateColumn, localDate } from "@/lib/domain/day";
import { itemHash } from "@/lib/domain/imports/item-hash";
import { PARSERS } from "@/lib/domain/imports/parsers";
import { ImportFileError, type ImportKind, type ParsedItem } from "@/lib/domain/imports/types";
import { readChunks } from "@/lib/services/imports/stored-file";
import { applyImportRules, SERVER_SKIP } from "@/lib/services/imports/import-rules";

const BATCH = 1000;
/** Postgres text holds no NUL. */
const clean = (text: string) => text.replaceAll("\u0000", "");

export async function readImport(importId: number, now = new Date()): Promise<{ items: number } | null> {
  const imp = await db.import.findUnique({ where: { id: importId }, select: { userId: true, kind: true, bytes: true, status: true, user: { select: { timeZone: true } } } });
  if (!imp || imp.status !== "reading") return null; // cancelled, or done by an earlier try
  await db.importItem.deleteMany({ where: { importId } }); // an earlier try that stopped midway
  const today = localDate(now, imp.user.timeZone);
  let seq = 0;
  let batch: ParsedItem[] = [];
  let read = 0;
  let shown = 0;
  const flush = async () => {
    if (!batch.length) return;
    await db.importItem.createMany({
      data: batch.map((item) => {
        const text = clean(item.text);
        const skip = item.skip ?? (item.date >= today ? SERVER_SKIP.future : null);
        return { importId, seq: seq++, date: dateColumn(item.date), kind: item.kind, text, done: item.done, hash: itemHash({ ...item, text }), skip };
      }),
    });
    batch = [];
  };
  const onBytes = async (n: number) => {
    read += n;
    const progress = Math.min(99, Math.floor((read / Math.max(1, imp.bytes)) * 100));
    if (progress > shown) {
      shown = progress;
      await db.import.update({ where: { id: importId }, data: { progress, updatedAt: new Date() } });
    }
  };
  try {
    for await (const item of PARSERS[imp.kind as ImportKind](readChunks(importId, onBytes), { timeZone: imp.user.timeZone })) {
      batch.push(item);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error; // the queue tries again
    await db.$transaction([
      db.importItem.deleteMany({ where: { importId } }),
      db.importChunk.deleteMany({ where: { importId } }),
      db.import.update({ where: { id: importId }, data: { status: "failed", error: error.message.slice(0, 1000), progress: 0, updatedAt: new Date() } }),
    ]);
    return { items: 0 };
  }
  await applyImportRules(importId, imp.userId);
  await db.$transaction([
    db.importChunk.deleteMany({ where: { importId } }),
    db.import.update({ where: { id: importId }, data: { status: "preview", progress: 100, updatedAt: new Date() } }),
  ]);
  return { items: seq };
}
