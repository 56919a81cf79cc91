/** @jest-environment node */
// The send-time address check of push endpoints (docs/decisions.md "Push endpoints again at send time (DNS rebinding)", DNS rebinding): a host that
// resolves to a non-public address is refused before any connection, and the connection goes to
// the address that was checked (the resolver is asked once).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { checkedAddress, RefusedAddressError, sendPushRequest, type Resolve } from "@/lib/services/push/push-transport";

let server: Server;
let port: number;
let connections = 0;
const requests: Array<{ host?: string; url?: string; body: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      requests.push({ host: req.headers.host, url: req.url, body });
      res.writeHead(201).end("created");
    });
  });
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  connections = 0;
  requests.length = 0;
});

const answers = (...addresses: string[]) => addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
const push = (endpoint: string) => ({ endpoint, method: "POST", headers: { TTL: "60", "Content-Type": "application/octet-stream" }, body: Buffer.from("ciphertext") });

describe("sendPushRequest", () => {
  it("refuses a host that resolves to 127.0.0.1, without connecting", async () => {
    const resolve = jest.fn<ReturnType<Resolve>, Parameters<Resolve>>(async () => answers("127.0.0.1"));
    await expect(sendPushRequest(push(`http://push.example.com:${port}/p/1`), { allowLoopback: false, timeoutMs: 2000, resolve })).rejects.toBeInstanceOf(RefusedAddressError);
    expect(resolve).toHaveBeenCalledWith("push.example.com");
    await new Promise((r) => setTimeout(r, 50));
    expect(connections).toBe(0);
  });

  it("refuses a loopback IP literal and the real resolver's localhost, without connecting", async () => {
    await expect(sendPushRequest(push(`http://127.0.0.1:${port}/p/1`), { allowLoopback: false, timeoutMs: 2000 })).rejects.toBeInstanceOf(RefusedAddressError);
    await expect(sendPushRequest(push(`http://localhost:${port}/p/1`), { allowLoopback: false, timeoutMs: 2000 })).rejects.toBeInstanceOf(RefusedAddressError);
    await new Promise((r) => setTimeout(r, 50));
    expect(connections).toBe(0);
  });

  it("connects to the checked address only: a second, different DNS answer is never asked for", async () => {
    // A rebinding resolver: first a (test-mode) allowed address, then the metadata service.
    const sequence = ["127.0.0.1", "169.254.169.254"];
    const resolve = jest.fn<ReturnType<Resolve>, Parameters<Resolve>>(async () => answers(sequence.shift()!));
    const status = await sendPushRequest(push(`http://push.example.com:${port}/p/7`), { allowLoopback: true, timeoutMs: 2000, resolve });
    expect(status).toBe(201);
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(requests).toEqual([{ host: `push.example.com:${port}`, url: "/p/7", body: "ciphertext" }]);
  });

  it("keeps the connection: ten pushes in turn to one service open one connection", async () => {
    for (let i = 0; i < 10; i++) expect(await sendPushRequest(push(`http://127.0.0.1:${port}/p/${i}`), { allowLoopback: true, timeoutMs: 2000 })).toBe(201);
    expect(requests).toHaveLength(10);
    expect(connections).toBe(1);
  });

  it("sends again on a new connection when the service closed the kept one as it was reused", async () => {
    let seen = 0;
    const closing = createServer((req, res) => {
      // The second request on a connection: the service drops it without an answer.
      if (++seen === 2) return void req.socket.destroy();
      res.writeHead(201).end();
    });
    await new Promise<void>((resolve) => closing.listen(0, "127.0.0.1", resolve));
    const closingPort = (closing.address() as AddressInfo).port;
    const send = () => sendPushRequest(push(`http://127.0.0.1:${closingPort}/p`), { allowLoopback: true, timeoutMs: 2000 });
    expect(await send()).toBe(201);
    expect(await send()).toBe(201);
    expect(seen).toBe(3);
    closing.closeAllConnections();
    await new Promise((resolve) => closing.close(resolve));
  });

  it("times out a receiver that never answers", async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const silentPort = (silent.address() as AddressInfo).port;
    await expect(sendPushRequest(push(`http://127.0.0.1:${silentPort}/p`), { allowLoopback: true, timeoutMs: 200 })).rejects.toThrow(/abort|timeout/i);
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });
});

describe("checkedAddress", () => {
  const check = (addresses: string[], allowLoopback = false) => checkedAddress("push.example.com", { allowLoopback, resolve: async () => answers(...addresses) });

  it("returns the first answer when every answer is public", async () => {
    await expect(check(["142.250.74.46", "2a00:1450:4001:81c::200e"])).resolves.toEqual({ address: "142.250.74.46", family: 4 });
  });

  it.each([["10.0.0.1"], ["169.254.169.254"], ["100.64.1.2"], ["0.0.0.0"], ["::1"], ["fd00::1"], ["fe80::1"], ["::ffff:127.0.0.1"], ["8.8.8.8", "192.168.1.1"], []].map((a) => [a]))(
    "refuses %j",
    async (addresses) => {
      await expect(check(addresses)).rejects.toBeInstanceOf(RefusedAddressError);
    },
  );

  it("lets loopback through only in push test mode, never another private address", async () => {
    await expect(check(["127.0.0.1"], true)).resolves.toEqual({ address: "127.0.0.1", family: 4 });
    await expect(check(["::1"], true)).resolves.toEqual({ address: "::1", family: 6 });
    await expect(check(["10.0.0.1"], true)).rejects.toBeInstanceOf(RefusedAddressError);
  });
});
