// The engine smoke's Debian packages: only the missing ones are installed, each once.
import { ENGINE_PROGRAMS, MINIBROWSER, missingEnginePackages } from "./engines.mjs";

describe("engine smoke packages", () => {
  it("installs nothing when every program is there", () => {
    expect(missingEnginePackages(ENGINE_PROGRAMS, () => true)).toEqual([]);
  });

  it("names each missing program's package once", () => {
    expect(missingEnginePackages(ENGINE_PROGRAMS, () => false)).toEqual(["firefox-esr", "webkit2gtk-driver", "xvfb"]);
    const onlyWebKitMissing = (path: string) => !path.includes("WebKitWebDriver") && !path.includes("MiniBrowser");
    expect(missingEnginePackages(ENGINE_PROGRAMS, onlyWebKitMissing)).toEqual(["webkit2gtk-driver"]);
  });

  it("looks for MiniBrowser in this machine's multiarch folder", () => {
    expect(MINIBROWSER).toMatch(new RegExp(`^/usr/lib/${process.arch === "arm64" ? "aarch64" : "x86_64"}-linux-gnu/webkit2gtk-4\\.1/MiniBrowser$`));
  });
});
