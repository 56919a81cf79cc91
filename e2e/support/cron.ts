// The cron tick's secret as the e2e server has it: the environment's, or the one the project's
// scripts keep in the data folder (REACH_DATA_DIR or .data; scripts/lib/secrets.mjs).
import { readFileSync } from "node:fs";
import path from "node:path";

export function cronSecret(): string {
  if (process.env.CRON_SECRET) return process.env.CRON_SECRET;
  const file = path.resolve(process.env.REACH_DATA_DIR || ".data", "secrets.json");
  return JSON.parse(readFileSync(file, "utf8")).CRON_SECRET;
}
