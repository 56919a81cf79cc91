// Runs `task` once the browser is idle after the page is interactive (at the latest after
// `timeoutMs`), so a chunk that is not in the first-load script is ready before it is needed
// without competing with hydration (docs/decisions.md "After load, one task each"). Returns the cancel function (an effect's cleanup).
export function whenIdle(task: () => void, timeoutMs = 3_000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(task, Math.min(timeoutMs, 1_500));
  return () => window.clearTimeout(timer);
}
