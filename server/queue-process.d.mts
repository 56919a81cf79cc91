// Types of queue-process.mjs.
export const QUEUE_BUNDLE: string;
export function queueBundlePath(distDir?: string): string;
export const QUEUE_SOURCE: string;
export const QUEUE_SOURCE_EXEC_ARGV: string[];
export const QUEUE_SOURCE_NODE_ARGS: string[];
