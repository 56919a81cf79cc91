// Types of citations.mjs (read by its jest test).
export const ISSUE_NUMBER: RegExp;
export function commentOf(line: string): string;
export function citedPaths(text: string): string[];
export function pathExists(cited: string, root?: string, all?: string[] | null): boolean;
export function citingFiles(root?: string): { docs: string[]; code: string[]; all: string[] };
export function problems(root?: string): { missing: { file: string; line: number; cited: string }[]; issues: { file: string; line: number; text: string }[] };
