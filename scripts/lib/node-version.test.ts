import { readFileSync } from "node:fs";
import { decide, pinnedNode, tooOldMessage } from "./node-version.mjs";

describe("the Node that runs Reach", () => {
  it("is pinned once: the optional Node packages install the version .node-version names", () => {
    const pinned = pinnedNode();
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    const pkg = JSON.parse(readFileSync("package.json", "utf8"));
    const nodePackages = Object.entries(pkg.optionalDependencies as Record<string, string>).filter(([name]) => /^node-(linux|win|darwin)-/.test(name));
    expect(nodePackages.length).toBeGreaterThanOrEqual(2);
    for (const [, version] of nodePackages) expect(version).toBe(pinned);
    expect(pkg.engines.node).toBe(">=22.12.0");
  });

  it("runs on the pinned Node, re-runs on the project's own, accepts 22.12+ without one, refuses 20", () => {
    expect(decide({ running: "v24.21.0", pinned: "24.21.0", local: "24.21.0" })).toBe("run");
    expect(decide({ running: "v20.20.2", pinned: "24.21.0", local: "24.21.0" })).toBe("reexec");
    expect(decide({ running: "v22.12.0", pinned: "24.21.0", local: "24.21.0" })).toBe("reexec");
    expect(decide({ running: "v22.12.0", pinned: "24.21.0", local: null })).toBe("run");
    expect(decide({ running: "v24.30.1", pinned: "24.21.0", local: null })).toBe("run");
    expect(decide({ running: "v22.11.0", pinned: "24.21.0", local: null })).toBe("refuse");
    expect(decide({ running: "v20.20.2", pinned: "24.21.0", local: null })).toBe("refuse");
    expect(decide({ running: "v20.20.2", pinned: "24.21.0", local: "24.20.0" })).toBe("refuse");
  });

  it("tells a Node 20 host how to get Node 24, in one line", () => {
    const line = tooOldMessage("v20.20.2", "24.21.0");
    expect(line).not.toContain("\n");
    expect(line).toContain("this is Node 20.20.2");
    expect(line).toContain("npm install");
    expect(line).toContain("Node 24");
  });
});
