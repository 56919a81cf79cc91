import fc from "fast-check";
import { isLoopbackAddress, isPublicAddress, parseIpv6 } from "@/lib/domain/network-address";

describe("isPublicAddress, IPv4", () => {
  it.each(["8.8.8.8", "1.1.1.1", "142.250.74.46", "100.63.255.255", "100.128.0.0", "172.15.255.255", "172.32.0.0", "169.253.255.255", "192.169.0.1", "223.255.255.254"])(
    "%s is public",
    (ip) => expect(isPublicAddress(ip)).toBe(true),
  );

  it.each([
    "0.0.0.0", "0.1.2.3", "127.0.0.1", "127.255.255.254", "10.0.0.1", "10.255.255.255", "172.16.0.1", "172.31.255.255",
    "192.168.1.1", "169.254.169.254", "169.254.0.1", "100.64.0.1", "100.127.255.255", "192.0.0.8", "192.0.2.1",
    "198.18.0.1", "198.19.255.255", "198.51.100.7", "203.0.113.9", "224.0.0.1", "239.255.255.250", "240.0.0.1", "255.255.255.255",
  ])("%s is not public", (ip) => expect(isPublicAddress(ip)).toBe(false));

  it("refuses what is not an address", () => {
    for (const text of ["", "localhost", "1.2.3", "1.2.3.4.5", "256.1.1.1", "01.2.3.4x", "example.com", "::g", "1::2::3"]) expect(isPublicAddress(text)).toBe(false);
  });
});

describe("isPublicAddress, IPv6", () => {
  it.each(["2001:4860:4860::8888", "2606:4700:4700::1111", "2a00:1450:4001:81c::200e", "2001:200::1", "2002:808:808::1", "::ffff:8.8.8.8", "64:ff9b::808:808", "3fff:1000::1"])(
    "%s is public",
    (ip) => expect(isPublicAddress(ip)).toBe(true),
  );

  it.each([
    "::", "::1", "0:0:0:0:0:0:0:1", "[::1]", "fe80::1", "fe80::1%eth0", "febf::1", "fc00::1", "fd12:3456:789a::1", "ff02::1", "100::1",
    "2001:db8::1", "2001::1", "2001:0:4136:e378::1", "3fff::1", "3fff:fff::1", "64:ff9b:1::1", "4000::1", "::ffff:127.0.0.1", "::ffff:7f00:1",
    "::ffff:10.0.0.1", "::ffff:169.254.169.254", "::ffff:a9fe:a9fe", "::127.0.0.1", "::10.1.1.1", "64:ff9b::127.0.0.1", "64:ff9b::a00:1",
    "2002:7f00:1::1", "2002:c0a8:101::1", "::ffff:100.64.0.1", "::ffff:0.0.0.0",
  ])("%s is not public", (ip) => expect(isPublicAddress(ip)).toBe(false));

  it("parses the compressed, full, dotted and bracketed forms to the same groups", () => {
    const full = [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1];
    expect(parseIpv6("2001:db8::1")).toEqual(full);
    expect(parseIpv6("2001:0db8:0000:0000:0000:0000:0000:0001")).toEqual(full);
    expect(parseIpv6("[2001:DB8::1]")).toEqual(full);
    expect(parseIpv6("::ffff:1.2.3.4")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x102, 0x304]);
    expect(parseIpv6("1:2:3:4:5:6:7")).toBeNull();
    expect(parseIpv6("1:2:3:4:5:6:7:8:9")).toBeNull();
    expect(parseIpv6("1:2:3:4:5:6:7::8")).toBeNull();
  });

  it("judges every IPv4-mapped address exactly as the IPv4 address", () => {
    fc.assert(
      fc.property(fc.ipV4(), (v4) => {
        const [a, b, c, d] = v4.split(".").map(Number);
        const hex = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
        expect(isPublicAddress(`::ffff:${v4}`)).toBe(isPublicAddress(v4));
        expect(isPublicAddress(`::ffff:${hex}`)).toBe(isPublicAddress(v4));
      }),
      { seed: 15, numRuns: 2000 },
    );
  });
});

describe("isLoopbackAddress", () => {
  it("is 127/8 and ::1, in their mapped forms too", () => {
    for (const ip of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1", "::ffff:7f00:1"]) expect(isLoopbackAddress(ip)).toBe(true);
    for (const ip of ["10.0.0.1", "::", "::2", "8.8.8.8", "fe80::1", "localhost"]) expect(isLoopbackAddress(ip)).toBe(false);
  });
});
