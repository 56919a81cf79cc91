import { needsHomeScreenForPush } from "@/lib/client/install-prompt";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const ANDROID = "Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

describe("needsHomeScreenForPush", () => {
  it("asks iPhone Safari in a tab to add Reach to the Home Screen", () => {
    expect(needsHomeScreenForPush(IPHONE, false)).toBe(true);
  });
  it("not once Reach is opened from the Home Screen", () => {
    expect(needsHomeScreenForPush(IPHONE, true)).toBe(false);
  });
  it("not on Android, where the engine offers to install", () => {
    expect(needsHomeScreenForPush(ANDROID, false)).toBe(false);
  });
});
