import { isDatabaseUnavailable } from "@/lib/api/unavailable";

it("recognises unreachable-database errors anywhere in the cause chain", () => {
  const cases: unknown[] = [
    { code: "P1001", message: "Can't reach database server" },
    { code: "P2024", message: "Timed out fetching a new connection from the connection pool" },
    { name: "DriverAdapterError", cause: { kind: "DatabaseNotReachable" } },
    { code: "P2010", meta: { driverAdapterError: { cause: { kind: "ConnectionClosed" } } } },
    Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5"), { code: "ECONNREFUSED" }),
    new Error("Connection terminated unexpectedly"),
    new Error("timeout exceeded when trying to connect"),
    { kind: "postgres", code: "57P03", message: "the database system is starting up" },
    { code: "57P01", message: "terminating connection due to administrator command" },
    new AggregateError([Object.assign(new Error("refused"), { code: "ECONNREFUSED" })]),
    new Error("wrapped", { cause: { code: "53300" } }),
  ];
  for (const error of cases) expect(isDatabaseUnavailable(error)).toBe(true);
});

it("leaves every other error alone", () => {
  const cases: unknown[] = [
    null,
    "text",
    new Error("boom"),
    { code: "P2002", message: "Unique constraint failed" },
    { kind: "postgres", code: "22P02", message: "invalid input syntax" },
    { code: "P2025" },
  ];
  for (const error of cases) expect(isDatabaseUnavailable(error)).toBe(false);
});

it("survives cycles", () => {
  const a: { cause?: unknown } = {};
  a.cause = { cause: a };
  expect(isDatabaseUnavailable(a)).toBe(false);
});
