// A goal's title grows to show all of it: in CSS where the engine has `field-sizing: content`, by
// the useContentHeight fallback where it does not (WebKit before Safari 26).
import { render, screen } from "@testing-library/react";
import { useState } from "react";
import userEvent from "@testing-library/user-event";
import { InlineTitle } from "@/components/goals/inline-title";

/** jsdom lays nothing out: each line of text is 24 px of scroll height, plus 1 px borders. */
function fakeLayout() {
  const proto = HTMLTextAreaElement.prototype;
  const lines = (el: HTMLTextAreaElement) => Math.max(1, Math.ceil(el.value.length / 40));
  jest.spyOn(proto, "scrollHeight", "get").mockImplementation(function (this: HTMLTextAreaElement) {
    return lines(this) * 24 + 12;
  });
  jest.spyOn(proto, "clientHeight", "get").mockImplementation(function (this: HTMLTextAreaElement) {
    return (parseFloat(this.style.height) || 36) - 2;
  });
  jest.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockImplementation(function (this: HTMLElement) {
    return (parseFloat(this.style.height) || 36);
  });
}

function Title({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <InlineTitle value={value} onChange={setValue} onCommit={() => {}} label="SMART goal 1" placeholder="Set SMART goal #1..." />;
}

const supports = (fieldSizing: boolean) => {
  Object.defineProperty(window, "CSS", { configurable: true, value: { supports: (prop: string) => fieldSizing && prop === "field-sizing" } });
};

afterEach(() => jest.restoreAllMocks());

describe("InlineTitle height", () => {
  it("is fitted to the text, and again as it grows, where CSS cannot", async () => {
    supports(false);
    fakeLayout();
    render(<Title initial={"x".repeat(60)} />);
    const field = screen.getByLabelText("SMART goal 1");
    expect(field.style.height).toBe(`${2 * 24 + 12 + 2}px`);
    await userEvent.type(field, "y".repeat(30));
    expect(field.style.height).toBe(`${3 * 24 + 12 + 2}px`);
  });

  it("is left to CSS where the engine has field-sizing", () => {
    supports(true);
    fakeLayout();
    render(<Title initial={"x".repeat(60)} />);
    expect(screen.getByLabelText("SMART goal 1").style.height).toBe("");
  });
});
