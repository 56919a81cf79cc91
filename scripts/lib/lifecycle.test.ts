// The scripts' cleanups (scripts/lib/lifecycle.mjs): child processes stop before the database they
// use, whatever order they were registered in (npm run worker registered its children first, so the
// embedded Postgres stopped under the worker's graceful stop and it logged a 57P01).
import { onCleanup, runCleanups } from "./lifecycle.mjs";

it("stops the child processes first, then the rest newest first, each once", async () => {
  const order: string[] = [];
  onCleanup(() => void order.push("children"), { processes: true }); // proc.mjs, at import
  onCleanup(async () => void order.push("database")); // resolveDatabaseUrl, later
  onCleanup(() => void order.push("pid file"));
  onCleanup(() => void order.push("cpu-prof server"), { processes: true });
  await runCleanups();
  expect(order).toEqual(["cpu-prof server", "children", "pid file", "database"]);
  await runCleanups();
  expect(order).toHaveLength(4);
});

it("keeps stopping the rest when one cleanup throws", async () => {
  const order: string[] = [];
  onCleanup(() => void order.push("database"));
  onCleanup(() => {
    throw new Error("already gone");
  }, { processes: true });
  await runCleanups();
  expect(order).toEqual(["database"]);
});
