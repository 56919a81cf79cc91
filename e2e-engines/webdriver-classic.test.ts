// The WebDriver client against a stand-in driver on loopback: the W3C paths and bodies it sends,
// element references, scripts as functions, and a driver's error as one line.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { KEYS, WebDriverError, WebDriverSession } from "./webdriver-classic.mjs";

const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";
type Seen = { method: string; url: string; body: unknown };

let server: http.Server;
let base: string;
const seen: Seen[] = [];

/** Answers like WebKitWebDriver: a session, element references, and "no such element" for #missing. */
function answer(method: string, url: string, body: { using?: string; value?: string } | undefined) {
  if (method === "POST" && url === "/session") return [200, { value: { sessionId: "s1", capabilities: { browserName: "MiniBrowser", browserVersion: "2.50.6" } } }];
  if (url === "/session/s1/element" && body?.value === "#missing") return [404, { value: { error: "no such element", message: "Unable to locate\nan element", stacktrace: "" } }];
  if (url === "/session/s1/element" || url === "/session/s1/element/active") return [200, { value: { [ELEMENT]: "node-1" } }];
  if (url === "/session/s1/execute/sync") return [200, { value: 42 }];
  return [200, { value: null }];
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let text = "";
    req.on("data", (c) => (text += c));
    req.on("end", () => {
      const body = text ? JSON.parse(text) : undefined;
      seen.push({ method: req.method!, url: req.url!, body });
      const [status, json] = answer(req.method!, req.url!, body);
      res.writeHead(status as number, { "content-type": "application/json" });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => (seen.length = 0));

describe("WebDriverSession", () => {
  it("asks for a session with the capabilities as alwaysMatch and keeps what the driver granted", async () => {
    const session = await WebDriverSession.create(base, { browserName: "MiniBrowser" });
    expect(seen[0]).toEqual({ method: "POST", url: "/session", body: { capabilities: { alwaysMatch: { browserName: "MiniBrowser" } } } });
    expect(session.id).toBe("s1");
    expect(session.capabilities.browserVersion).toBe("2.50.6");
  });

  it("finds by CSS, then clicks and types into that element", async () => {
    const session = new WebDriverSession(base, "s1");
    await session.click("#go");
    await session.type("#name", "Ada");
    expect(seen).toEqual([
      { method: "POST", url: "/session/s1/element", body: { using: "css selector", value: "#go" } },
      { method: "POST", url: "/session/s1/element/node-1/click", body: {} },
      { method: "POST", url: "/session/s1/element", body: { using: "css selector", value: "#name" } },
      { method: "POST", url: "/session/s1/element/node-1/value", body: { text: "Ada" } },
    ]);
  });

  it("presses a key on the focused element", async () => {
    await new WebDriverSession(base, "s1").press("Enter");
    expect(seen.map((s) => s.url)).toEqual(["/session/s1/element/active", "/session/s1/element/node-1/value"]);
    expect(seen[1].body).toEqual({ text: KEYS.Enter });
  });

  it("runs a function in the page with its arguments", async () => {
    const value = await new WebDriverSession(base, "s1").execute((a: number, b: number) => a + b, [40, 2]);
    expect(value).toBe(42);
    const body = seen[0].body as { script: string; args: unknown[] };
    expect(body.args).toEqual([40, 2]);
    expect(new Function(body.script)(40, 2)).toBe(42); // what the driver runs, with arguments bound
  });

  it("throws the driver's error as one line", async () => {
    const session = new WebDriverSession(base, "s1");
    await expect(session.click("#missing")).rejects.toThrow(WebDriverError);
    await expect(session.click("#missing")).rejects.toThrow(/^POST \/session\/s1\/element: no such element: Unable to locate$/);
  });
});
