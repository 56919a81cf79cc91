export const OLDEST_NODE: string;
export function pinnedNode(root?: string): string;
export function atLeast(have: string, want: string): boolean;
export function tooOldMessage(version: string, pinned: string): string;
export function decide(input: { running: string; pinned: string; local: string | null }): "run" | "reexec" | "refuse";
export function runOnPinnedNode(root?: string): Promise<void> | undefined;
