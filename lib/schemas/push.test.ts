import { decodeBase64, endpointProblem, toBase64Url } from "@/lib/schemas/push";

describe("endpointProblem", () => {
  it("accepts https endpoints on public hosts", () => {
    expect(endpointProblem("https://fcm.googleapis.com/fcm/send/abc", false)).toBeNull();
    expect(endpointProblem("https://updates.push.services.mozilla.com/wpush/v2/x", false)).toBeNull();
    expect(endpointProblem("https://8.8.8.8/push", false)).toBeNull();
    expect(endpointProblem("https://[2001:4860::1]/push", false)).toBeNull();
  });

  it.each([
    "https://localhost/p",
    "https://LOCALHOST./p",
    "https://app.localhost/p",
    "https://printer.local/p",
    "https://127.0.0.1/p",
    "https://127.1/p",
    "https://0x7f000001/p",
    "https://2130706433/p",
    "https://0.0.0.0/p",
    "https://10.0.0.1/p",
    "https://172.16.5.4/p",
    "https://172.31.255.255/p",
    "https://192.168.1.1/p",
    "https://100.64.0.1/p",
    "https://169.254.169.254/p",
    "https://[::1]/p",
    "https://[::]/p",
    "https://[::ffff:127.0.0.1]/p",
    "https://[::ffff:10.0.0.1]/p",
    "https://[fe80::1]/p",
    "https://[fc00::1]/p",
    "https://[fd12:3456::1]/p",
    "https://metadata.google.internal/p",
  ])("refuses the private or loopback host of %s", (url) => {
    expect(endpointProblem(url, false)).toBe("Endpoint must be on a public host");
  });

  it("refuses other schemes and malformed URLs", () => {
    expect(endpointProblem("http://push.example.com/p", false)).toBe("Endpoint must be an https URL");
    expect(endpointProblem("ftp://push.example.com/p", false)).toBe("Endpoint must be an https URL");
    expect(endpointProblem("file:///etc/passwd", false)).toBe("Endpoint must be an https URL");
    expect(endpointProblem("//push.example.com", false)).toBe("Endpoint must be a valid URL");
  });

  it("lets loopback receivers through only in the test mode", () => {
    expect(endpointProblem("http://127.0.0.1:4000/push/1", true)).toBeNull();
    expect(endpointProblem("http://localhost:4000/push/1", true)).toBeNull();
    expect(endpointProblem("http://127.0.0.1:4000/push/1", false)).toBe("Endpoint must be an https URL");
    // The test mode opens loopback only, not the rest of the private ranges.
    expect(endpointProblem("http://10.0.0.1/push", true)).toBe("Endpoint must be an https URL");
    expect(endpointProblem("https://192.168.0.1/push", true)).toBe("Endpoint must be on a public host");
  });
});

describe("base64 keys", () => {
  it("decodes base64url and padded standard base64 to the same bytes", () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37) % 256);
    const url = Buffer.from(bytes).toString("base64url");
    const std = Buffer.from(bytes).toString("base64");
    expect(decodeBase64(url)).toEqual(bytes);
    expect(decodeBase64(std)).toEqual(bytes);
    expect(toBase64Url(bytes)).toBe(url);
  });
  it("rejects what is not base64", () => {
    expect(decodeBase64("a b")).toBeNull();
    expect(decodeBase64("abcde")).toBeNull();
    expect(decodeBase64("%%%")).toBeNull();
  });
});
