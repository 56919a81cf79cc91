// How the queue process is started: the consumer of the job queue (lib/worker/worker-main.ts),
// as `npm run worker` runs it and as npm start's primary forks it beside the HTTP server processes
// (server/primary.mjs). In production it runs the plain JavaScript `npm run build` made of it
// (scripts/build-queue-worker.mjs) inside the Next build folder; tests and benchmarks on an
// unbuilt tree run the TypeScript through tsx ("server-only" resolves to its empty server build
// under the react-server condition). docs/decisions.md "The job queue".
import path from "node:path";

/** The built queue process, inside the Next build folder (NEXT_DIST_DIR, else .next). */
export const QUEUE_BUNDLE = path.join("queue-worker", "main.mjs");
export const queueBundlePath = (distDir = process.env.NEXT_DIST_DIR || ".next") => path.join(distDir, QUEUE_BUNDLE);

/** The queue process's source and how Node runs it without a build. */
export const QUEUE_SOURCE = "lib/worker/worker-main.ts";
export const QUEUE_SOURCE_EXEC_ARGV = ["--conditions=react-server", "--import", "tsx"];
export const QUEUE_SOURCE_NODE_ARGS = [...QUEUE_SOURCE_EXEC_ARGV, QUEUE_SOURCE];
