// One way for the run/demo/test scripts to end: whatever they started (Next, the embedded
// Postgres) is stopped on a normal exit, Ctrl-C, SIGTERM or an error, and an error a newcomer can
// meet is one clear line instead of a stack trace (REACH_DEBUG=1 prints the stack too).
// Plain Node only: it runs before the packages are installed.

/** An error whose message is the whole story: printed as it is, on one line. */
export class UserError extends Error {}

const cleanups = [];
let ending = null;

/**
 * Runs fn (sync or async) when the script ends, newest first; those registered with
 * `{ processes: true }` (the child processes, scripts/lib/proc.mjs) before all others, so a server
 * or worker stops gracefully while the database it uses is still up.
 */
export function onCleanup(fn, { processes = false } = {}) {
  cleanups.push({ fn, processes });
}

/** Runs every cleanup once, in that order; one that throws does not stop the rest. */
export async function runCleanups() {
  const due = cleanups.splice(0).reverse();
  for (const { fn } of [...due.filter((c) => c.processes), ...due.filter((c) => !c.processes)]) {
    try {
      await fn();
    } catch {
      // keep stopping the rest
    }
  }
}

/** Stops what was started (each cleanup at most once), then exits with code. */
export function shutdown(code = 0) {
  ending ??= (async () => {
    await runCleanups();
    process.exit(code);
  })();
  return ending;
}

/** The one line a newcomer sees for an error. */
export function describeError(error) {
  const text = String(error?.message ?? error);
  if (error instanceof UserError) return text;
  if (error?.code === "ENOSPC" || /No space left on device/i.test(text))
    return `No disk space left${error?.path ? ` for ${error.path}` : ""}: free some space (Reach needs about 300 MB under its data folder) and run again.`;
  return text.split("\n")[0];
}

export function fail(error) {
  console.error(`\n${describeError(error)}`);
  if (process.env.REACH_DEBUG === "1" && error?.stack) console.error(error.stack);
  return shutdown(1);
}

let installed = false;
/** Whether handleExits() runs this script's signals (scripts/db/embedded.mjs leaves them to it). */
export const handlesExits = () => installed;

/** Ctrl-C, SIGTERM, SIGHUP and uncaught errors end the script through shutdown(). */
export function handleExits() {
  if (installed) return;
  installed = true;
  for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143], ["SIGHUP", 129]]) {
    process.on(signal, () => {
      if (!ending) console.log(`\n${signal === "SIGINT" ? "Ctrl-C" : signal}: stopping...`);
      shutdown(code);
    });
  }
  process.on("uncaughtException", fail);
  process.on("unhandledRejection", fail);
}
