// The in-place edit of an Eisenhower task saves 5000 ms after the last keystroke, on blur and on
// Enter (docs/product/widgets.md#eisenhower-matrix), and never twice for one edit.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { DndContext } from "@dnd-kit/core";
import { TaskCard } from "./task-card";
import type { EisenhowerTask } from "./storage";

const task: EisenhowerTask = { id: "t1", content: "Pay rent", quadrant: "urgent-important", completed: false, dateCreated: "2026-03-14T09:00:00.000Z", dateCompleted: null };

function setup() {
  const onSave = jest.fn();
  render(
    <DndContext>
      <ul>
        <TaskCard task={task} onToggle={() => {}} onDelete={() => {}} onMove={() => {}} onSave={onSave} />
      </ul>
    </DndContext>,
  );
  const field = screen.getByRole("textbox", { name: 'Edit "Pay rent"' });
  return { onSave, field };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test("saves 5000 ms after the last keystroke, not before", () => {
  const { onSave, field } = setup();
  fireEvent.change(field, { target: { value: "Pay rent t" } });
  act(() => jest.advanceTimersByTime(3000));
  fireEvent.change(field, { target: { value: "Pay rent today" } });
  act(() => jest.advanceTimersByTime(4999));
  expect(onSave).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onSave).toHaveBeenCalledTimes(1);
  expect(onSave).toHaveBeenCalledWith("Pay rent today");
});

test("saves at once on blur and on Enter, once per edit", () => {
  const { onSave, field } = setup();
  fireEvent.change(field, { target: { value: "Pay rent now" } });
  fireEvent.blur(field);
  expect(onSave).toHaveBeenLastCalledWith("Pay rent now");
  fireEvent.change(field, { target: { value: "Pay rent tonight" } });
  fireEvent.keyDown(field, { key: "Enter" });
  expect(onSave).toHaveBeenLastCalledWith("Pay rent tonight");
  act(() => jest.advanceTimersByTime(6000));
  expect(onSave).toHaveBeenCalledTimes(2);
});

test("an unchanged text is not saved", () => {
  const { onSave, field } = setup();
  fireEvent.change(field, { target: { value: "Pay rent" } });
  fireEvent.blur(field);
  expect(onSave).not.toHaveBeenCalled();
});
