// How a worker process is started (npm run worker, npm start's queue process, npm run bench:push):
// lib/worker/worker-main.ts through tsx; "server-only" resolves to its empty server build under the
// react-server condition.
export const WORKER_EXEC_ARGV = ["--conditions=react-server", "--import", "tsx"];
export const WORKER_MODULE = "lib/worker/worker-main.ts";
export const WORKER_NODE_ARGS = [...WORKER_EXEC_ARGV, WORKER_MODULE];
