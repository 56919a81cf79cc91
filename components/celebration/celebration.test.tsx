import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import confetti from "canvas-confetti";
import { CelebrationHost } from "@/components/celebration/celebration-host";
import { closeCelebration, useCelebration } from "@/lib/client/celebration";
import { makeBurst } from "@/components/celebration/celebration-kinds";
import { SOUND_STORAGE_KEY } from "@/components/celebration/sound";

jest.mock("canvas-confetti", () => ({ __esModule: true, default: jest.fn() }));

const play = jest.fn(() => Promise.resolve());
const audios: { src: string; volume: number }[] = [];
class FakeAudio {
  volume = 1;
  constructor(public src: string) {
    audios.push(this);
  }
  play = play;
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

function Trigger() {
  const { celebrate } = useCelebration();
  return (
    <button onClick={() => celebrate({ title: "Goal Completed!", message: "Well done", type: "smart", points: 25 })}>
      go
    </button>
  );
}

async function renderAndCelebrate() {
  render(
    <>
      <Trigger />
      <CelebrationHost />
    </>,
  );
  fireEvent.click(screen.getByText("go"));
  // The dialog's code loads with the first celebration (docs/decisions.md "Loaded when used, not with the page"): let it arrive.
  await act(() => jest.advanceTimersByTimeAsync(0));
}

beforeEach(() => {
  act(() => closeCelebration());
  jest.useFakeTimers();
  (confetti as unknown as jest.Mock).mockClear();
  play.mockClear();
  audios.length = 0;
  window.localStorage.clear();
  (global as unknown as { Audio: unknown }).Audio = FakeAudio;
  mockReducedMotion(false);
});
afterEach(() => jest.useRealTimers());

test("shows title, message and points, with confetti, a 20-emoji burst and the sound at 0.6", async () => {
  await renderAndCelebrate();
  expect(screen.getByText("Goal Completed!")).toBeInTheDocument();
  expect(screen.getByText("Well done")).toBeInTheDocument();
  expect(screen.getByText("+25 Points")).toBeInTheDocument();
  expect(screen.getByTestId("celebration-popup")).toHaveAttribute("data-celebration-type", "smart");
  // canvas-confetti loads with the first celebration (docs/decisions.md "Loaded when used, not with the page").
  await waitFor(() => expect(confetti).toHaveBeenCalled());
  expect(screen.getByTestId("emoji-burst").querySelectorAll("span")).toHaveLength(20);
  expect(audios).toEqual([expect.objectContaining({ src: "/sounds/achievement.mp3", volume: 0.6 })]);
  expect(play).toHaveBeenCalledTimes(1);
});

test("closes by itself after 3 s, not before", async () => {
  await renderAndCelebrate();
  act(() => jest.advanceTimersByTime(2900));
  expect(screen.getByText("Goal Completed!")).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(200));
  expect(screen.queryByText("Goal Completed!")).not.toBeInTheDocument();
});

test("a new celebration restarts the 3 s timer", async () => {
  await renderAndCelebrate();
  act(() => jest.advanceTimersByTime(2000));
  fireEvent.click(screen.getByText("go"));
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.getByText("Goal Completed!")).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1100));
  expect(screen.queryByText("Goal Completed!")).not.toBeInTheDocument();
});

test("Continue, the close button and Escape close it", async () => {
  await renderAndCelebrate();
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
  expect(screen.queryByText("Goal Completed!")).not.toBeInTheDocument();

  fireEvent.click(screen.getByText("go"));
  fireEvent.click(screen.getByRole("button", { name: "Close" }));
  expect(screen.queryByText("Goal Completed!")).not.toBeInTheDocument();

  fireEvent.click(screen.getByText("go"));
  fireEvent.keyDown(screen.getByTestId("celebration-popup"), { key: "Escape" });
  expect(screen.queryByText("Goal Completed!")).not.toBeInTheDocument();
});

test("prefers-reduced-motion: no confetti and no burst, the popup still shows", async () => {
  mockReducedMotion(true);
  await renderAndCelebrate();
  expect(screen.getByText("Goal Completed!")).toBeInTheDocument();
  expect(confetti).not.toHaveBeenCalled();
  expect(screen.queryByTestId("emoji-burst")).not.toBeInTheDocument();
});

test("the sound setting mutes it", async () => {
  window.localStorage.setItem(SOUND_STORAGE_KEY, "false");
  await renderAndCelebrate();
  expect(play).not.toHaveBeenCalled();
});

test("no points, no points label", async () => {
  function Plain() {
    const { celebrate } = useCelebration();
    return <button onClick={() => celebrate({ title: "Nice", message: "ok" })}>plain</button>;
  }
  render(
    <>
      <Plain />
      <CelebrationHost />
    </>,
  );
  fireEvent.click(screen.getByText("plain"));
  expect(await screen.findByText("Nice")).toBeInTheDocument();
  expect(screen.queryByText(/Points/)).not.toBeInTheDocument();
});

test("the burst draws 20 emojis of the kind", async () => {
  const burst = makeBurst("learning", () => 0.5);
  expect(burst).toHaveLength(20);
  expect(new Set(burst.map((b) => b.emoji))).toEqual(new Set(["📚", "💡", "🎓", "✏️", "🌟"]));
});
