// Types of node-version.mjs.
export const OLDEST_NODE: string;
export function pinnedNode(root?: string): string;
export function atLeast(have: string, want: string): boolean;
export function tooOldMessage(version: string, pinned: string): string;
