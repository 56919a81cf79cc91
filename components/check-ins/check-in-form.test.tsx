import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderWithData } from "@/tests/support/render-with-data";
import { CheckInForm } from "@/components/check-ins/check-in-form";
import { apiWrite } from "@/lib/client/api";
import type { DueCheckInDto } from "@/lib/schemas/check-ins";

jest.mock("@/lib/client/api", () => jest.requireActual("@/tests/support/render-with-data").mockApiModule());

const checkIn: DueCheckInDto = {
  formId: 7,
  title: "Sunday",
  date: "2026-11-29",
  dueAt: "2026-11-29T18:00:00.000Z",
  closesAt: "2026-12-06T18:00:00.000Z",
  version: 1,
  answered: false,
  answers: null,
  questions: [
    { id: "sleep", type: "scale", label: "Sleep", required: true, minLabel: "Poor", maxLabel: "Great" },
    { id: "trained", type: "yesno", label: "Trained", required: false },
    { id: "hours", type: "number", label: "Study hours", required: false, unit: "h", min: 0, max: 24 },
  ],
};

describe("CheckInForm", () => {
  beforeEach(() => jest.mocked(apiWrite).mockReset());

  it("names the question the answer misses and sends nothing", async () => {
    renderWithData(<CheckInForm checkIn={checkIn} onDone={() => {}} onCancel={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Send check-in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent('"Sleep" needs an answer');
    fireEvent.click(screen.getByRole("radio", { name: "3" }));
    fireEvent.change(screen.getByLabelText(/Study hours/), { target: { value: "30" } });
    fireEvent.click(screen.getByRole("button", { name: "Send check-in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent('"Study hours" must be a number from 0 to 24');
    expect(apiWrite).not.toHaveBeenCalled();
  });

  it("sends the answers of the check-in's date, numbers as numbers", async () => {
    jest.mocked(apiWrite).mockResolvedValue({ id: 1, flagged: false, pointsAwarded: 10 });
    const onDone = jest.fn();
    renderWithData(<CheckInForm checkIn={checkIn} onDone={onDone} onCancel={() => {}} />);
    fireEvent.click(screen.getByRole("radio", { name: "4" }));
    fireEvent.click(screen.getByRole("radio", { name: "No" }));
    fireEvent.change(screen.getByLabelText(/Study hours/), { target: { value: "2.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Send check-in" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(apiWrite).toHaveBeenCalledWith("POST", "/api/check-ins/7", { date: "2026-11-29", answers: { sleep: 4, trained: false, hours: 2.5 } });
  });
});
