import { warmClassMerge } from "@/lib/utils";

// Runs in the browser before the app (Next's client instrumentation hook). zod 4 probes whether
// it may compile parsers with `new Function`; under the Content-Security-Policy (no 'unsafe-eval',
// docs/decisions.md "zod runs jitless in the browser") that probe is reported as a violation even though zod catches it. `jitless` skips
// the probe and the compilation (zod reads this global config; the server keeps its JIT).
const zodConfig = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };

// tailwind-merge's class map, built in a timer task of its own before hydration reaches a cn().
setTimeout(warmClassMerge, 0);
