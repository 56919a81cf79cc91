// `npm run perf --detail` (scripts/perf.mjs): what one Lighthouse run's trace says about its first frame.
/**
 * From the run's trace: when the first frame was committed on the page's main thread and when it was
 * painted (a first frame presented long after its commit is a "stall", docs/decisions.md "What the
 * dashboard's simulated LCP is made of"), and the scripts whose evaluation began before the observed
 * LCP: Lantern keeps exactly those on the simulated LCP's path.
 */
export function firstFrame(trace, metrics, requests) {
  const events = trace?.traceEvents ?? [];
  const t0 = metrics.observedTimeOriginTs;
  const parse = events.find((e) => e.name === "ParseHTML");
  if (!parse || t0 === undefined) return null;
  const at = (e) => (e.ts - t0) / 1000;
  const lcpAt = metrics.observedLargestContentfulPaint;
  const commit = events.find((e) => e.name === "Commit" && e.ph === "X" && e.pid === parse.pid && e.tid === parse.tid && at(e) > 0);
  const early = new Set(events.filter((e) => e.name === "EvaluateScript" && e.args?.data?.url && at(e) < lcpAt).map((e) => e.args.data.url));
  const onPath = requests.filter((r) => r.resourceType === "Script" && early.has(r.url));
  return { commitAt: commit ? at(commit) : NaN, paintAt: metrics.observedFirstPaint, lcpAt, scripts: onPath };
}
