// The Node flags of every Reach server process (`npm start`, and scripts/lib/proc.mjs serveNext
// for the demo, e2e, bench and dev servers). One home: package.json's start script repeats them
// and a test (node-flags.test.ts) keeps the two equal.
//
// --max-semi-space-size=64 (MB; Node 20's default is 16): a request allocates a few hundred kB
// of short-lived objects (Next's Request, headers, abort signal, async contexts, pg rows). With
// 50 requests in flight the default young generation filled every ~45 ms: each scavenge paused
// the process ~5 ms and promoted the in-flight requests' objects to the old generation, which
// then grew ~30 MB/s until a mark-compact. A larger young generation scavenges less often and
// lets a request's objects die young. Autosave under 50 connections, same-minute A/B (docs/decisions.md "Speed of the API and the server"):
// 0.48-0.59x -> 0.63-0.74x of the constant handler's throughput. Costs up to ~3 x 64 MB of
// address space, used only under load.
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=64"];
