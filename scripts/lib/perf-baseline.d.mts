// Types of perf-baseline.mjs (read by its jest test).
export function stylesheetHrefs(html: string): string[];
export function withoutFontFaces(css: string): string;
export function commonRoot(a: string, b: string): string;
export function buildBaseline(options?: { stylesheet?: string }): Promise<string>;
export function startBaseline(port: number, options?: { stylesheet?: string }): Promise<{ url: string; stop: () => Promise<void> }>;
