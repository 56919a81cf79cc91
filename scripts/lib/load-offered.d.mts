// Types of load-offered.mjs (read by load-offered.test.ts).
export type Call = { method: string; path: string };
export function arrivalsDue(elapsedMs: number, rate: number, sent: number): number;
export function nextCall<T extends Call>(cycle: T[], step: number, writesInFlight: Set<string>): { op: T; step: number };
