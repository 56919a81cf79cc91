// WebKitGTK (Safari's engine) for the engine smoke: Debian's MiniBrowser driven by
// WebKitWebDriver over classic WebDriver, in its own Xvfb display. The thin adapter every step
// goes through (e2e-engines/driver.mjs describes it).
import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import net from "node:net";
import { MINIBROWSER, WEBKIT_DRIVER, XVFB } from "./engines.mjs";
import { WebDriverSession } from "./webdriver-classic.mjs";

/** A port nothing listens on right now (the OS picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Xvfb on the first free display (it prints the number it took on fd 3). */
async function startXvfb(children, { width, height }) {
  const xvfb = spawn(XVFB, ["-displayfd", "3", "-screen", "0", `${width}x${height}x24`, "-nolisten", "tcp"], { stdio: ["ignore", "ignore", "pipe", "pipe"] });
  children.push(xvfb);
  return new Promise((resolve, reject) => {
    let err = "";
    xvfb.stderr.on("data", (d) => (err += d));
    xvfb.stdio[3].once("data", (d) => resolve(`:${String(d).trim()}`));
    xvfb.once("exit", (code) => reject(new Error(`Xvfb exited (${code}): ${err.trim().split("\n").pop()}`)));
  });
}

/** WebKitWebDriver on a free port, answering /status. */
async function startDriver(children, display) {
  const port = await freePort();
  // Without a GPU, WebKitGTK's accelerated compositing on Xvfb drew 2-30 frames a second on our
  // loaded machines, so animations (a toast's exit, a dialog's) ended seconds late; its CPU path
  // draws at 50-60 (docs/decisions.md, "Browsers and engines").
  const env = { ...process.env, DISPLAY: display, WEBKIT_DISABLE_COMPOSITING_MODE: "1" };
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: "ignore", env });
  children.push(driver);
  const server = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    const ready = await fetch(`${server}/status`).then((r) => r.ok, () => false);
    if (ready) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("WebKitWebDriver did not answer /status in 10 s");
}

/** @returns {Promise<import("./driver.mjs").EngineDriver>} */
export async function launchWebKit({ viewport }) {
  const children = [];
  const stop = () => Promise.all(children.map((child) => child.exitCode === null && child.kill("SIGTERM")));
  try {
    const display = await startXvfb(children, viewport);
    const server = await startDriver(children, display);
    const session = await WebDriverSession.create(server, {
      browserName: "MiniBrowser",
      "webkit2gtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
    });
    await session.setWindowRect({ x: 0, y: 0, ...viewport });
    return {
      version: `WebKitGTK ${session.capabilities.browserVersion ?? "?"}`,
      goto: (url) => session.navigate(url),
      reload: () => session.refresh(),
      click: (css) => session.click(css),
      type: (css, text) => session.type(css, text),
      press: (key) => session.press(key),
      evaluate: (fn, ...args) => session.execute(fn, args),
      screenshot: async (file) => writeFile(file, await session.screenshot()),
      close: async () => {
        await session.quit().catch(() => {});
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
