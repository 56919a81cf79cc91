// The engine smoke's browsers come from Debian, never downloaded at run time: firefox-esr, and
// WebKitGTK's MiniBrowser with its WebKitWebDriver under Xvfb. Installed with apt-get as root
// when one is missing, like Chromium (scripts/lib/preflight.mjs); otherwise one line says how.
// Plain Node only.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { UserError } from "../scripts/lib/lifecycle.mjs";

const MULTIARCH = { x64: "x86_64-linux-gnu", arm64: "aarch64-linux-gnu" }[process.arch] ?? `${process.arch}-linux-gnu`;

/** Where Debian puts the programs the smoke runs (e2e-engines/firefox.mjs and webkit.mjs start them). */
export const FIREFOX = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";
export const WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver";
export const MINIBROWSER = `/usr/lib/${MULTIARCH}/webkit2gtk-4.1/MiniBrowser`;
export const XVFB = "/usr/bin/Xvfb";

/** Each program and the Debian package that brings it. */
export const ENGINE_PROGRAMS = [
  { path: FIREFOX, pkg: "firefox-esr" },
  { path: WEBKIT_DRIVER, pkg: "webkit2gtk-driver" },
  { path: MINIBROWSER, pkg: "webkit2gtk-driver" }, // in libwebkit2gtk-4.1-0, which the driver depends on
  { path: XVFB, pkg: "xvfb" },
];

/** The packages to install: those whose program is missing (each once). */
export function missingEnginePackages(programs = ENGINE_PROGRAMS, exists = existsSync) {
  return [...new Set(programs.filter((p) => !exists(p.path)).map((p) => p.pkg))];
}

export function ensureEngines() {
  const packages = missingEnginePackages();
  if (!packages.length) return;
  const command = `apt-get update && apt-get install -y ${packages.join(" ")}`;
  if (process.getuid?.() !== 0)
    throw new UserError(`The Firefox and WebKit smoke needs Debian's ${packages.join(", ")}: run \`sudo sh -c '${command}'\`, then npm test again.`);
  console.log(`Browsers for the engine smoke are missing: ${command}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update", "-qq"], ["install", "-y", "-qq", ...packages]]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (result.status !== 0) throw new UserError(`apt-get ${args.join(" ")} failed (exit ${result.status ?? result.signal}); see its output above.`);
  }
  const still = missingEnginePackages();
  if (still.length) throw new UserError(`apt-get installed ${packages.join(", ")} but ${ENGINE_PROGRAMS.filter((p) => still.includes(p.pkg)).map((p) => p.path).join(", ")} is still missing.`);
}
