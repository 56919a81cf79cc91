// DATABASE_URL when set; otherwise the embedded Postgres under .data/ (started here).
import { startEmbedded } from "./embedded.mjs";

export async function resolveDatabaseUrl() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {}, embedded: false };
  const db = await startEmbedded();
  return { url: db.url, stop: db.stop, embedded: true };
}
