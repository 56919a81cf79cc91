// Types of worker-args.mjs.
export const WORKER_EXEC_ARGV: string[];
export const WORKER_MODULE: string;
export const WORKER_NODE_ARGS: string[];
