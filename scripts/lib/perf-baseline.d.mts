// Types of perf-baseline.mjs (read by its jest test).
export function commonRoot(a: string, b: string): string;
export function buildBaseline(): Promise<string>;
export function startBaseline(port: number): Promise<{ url: string; stop: () => Promise<void> }>;
