// `npm start` and the scripts' servers (serveNext) run with the same Node flags.
import { readFileSync } from "node:fs";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "./node-flags.mjs";

describe("server Node flags", () => {
  it("are the flags of package.json's start script", () => {
    const pkg = JSON.parse(readFileSync(path.join(__dirname, "../package.json"), "utf8"));
    expect(pkg.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(" ")} server/server.mjs`);
  });

  it("are flags Node accepts", () => {
    for (const flag of SERVER_NODE_FLAGS) expect(process.allowedNodeEnvironmentFlags.has(flag.split("=")[0])).toBe(true);
  });
});
