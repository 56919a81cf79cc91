import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SoundToggle } from "@/components/celebration/sound-toggle";
import { isSoundEnabled, SOUND_STORAGE_KEY } from "@/components/celebration/sound";

beforeEach(() => window.localStorage.clear());

test("the switch mutes and unmutes the achievement sounds (stored locally)", async () => {
  render(<SoundToggle />);
  const toggle = screen.getByRole("switch", { name: "Sound effects" });
  expect(toggle).toHaveAttribute("aria-checked", "true");
  await userEvent.click(toggle);
  expect(window.localStorage.getItem(SOUND_STORAGE_KEY)).toBe("false");
  expect(isSoundEnabled()).toBe(false);
  expect(toggle).toHaveAttribute("aria-checked", "false");
  await userEvent.click(toggle);
  expect(isSoundEnabled()).toBe(true);
});
