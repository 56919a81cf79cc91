// Types of processes.mjs.
type Env = Record<string, string | undefined>;
export type WarmUpCall = { method: "GET" | "POST"; path: string; body?: string; headers?: Record<string, string> };
export const MAX_SERVER_PROCESSES: number;
export function serverProcessCount(opts?: { env?: Env; dev?: boolean; cores?: number }): number;
export function runsQueueWorkers(env?: Env): boolean;
export function readyLine(opts: { port: number; dev?: boolean; node: string; hops: number; processes?: number; queueWorkers?: boolean }): string;
export function warmUpCalls(reads: string[], writes: { path: string; body: unknown }[], origin: string, poolSize?: number): WarmUpCall[];
export function restartPolicy(opts?: { limit?: number; windowMs?: number }): (now?: number) => boolean;
export const ACCEPT_BACKLOG: number;
export function listenOptions(options: { port: number; dev: boolean; platform: string }): { port: number; backlog: number; reusePort?: boolean; exclusive?: boolean };
export const ACCEPT_SOCKETS: number;
export function acceptSockets(options: { reusePort?: boolean }): number;
