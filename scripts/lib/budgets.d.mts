// Types of budgets.mjs (read by its jest test).
export type RouteStats = { route: string; firstLoadChunkPaths: string[] };
export type RouteSize = { route: string; chunks: number; gzipBytes: number };
export type Verdict = { route: string; limit: number; gzipBytes: number | null; ok: boolean; reason: string };
export const GOALS: Record<string, number>;
export const BUDGETS: Record<string, number>;
export function chunkFile(distDir: string, chunkPath: string): string;
export function routeSizes(stats: RouteStats[], sizeOf: (chunkPath: string) => number): RouteSize[];
export function checkBudgets(rows: RouteSize[], budgets?: Record<string, number>): Verdict[];
export function kB(bytes: number): string;
export function readBuild(distDir: string): RouteSize[];
