// Which IP addresses a server-side request may connect to (docs/decisions.md "Push endpoints again at send time (DNS rebinding)": push endpoints and DNS
// rebinding). Public unicast only: loopback, private, link-local, CGNAT, unspecified, multicast,
// documentation/benchmark, unique-local IPv6 and the cloud metadata address are refused. IPv6
// forms that carry an IPv4 address (mapped, compatible, NAT64, 6to4) are judged by that address.
// Pure: the browser could run it, and lib/schemas/push.ts judges IP-literal endpoints with it.

/** The four bytes of a dotted IPv4 address, or null. */
export function parseIpv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const bytes = parts.map(Number);
  return bytes.every((n) => n <= 255) ? bytes : null;
}

/** The eight 16-bit groups of an IPv6 address (`::`, a trailing dotted IPv4, a %zone allowed), or null. */
export function parseIpv6(text: string): number[] | null {
  let body = text.replace(/^\[|\]$/g, "").toLowerCase();
  body = body.replace(/%[\w.-]+$/, "");
  const tail: number[] = [];
  const dotted = body.match(/^(.*:)(\d{1,3}(?:\.\d{1,3}){3})$/);
  if (dotted) {
    const v4 = parseIpv4(dotted[2]);
    if (!v4) return null;
    tail.push((v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]);
    body = dotted[1].endsWith("::") ? dotted[1] : dotted[1].slice(0, -1);
  }
  const halves = body.split("::");
  if (halves.length > 2) return null;
  const groups = (half: string) => (half === "" ? [] : half.split(":"));
  const head = groups(halves[0]);
  const rest = halves.length === 2 ? groups(halves[1]) : [];
  if (![...head, ...rest].every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  const known = head.length + rest.length + tail.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return null;
  const fill = new Array(8 - known).fill(0);
  return [...head.map((g) => parseInt(g, 16)), ...fill, ...rest.map((g) => parseInt(g, 16)), ...tail];
}

const inV4 = (b: number[], prefix: number[], bits: number) => {
  const address = ((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]) >>> 0;
  const net = ((prefix[0] << 24) | (prefix[1] << 16) | ((prefix[2] ?? 0) << 8) | (prefix[3] ?? 0)) >>> 0;
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
  return (address & mask) >>> 0 === (net & mask) >>> 0;
};

/** IPv4 ranges that are not publicly routable unicast (IANA special-purpose registry). */
const IPV4_NON_PUBLIC: Array<[number[], number]> = [
  [[0], 8], // "this network", 0.0.0.0
  [[10], 8], // private
  [[100, 64], 10], // CGNAT (shared address space)
  [[127], 8], // loopback
  [[169, 254], 16], // link-local, cloud metadata 169.254.169.254
  [[172, 16], 12], // private
  [[192, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2], 24], // documentation
  [[192, 88, 99], 24], // 6to4 relay anycast
  [[192, 168], 16], // private
  [[198, 18], 15], // benchmarking
  [[198, 51, 100], 24], // documentation
  [[203, 0, 113], 24], // documentation
  [[224], 4], // multicast
  [[240], 4], // reserved, broadcast
];

export function isPublicIpv4(bytes: number[]): boolean {
  return !IPV4_NON_PUBLIC.some(([prefix, bits]) => inV4(bytes, prefix, bits));
}

const v4Of = (hi: number, lo: number) => [hi >> 8, hi & 255, lo >> 8, lo & 255];

export function isPublicIpv6(g: number[]): boolean {
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  // ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible, also :: and ::1), 64:ff9b::a.b.c.d (NAT64).
  if (zeros(0, 5) && g[5] === 0xffff) return isPublicIpv4(v4Of(g[6], g[7]));
  if (zeros(0, 6)) return isPublicIpv4(v4Of(g[6], g[7]));
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return isPublicIpv4(v4Of(g[6], g[7]));
  // 6to4: 2002:AABB:CCDD::/48 routes to the IPv4 address AA.BB.CC.DD.
  if (g[0] === 0x2002) return isPublicIpv4(v4Of(g[1], g[2]));
  // Only global unicast (2000::/3) is public; that leaves out ULA fc00::/7, link-local fe80::/10,
  // multicast ff00::/8, discard 100::/64, local NAT64 64:ff9b:1::/48 and the rest.
  if ((g[0] & 0xe000) !== 0x2000) return false;
  if (g[0] === 0x2001 && g[1] < 0x200) return false; // 2001::/23 IETF assignments (Teredo 2001::/32 too)
  if (g[0] === 0x2001 && g[1] === 0x0db8) return false; // documentation
  if (g[0] === 0x3fff && g[1] < 0x1000) return false; // 3fff::/20 documentation
  return true;
}

/** True for a public unicast IPv4 or IPv6 address; false for anything else, including non-addresses. */
export function isPublicAddress(address: string): boolean {
  const v4 = parseIpv4(address);
  if (v4) return isPublicIpv4(v4);
  const v6 = parseIpv6(address);
  return v6 ? isPublicIpv6(v6) : false;
}

/** Loopback (127.0.0.0/8, ::1, and their IPv6-mapped forms): the test suite's push receivers. */
export function isLoopbackAddress(address: string): boolean {
  const v6 = parseIpv6(address);
  const v4 = parseIpv4(address) ?? (v6 && v6.slice(0, 5).every((x) => x === 0) && v6[5] === 0xffff ? v4Of(v6[6], v6[7]) : null);
  if (v4) return v4[0] === 127;
  return !!v6 && v6.slice(0, 7).every((x) => x === 0) && v6[7] === 1;
}
