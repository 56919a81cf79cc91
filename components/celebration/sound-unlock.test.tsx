// Sounds in WebKit: one element per sound, started muted and stopped inside the member's first
// tap or key press, so a later play() (after a server answer, at a timer's end) is allowed.
type Fake = { src: string; muted: boolean; paused: boolean; volume: number; currentTime: number; played: boolean[]; play: jest.Mock; pause: jest.Mock };

function installFakeAudio({ refuse = false } = {}) {
  const made: Fake[] = [];
  class FakeAudio {
    muted = false;
    paused = true;
    volume = 1;
    currentTime = 0;
    preload = "";
    played: boolean[] = []; // muted or not, per play()
    constructor(public src = "") {
      if (src) made.push(this as unknown as Fake);
    }
    canPlayType = () => "maybe";
    play = jest.fn(() => {
      this.played.push(this.muted);
      if (refuse) return Promise.reject(new DOMException("no gesture", "NotAllowedError"));
      this.paused = false;
      return Promise.resolve();
    });
    pause = jest.fn(() => {
      this.paused = true;
    });
  }
  (global as unknown as { Audio: unknown }).Audio = FakeAudio;
  return made;
}

async function loadSound() {
  let mod!: typeof import("@/components/celebration/sound");
  jest.isolateModules(() => {
    mod = jest.requireActual("@/components/celebration/sound");
  });
  return mod;
}

const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => window.localStorage.clear());

test("the first key press starts every sound muted and stops it; later plays reuse that element, audible", async () => {
  const made = installFakeAudio();
  const { playSound, SOUNDS } = await loadSound();
  window.dispatchEvent(new KeyboardEvent("keydown", { key: "a" }));
  await flush();
  expect(made.map((a) => a.src).sort()).toEqual(Object.values(SOUNDS).sort());
  for (const audio of made) {
    expect(audio.played).toEqual([true]);
    expect(audio.pause).toHaveBeenCalledTimes(1);
    expect(audio.muted).toBe(false);
  }

  playSound("bell");
  const bell = made.find((a) => a.src === SOUNDS.bell)!;
  expect(made).toHaveLength(4); // no new element
  expect(bell.played).toEqual([true, false]);
  expect(bell.volume).toBe(0.6);

  // Unlocked once: the next gestures leave the sounds alone.
  window.dispatchEvent(new Event("pointerdown"));
  await flush();
  expect(bell.played).toEqual([true, false]);
});

test("a refused unlock (not a gesture to this engine) leaves the sound unmuted and tries again on the next one", async () => {
  const made = installFakeAudio({ refuse: true });
  await loadSound();
  window.dispatchEvent(new Event("pointerdown"));
  await flush();
  expect(made.every((a) => !a.muted && a.played.length === 1)).toBe(true);
  window.dispatchEvent(new Event("touchend"));
  await flush();
  expect(made.every((a) => a.played.length === 2)).toBe(true);
});
