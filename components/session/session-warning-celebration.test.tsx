import { act, render } from "@testing-library/react";
import { celebrate, closeCelebration, useCelebrationSnapshot } from "@/lib/client/celebration";
import { SessionWarningDialog } from "@/components/session/session-warning-dialog";
import { notify } from "@/lib/client/toast";

jest.mock("@/lib/client/toast", () => ({ ...jest.requireActual("@/lib/client/toast"), notify: jest.fn() }));

function Probe() {
  const { state } = useCelebrationSnapshot();
  return <p data-testid="celebration">{state.isOpen ? state.title : "closed"}</p>;
}

const warning = (open: boolean) => <SessionWarningDialog open={open} logoutAt={Date.now() + 300_000} onContinue={() => {}} onLogout={() => {}} />;

afterEach(() => act(() => closeCelebration()));

test("the inactivity warning closes an open celebration and holds new ones until it is answered; a toast says each award", () => {
  const view = render(
    <>
      <Probe />
      {warning(false)}
    </>,
  );
  act(() => celebrate({ title: "Session Complete!", message: "Well done", points: 10 }));
  expect(view.getByTestId("celebration")).toHaveTextContent("Session Complete!");
  expect(notify).not.toHaveBeenCalled();

  view.rerender(
    <>
      <Probe />
      {warning(true)}
    </>,
  );
  expect(view.getByTestId("celebration")).toHaveTextContent("closed");
  expect(notify).toHaveBeenLastCalledWith("achievement", "+10 Points · Session Complete!", "Well done");
  // An award answered while the warning is open (a tab back after an hour) opens no second modal.
  act(() => celebrate({ title: "Goal Completed!", message: "Well done", points: 25 }));
  expect(view.getByTestId("celebration")).toHaveTextContent("closed");
  expect(notify).toHaveBeenLastCalledWith("achievement", "+25 Points · Goal Completed!", "Well done");

  view.rerender(
    <>
      <Probe />
      {warning(false)}
    </>,
  );
  act(() => celebrate({ title: "Goal Completed!", message: "Well done" }));
  expect(view.getByTestId("celebration")).toHaveTextContent("Goal Completed!");
});
