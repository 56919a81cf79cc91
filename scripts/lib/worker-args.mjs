// How a worker process is started (npm run worker, npm run bench:push): lib/queue/worker-main.ts
// through tsx; "server-only" resolves to its empty server build under the react-server condition.
export const WORKER_NODE_ARGS = ["--conditions=react-server", "--import", "tsx", "lib/queue/worker-main.ts"];
