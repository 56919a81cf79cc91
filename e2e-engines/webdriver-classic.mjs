// A minimal W3C WebDriver (classic) client over fetch: the dozen endpoints the engine smoke needs
// from WebKitWebDriver. selenium-webdriver would bring 23 MB, most of it selenium-manager binaries
// whose job is downloading drivers (docs/decisions.md, "Browsers and engines").

/** WebDriver's key codes (W3C WebDriver, "Keyboard actions"). */
export const KEYS = { Enter: "\uE007", Escape: "\uE00C" };

/** The key an element reference travels under (W3C WebDriver, "Elements"). */
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

export class WebDriverError extends Error {}

/** One WebDriver session on a running driver at `server` (e.g. http://127.0.0.1:4444). */
export class WebDriverSession {
  static async create(server, capabilities) {
    const { sessionId, capabilities: granted } = await call(server, "POST", "/session", { capabilities: { alwaysMatch: capabilities } });
    return new WebDriverSession(server, sessionId, granted);
  }

  constructor(server, id, capabilities = {}) {
    this.server = server;
    this.id = id;
    /** What the driver granted: browserName, browserVersion, ... */
    this.capabilities = capabilities;
  }

  send(method, path = "", body) {
    return call(this.server, method, `/session/${this.id}${path}`, body);
  }

  navigate(url) {
    return this.send("POST", "/url", { url });
  }

  refresh() {
    return this.send("POST", "/refresh", {});
  }

  setWindowRect(rect) {
    return this.send("POST", "/window/rect", rect);
  }

  /** The first element matching a CSS selector (throws "no such element" when there is none). */
  async find(css) {
    const found = await this.send("POST", "/element", { using: "css selector", value: css });
    return found[ELEMENT];
  }

  async click(css) {
    await this.send("POST", `/element/${await this.find(css)}/click`, {});
  }

  /** Types into the element key by key (the driver sends one key event per character). */
  async type(css, text) {
    await this.send("POST", `/element/${await this.find(css)}/value`, { text });
  }

  /** Sends a key to the focused element. */
  async press(key) {
    const active = await this.send("GET", "/element/active");
    await this.send("POST", `/element/${active[ELEMENT]}/value`, { text: KEYS[key] ?? key });
  }

  /** Runs `fn(...args)` in the page; a returned promise is awaited by the driver. */
  execute(fn, args = []) {
    return this.send("POST", "/execute/sync", { script: `return (${fn}).apply(null, arguments);`, args });
  }

  /** A PNG of the viewport. */
  async screenshot() {
    return Buffer.from(await this.send("GET", "/screenshot"), "base64");
  }

  quit() {
    return this.send("DELETE");
  }
}

/** One command: resolves the answer's `value`, or throws its WebDriver error as one line. */
async function call(server, method, path, body) {
  const res = await fetch(`${server}${path}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json; charset=utf-8" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const answer = await res.json().catch(() => ({ value: { error: `HTTP ${res.status}`, message: "no JSON answer" } }));
  const value = answer?.value;
  if (!res.ok || value?.error) throw new WebDriverError(`${method} ${path}: ${value?.error ?? res.status}: ${String(value?.message ?? "").split("\n")[0]}`);
  return value;
}
