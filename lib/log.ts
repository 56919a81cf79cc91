import "server-only";
// The server's one logger: pino, one JSON object per line on stdout. LOG_LEVEL picks the level
// (fatal|error|warn|info|debug|trace|silent; default info, silent under Jest unless set).
import pino from "pino";

const level = process.env.LOG_LEVEL || (process.env.NODE_ENV === "test" ? "silent" : "info");

export const logger = pino({
  level,
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});
