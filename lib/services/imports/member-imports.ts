import "server-only";
// A member's imports through /api/imports (docs/product/imports.md): the upload, the status and
// preview the card polls, the confirmation and the cancel. Every read and change names the member:
// another member's import is a 404.
import { db } from "@/lib/db";
import { ApiError, badRequest, conflict, notFound } from "@/lib/errors";
import { jobData, QUEUES } from "@/lib/queue/queues";
import { queue, txDb } from "@/lib/queue/boss";
import { storeChunks } from "@/lib/services/imports/stored-file";
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, IMPORT_PREVIEW_DAYS, type ImportCounts, type ImportDto, type ImportKind, type ImportSkip, type ImportStatus } from "@/lib/schemas/imports";

/** An upload that stopped this long ago (its server died) no longer holds the member's turn. */
const STALE_UPLOAD_MINUTES = 10;

type ImportRow = { id: number; kind: string; fileName: string; status: string; progress: number; error: string | null; written: number };
const SELECT = { id: true, kind: true, fileName: true, status: true, progress: true, error: true, written: true } as const;

const zero = (): ImportCounts => ({ task: 0, learned: 0, accomplished: 0, note: 0 });
const isCounted = (kind: string): kind is keyof ImportCounts => kind in zero();

async function previewOf(importId: number, before?: string): Promise<ImportDto["preview"]> {
  const [totals, skipped, days] = await Promise.all([
    db.$queryRaw<{ kind: string; n: number }[]>`SELECT "kind", count(*)::int AS n FROM "ImportItem" WHERE "importId" = ${importId} AND "skip" IS NULL GROUP BY "kind"`,
    db.$queryRaw<{ reason: string; count: number; examples: { date: string; text: string }[] }[]>`
      SELECT "skip" AS "reason", count(*)::int AS "count",
        (array_agg(json_build_object('date', "date"::text, 'text', left("text", 120)) ORDER BY "seq"))[1:3] AS "examples"
      FROM "ImportItem" WHERE "importId" = ${importId} AND "skip" IS NOT NULL GROUP BY "skip" ORDER BY count(*) DESC, "skip"`,
    db.$queryRaw<{ date: string; kind: string; added: number; skipped: number }[]>`
      WITH d AS (SELECT DISTINCT "date" FROM "ImportItem" WHERE "importId" = ${importId} AND (${before ?? null}::date IS NULL OR "date" < ${before ?? null}::date)
                 ORDER BY "date" DESC LIMIT ${IMPORT_PREVIEW_DAYS + 1})
      SELECT i."date"::text AS "date", i."kind", count(*) FILTER (WHERE i."skip" IS NULL)::int AS "added", count(*) FILTER (WHERE i."skip" IS NOT NULL)::int AS "skipped"
      FROM "ImportItem" i JOIN d ON d."date" = i."date" WHERE i."importId" = ${importId} GROUP BY i."date", i."kind" ORDER BY i."date" DESC, i."kind"`,
  ]);
  const add = zero();
  for (const t of totals) if (isCounted(t.kind)) add[t.kind] = t.n;
  const byDate = new Map<string, { date: string; add: ImportCounts; skipped: number }>();
  for (const row of days) {
    let day = byDate.get(row.date);
    if (!day) byDate.set(row.date, (day = { date: row.date, add: zero(), skipped: 0 }));
    if (isCounted(row.kind)) day.add[row.kind] += row.added;
    day.skipped += row.skipped;
  }
  const list = [...byDate.values()];
  return { add, skipped: skipped as ImportSkip[], days: list.slice(0, IMPORT_PREVIEW_DAYS), moreDays: list.length > IMPORT_PREVIEW_DAYS };
}

async function toDto(row: ImportRow, before?: string): Promise<ImportDto> {
  return {
    id: row.id,
    kind: row.kind as ImportKind,
    fileName: row.fileName,
    status: row.status as ImportStatus,
    progress: row.progress,
    error: row.error,
    written: row.written,
    preview: row.status === "preview" ? await previewOf(row.id, before) : null,
  };
}

async function ownImport(userId: number, id: number): Promise<ImportRow> {
  const row = await db.import.findFirst({ where: { id, userId }, select: SELECT });
  if (!row) throw notFound(IMPORT_MESSAGES.notFound);
  return row;
}

export async function getImport(userId: number, id: number, before?: string): Promise<ImportDto> {
  return toDto(await ownImport(userId, id), before);
}

/** The member's latest import (the card picks it up again after a reload), or null. */
export async function latestImport(userId: number): Promise<ImportDto | null> {
  const row = await db.import.findFirst({ where: { userId }, orderBy: { id: "desc" }, select: SELECT });
  return row ? toDto(row) : null;
}

/**
 * Stores the uploaded file and queues its reading. One import runs at a time per member; an
 * earlier import waiting for confirmation (or failed) is replaced.
 */
export async function startImport(userId: number, kind: ImportKind, fileName: string, body: ReadableStream<Uint8Array> | null, declaredBytes: number | null): Promise<ImportDto> {
  const tooLarge = () => new ApiError("payload_too_large", IMPORT_MESSAGES.tooLarge);
  if (declaredBytes !== null && declaredBytes > IMPORT_MAX_BYTES) throw tooLarge();
  if (!body) throw badRequest(IMPORT_MESSAGES.empty);
  const running = await db.import.count({
    where: {
      userId,
      OR: [{ status: { in: ["reading", "writing"] } }, { status: "uploading", updatedAt: { gt: new Date(Date.now() - STALE_UPLOAD_MINUTES * 60_000) } }],
    },
  });
  if (running) throw conflict(IMPORT_MESSAGES.busy);
  await db.import.deleteMany({ where: { userId, status: { in: ["uploading", "preview", "failed"] } } });
  const created = await db.import.create({ data: { userId, kind, fileName, bytes: 0, status: "uploading" }, select: { id: true } });
  let bytes: number | null;
  try {
    bytes = await storeChunks(created.id, body, IMPORT_MAX_BYTES);
  } catch (error) {
    await db.import.delete({ where: { id: created.id } }).catch(() => {});
    throw error;
  }
  if (bytes === null || bytes === 0) {
    await db.import.delete({ where: { id: created.id } });
    throw bytes === null ? tooLarge() : badRequest(IMPORT_MESSAGES.empty);
  }
  const boss = await queue();
  const row = await db.$transaction(async (tx) => {
    const updated = await tx.import.update({ where: { id: created.id }, data: { bytes, status: "reading", updatedAt: new Date() }, select: SELECT });
    await boss.send(QUEUES.importFile, jobData(QUEUES.importFile, { importId: created.id, step: "read" }), { db: txDb(tx) });
    return updated;
  });
  return toDto(row);
}

/** The member confirmed the preview: the rows are written by the queue. */
export async function confirmImport(userId: number, id: number): Promise<ImportDto> {
  await ownImport(userId, id);
  const boss = await queue();
  const row = await db.$transaction(async (tx) => {
    const changed = await tx.import.updateMany({ where: { id, userId, status: "preview" }, data: { status: "writing", progress: 0, updatedAt: new Date() } });
    if (!changed.count) throw conflict(IMPORT_MESSAGES.notPreview);
    await boss.send(QUEUES.importFile, jobData(QUEUES.importFile, { importId: id, step: "write" }), { db: txDb(tx) });
    return tx.import.findUniqueOrThrow({ where: { id }, select: SELECT });
  });
  return toDto(row);
}

/** Drops an import that is not running (its preview, or its failure). */
export async function cancelImport(userId: number, id: number): Promise<{ success: true }> {
  const row = await ownImport(userId, id);
  if (row.status === "reading" || row.status === "writing") throw conflict(IMPORT_MESSAGES.busy);
  await db.import.deleteMany({ where: { id, userId, status: { notIn: ["reading", "writing"] } } });
  return { success: true };
}
