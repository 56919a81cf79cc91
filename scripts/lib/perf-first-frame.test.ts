// `npm run perf --detail`'s first frame (scripts/lib/perf-first-frame.mjs): the commit on the page's
// main thread, the observed first paint, and the scripts whose evaluation began before the observed
// LCP (the ones Lantern keeps on the simulated LCP's path).
import { firstFrame } from "./perf-first-frame.mjs";

const ms = (n: number) => 1_000_000 + n * 1000; // trace timestamps are microseconds
const main = { pid: 1, tid: 1 };
const trace = {
  traceEvents: [
    { name: "ParseHTML", ph: "X", ts: ms(100), ...main },
    { name: "Commit", ph: "X", ts: ms(50), pid: 2, tid: 2 }, // another process (the browser's own frame)
    { name: "Commit", ph: "X", ts: ms(300), ...main },
    { name: "EvaluateScript", ph: "X", ts: ms(250), ...main, args: { data: { url: "http://x/react.js" } } },
    { name: "EvaluateScript", ph: "X", ts: ms(1500), ...main, args: { data: { url: "http://x/late.js" } } },
  ],
};
const metrics = { observedTimeOriginTs: ms(0), observedFirstPaint: 1300, observedLargestContentfulPaint: 1300 };
const requests = [
  { url: "http://x/react.js", resourceType: "Script", transferSize: 40_000 },
  { url: "http://x/late.js", resourceType: "Script", transferSize: 10_000 },
  { url: "http://x/page.css", resourceType: "Stylesheet", transferSize: 5_000 },
];

test("the first frame's commit on the page's main thread, its paint and the scripts evaluated before the LCP", () => {
  const frame = firstFrame(trace, metrics, requests);
  expect(frame).toMatchObject({ commitAt: 300, paintAt: 1300, lcpAt: 1300 });
  expect(frame?.scripts.map((r) => r.url)).toEqual(["http://x/react.js"]);
});

test("no trace, no answer", () => {
  expect(firstFrame(undefined, metrics, requests)).toBeNull();
  expect(firstFrame({ traceEvents: [] }, metrics, requests)).toBeNull();
});
