// A throwaway embedded Postgres for tests that stop the database under the app (docs/product/shell-and-sign-in.md#calls-and-their-failures):
//   node tests/support/throwaway-pg.mjs <dir> <port>
// Starts (initialising <dir> on first use), prints "READY <url>", stops Postgres on SIGTERM/SIGINT
// or when stdin closes (the test process went away), then exits.
import { startEmbedded } from "../../scripts/db/embedded.mjs";

const [dir, port] = process.argv.slice(2);
const pg = await startEmbedded({ dir, port: Number(port), database: "reach" });
process.stdout.write(`READY ${pg.url}\n`);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await pg.stop().catch(() => {});
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
process.stdin.on("end", stop);
process.stdin.resume();
