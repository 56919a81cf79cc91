import type { IncomingMessage, ServerResponse } from "node:http";
export type LoadLimits = { maxInFlight: number; maxQueue: number; maxWaitMs: number; retryAfterSeconds: number };
export const LOAD_LIMITS: LoadLimits;
export function loadLimitsFrom(env?: Record<string, string | undefined>): LoadLimits;
export type LoadGate = ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) & { stats(): { inFlight: number; waiting: number; shed: number } };
export function createLoadGate(limits?: LoadLimits): LoadGate;
