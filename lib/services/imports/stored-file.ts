import "server-only";
// Where an uploaded file waits for its job (docs/decisions.md "Backups, imports and the calendar
// feed"): in the database, as ImportChunk rows of up to 1 MiB, so the queue process of any server
// reads it. The upload writes each piece as it arrives (the file is never held whole), and the
// job reads them back one at a time.
import { db } from "@/lib/db";

export const CHUNK_BYTES = 1024 * 1024;

/** Writes the body's bytes as chunks; answers the total, or null as soon as it passes `maxBytes`. */
export async function storeChunks(importId: number, body: ReadableStream<Uint8Array>, maxBytes: number): Promise<number | null> {
  let total = 0;
  let seq = 0;
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (!pendingBytes) return;
    const data = new Uint8Array(pendingBytes);
    let at = 0;
    for (const part of pending) {
      data.set(part, at);
      at += part.length;
    }
    pending = [];
    pendingBytes = 0;
    await db.importChunk.create({ data: { importId, seq: seq++, data } });
  };
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        return null;
      }
      let rest = value;
      while (rest.length) {
        const take = Math.min(rest.length, CHUNK_BYTES - pendingBytes);
        pending.push(rest.subarray(0, take));
        pendingBytes += take;
        rest = rest.subarray(take);
        if (pendingBytes === CHUNK_BYTES) await flush();
      }
    }
    await flush();
    return total;
  } finally {
    reader.releaseLock();
  }
}

/** The stored file, chunk by chunk in order; `onBytes` hears each chunk's size (progress). */
export async function* readChunks(importId: number, onBytes: (n: number) => Promise<void> | void = () => {}): AsyncGenerator<Uint8Array> {
  for (let seq = 0; ; seq++) {
    const chunk = await db.importChunk.findUnique({ where: { importId_seq: { importId, seq } }, select: { data: true } });
    if (!chunk) return;
    await onBytes(chunk.data.length);
    yield chunk.data;
  }
}
