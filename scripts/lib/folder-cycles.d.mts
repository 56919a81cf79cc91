// Types of folder-cycles.mjs (read by its jest test).
export type Graph = Map<string, Set<string>>;
export const SOURCE_ROOTS: string[];
export function folderOf(relative: string): string | null;
export function importsOf(text: string): string[];
export function resolveSpecifier(fromFile: string, specifier: string): string | null;
export function folderGraph(files: Record<string, string>): Graph;
export function cycles(graph: Graph): string[][];
export function cyclePath(graph: Graph, component: string[]): string[];
export function readSources(root?: string): Record<string, string>;
