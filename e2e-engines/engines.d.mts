// Types of engines.mjs (read by engines.test.ts).
export type EngineProgram = { path: string; pkg: string };
export const FIREFOX: string;
export const WEBKIT_DRIVER: string;
export const MINIBROWSER: string;
export const XVFB: string;
export const ENGINE_PROGRAMS: EngineProgram[];
export function missingEnginePackages(programs?: EngineProgram[], exists?: (path: string) => boolean): string[];
export function ensureEngines(): void;
