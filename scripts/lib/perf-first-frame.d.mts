// Types of perf-first-frame.mjs (read by its jest test).
type Request = { url: string; resourceType?: string; transferSize?: number };
export function firstFrame(
  trace: { traceEvents: Array<Record<string, unknown>> } | undefined,
  metrics: { observedTimeOriginTs?: number; observedFirstPaint?: number; observedLargestContentfulPaint?: number },
  requests: Request[],
): { commitAt: number; paintAt: number; lcpAt: number; scripts: Request[] } | null;
