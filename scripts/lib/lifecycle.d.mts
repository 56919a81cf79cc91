// Types of lifecycle.mjs.
export class UserError extends Error {}
export function onCleanup(fn: () => unknown, opts?: { processes?: boolean }): void;
export function runCleanups(): Promise<void>;
export function shutdown(code?: number): Promise<never>;
export function describeError(error: unknown): string;
export function fail(error: unknown): Promise<never>;
export function handleExits(): void;
export function handlesExits(): boolean;
