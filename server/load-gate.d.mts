import type { IncomingMessage, ServerResponse } from "node:http";
export type LoadLimits = { maxInFlight: number; minInFlight?: number; maxQueue: number; maxWaitMs: number; answerWithinMs?: number; targetServiceMs?: number; windowMs?: number; maxLagMs?: number; retryAfterSeconds: number };
export const LOAD_LIMITS: LoadLimits;
export function loadLimitsFrom(env?: Record<string, string | undefined>): LoadLimits;
export type LoadGate = ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) & {
  stats(): { inFlight: number; waiting: number; shed: number };
  rule(): { limit: number; serviceMs: number; waitMs: number; lagMs: number };
};
export function createLoadGate(limits?: LoadLimits, now?: () => number, lagMs?: () => number): LoadGate;
export function loopLag(options?: { intervalMs?: number; windowMs?: number; now?: () => number }): () => number;
export function processLoopLag(): () => number;
