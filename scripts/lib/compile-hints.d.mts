// Types of compile-hints.mjs (read by its jest test).
export const HINT: string;
export const MIN_BYTES: number;
export function addCompileHints(distDir: string): string[];
