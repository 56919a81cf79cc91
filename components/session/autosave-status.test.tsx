import { render, screen } from "@testing-library/react";
import { AutosaveStatus } from "@/components/session/autosave-status";

describe("AutosaveStatus", () => {
  it.each([
    ["saving", "Saving..."],
    ["saved", "Saved"],
    ["offline", "Offline, will retry"],
  ] as const)("shows %s as %s", (status, label) => {
    render(<AutosaveStatus status={status} />);
    expect(screen.getByRole("status")).toHaveTextContent(label);
  });

  it("shows nothing while idle", () => {
    const { container } = render(<AutosaveStatus status="idle" />);
    expect(container).toBeEmptyDOMElement();
  });
});
