// The client-address rule (docs/decisions.md "The client address is the socket peer"): the socket peer unless TRUST_PROXY_HOPS declares proxies,
// then the entry that many hops from the right of X-Forwarded-For. A client's own X-Forwarded-For
// or X-Real-IP never chooses the address.
import { applyPeerAddress, clientAddress, forwardedFor, normaliseAddress, requestClientAddress, trustProxyHops } from "./client-address.mjs";

/** What a route handler reads for a request that reached the custom server from `peer` with `headers`. */
function seenByApp(peer: string, headers: Record<string, string>, hops: number): string {
  const rewritten = applyPeerAddress({ ...headers }, peer, hops);
  return requestClientAddress(new Headers(rewritten as Record<string, string>), { TRUST_PROXY_HOPS: String(hops) });
}

describe("no proxy (TRUST_PROXY_HOPS=0)", () => {
  it("is the socket peer whatever the client sent", () => {
    expect(seenByApp("198.51.100.7", {}, 0)).toBe("198.51.100.7");
    expect(seenByApp("198.51.100.7", { "x-forwarded-for": "203.0.113.1" }, 0)).toBe("198.51.100.7");
    expect(seenByApp("198.51.100.7", { "x-forwarded-for": "203.0.113.1, 10.0.0.1" }, 0)).toBe("198.51.100.7");
    expect(seenByApp("198.51.100.7", { "x-real-ip": "203.0.113.2" }, 0)).toBe("198.51.100.7");
    expect(seenByApp("198.51.100.7", { "x-forwarded-for": "garbage, , ;DROP", "x-real-ip": "1.1.1.1" }, 0)).toBe("198.51.100.7");
  });

  it("replaces both headers: nothing the client sent reaches the app", () => {
    const headers = applyPeerAddress({ "x-forwarded-for": "203.0.113.1", "x-real-ip": "203.0.113.2" }, "198.51.100.7", 0);
    expect(headers).toEqual({ "x-forwarded-for": "198.51.100.7", "x-real-ip": "198.51.100.7" });
  });

  it("drops a client's X-Forwarded-Proto (only a trusted proxy may say https); a proxy's is kept", () => {
    expect(applyPeerAddress({ "x-forwarded-proto": "https" }, "198.51.100.7", 0)).toEqual({ "x-forwarded-for": "198.51.100.7", "x-real-ip": "198.51.100.7" });
    expect(applyPeerAddress({ "x-forwarded-proto": "https" }, "10.0.0.2", 1)).toMatchObject({ "x-forwarded-proto": "https" });
  });

  it("drops a client's X-Forwarded-Host and -Port the same way (the Origin check reads the host)", () => {
    const sent = { host: "reach.example", "x-forwarded-host": "evil.example", "x-forwarded-port": "8443" };
    expect(applyPeerAddress({ ...sent }, "198.51.100.7", 0)).toEqual({ host: "reach.example", "x-forwarded-for": "198.51.100.7", "x-real-ip": "198.51.100.7" });
    expect(applyPeerAddress({ ...sent }, "10.0.0.2", 1)).toMatchObject({ "x-forwarded-host": "evil.example", "x-forwarded-port": "8443" });
  });

  it("writes IPv4-mapped IPv6 peers as IPv4 and keeps IPv6 ones", () => {
    expect(seenByApp("::ffff:127.0.0.1", { "x-forwarded-for": "1.2.3.4" }, 0)).toBe("127.0.0.1");
    expect(seenByApp("::1", {}, 0)).toBe("::1");
    expect(seenByApp("2001:DB8::1", {}, 0)).toBe("2001:db8::1");
  });
});

describe("behind proxies", () => {
  it("one proxy: the address it saw (its own entry), not what the client put before it", () => {
    // client 203.0.113.9 forged "6.6.6.6"; the proxy appended the client it saw; the server appends the proxy.
    expect(seenByApp("10.0.0.2", { "x-forwarded-for": "6.6.6.6, 203.0.113.9" }, 1)).toBe("203.0.113.9");
    expect(seenByApp("10.0.0.2", { "x-forwarded-for": "203.0.113.9" }, 1)).toBe("203.0.113.9");
    expect(applyPeerAddress({ "x-forwarded-for": "6.6.6.6, 203.0.113.9", "x-real-ip": "6.6.6.6" }, "10.0.0.2", 1)).toEqual({
      "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.2",
      "x-real-ip": "203.0.113.9",
    });
  });

  it("two proxies: the entry two hops from the right", () => {
    // CDN saw the client, the load balancer saw the CDN, the server sees the load balancer.
    expect(seenByApp("10.0.0.3", { "x-forwarded-for": "6.6.6.6, 7.7.7.7, 203.0.113.9, 192.0.2.50" }, 2)).toBe("203.0.113.9");
    expect(seenByApp("10.0.0.3", { "x-forwarded-for": "203.0.113.9, 192.0.2.50" }, 2)).toBe("203.0.113.9");
  });

  it("a chain shorter than declared (a proxy was bypassed) gives its left-most entry", () => {
    expect(seenByApp("10.0.0.3", {}, 2)).toBe("10.0.0.3");
    expect(seenByApp("10.0.0.3", { "x-forwarded-for": "192.0.2.50" }, 2)).toBe("192.0.2.50");
  });

  it("reads repeated X-Forwarded-For headers as one list", () => {
    expect(forwardedFor(["6.6.6.6", "203.0.113.9"], "10.0.0.2", 1)).toBe("6.6.6.6, 203.0.113.9, 10.0.0.2");
  });
});

describe("pieces", () => {
  it("an empty or missing header is 'unknown'", () => {
    expect(clientAddress(null, 0)).toBe("unknown");
    expect(clientAddress(" , ", 1)).toBe("unknown");
    expect(normaliseAddress(undefined)).toBe("unknown");
  });

  it("bounds an address to 64 characters", () => {
    expect(clientAddress("x".repeat(500), 0)).toHaveLength(64);
  });

  it("TRUST_PROXY_HOPS: unset is 0, a whole number up to 10 is taken, anything else throws", () => {
    expect(trustProxyHops({})).toBe(0);
    expect(trustProxyHops({ TRUST_PROXY_HOPS: " " })).toBe(0);
    expect(trustProxyHops({ TRUST_PROXY_HOPS: "2" })).toBe(2);
    expect(trustProxyHops({ TRUST_PROXY_HOPS: "10" })).toBe(10);
    for (const bad of ["-1", "1.5", "11", "true", "0x1", "100"]) {
      expect(() => trustProxyHops({ TRUST_PROXY_HOPS: bad })).toThrow(/TRUST_PROXY_HOPS must be a whole number from 0 to 10/);
    }
  });
});
