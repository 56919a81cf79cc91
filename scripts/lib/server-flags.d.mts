// Types of server-flags.mjs (read by server-flags.test.ts).
export const SERVER_NODE_FLAGS: string[];
