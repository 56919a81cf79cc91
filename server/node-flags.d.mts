// Types of node-flags.mjs (read by node-flags.test.ts).
export const SERVER_NODE_FLAGS: string[];
