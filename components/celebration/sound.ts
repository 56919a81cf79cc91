"use client";
// Achievement sounds and the local setting that mutes them (localStorage `sound-enabled`,
// docs/product/points-and-badges.md#sounds). Any feature may play through here.
import { useSyncExternalStore } from "react";
import { CELEBRATION } from "@/lib/constants";

export const SOUND_STORAGE_KEY = "sound-enabled";
export const SOUNDS = {
  achievement: "/sounds/achievement.mp3",
  success: "/sounds/success.mp3",
  celebration: "/sounds/celebration.mp3",
  /** The timers' phase-end bell (docs/decisions.md "At a phase's end"). */
  bell: "/sounds/bell.mp3",
} as const;
export type SoundName = keyof typeof SOUNDS;

const CHANGE_EVENT = "reach:sound-enabled";

/** Sound is on unless the member turned it off. */
export function isSoundEnabled(): boolean {
  try {
    return window.localStorage.getItem(SOUND_STORAGE_KEY) !== "false";
  } catch {
    return true;
  }
}

export function setSoundEnabled(enabled: boolean): void {
  try {
    window.localStorage.setItem(SOUND_STORAGE_KEY, String(enabled));
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

// One element per sound, reused. WebKit (Safari) refuses play() outside a tap or key press, and a
// celebration plays after the server's answer, a timer's bell minutes later: but an element that
// has played once inside a gesture may play again without one. So on the member's first tap or
// key press every sound is started muted and stopped at once (docs/decisions.md, "Browsers and
// engines"). Other engines allow it after any interaction anyway.
const elements = new Map<SoundName, HTMLAudioElement>();
const unlocked = new Set<SoundName>();

function soundElement(name: SoundName): HTMLAudioElement {
  let audio = elements.get(name);
  if (!audio) {
    audio = new Audio(SOUNDS[name]);
    audio.preload = "auto";
    elements.set(name, audio);
  }
  return audio;
}

const GESTURES = ["pointerdown", "keydown", "touchend"] as const;

function unlockSounds() {
  for (const name of Object.keys(SOUNDS) as SoundName[]) {
    if (unlocked.has(name)) continue;
    const audio = soundElement(name);
    if (!audio.paused) continue;
    audio.muted = true;
    const started = audio.play();
    if (!started) continue;
    started.then(
      () => {
        unlocked.add(name);
        if (audio.muted) audio.pause(); // unless playSound took it over meanwhile
        audio.muted = false;
        if (unlocked.size === elements.size) for (const type of GESTURES) window.removeEventListener(type, unlockSounds, true);
      },
      () => (audio.muted = false), // refused (not a gesture to this engine): the next one tries again
    );
  }
}

function canPlayMp3(): boolean {
  try {
    return new Audio().canPlayType("audio/mpeg") !== "";
  } catch {
    return false;
  }
}

if (typeof window !== "undefined" && typeof Audio !== "undefined" && canPlayMp3()) {
  for (const type of GESTURES) window.addEventListener(type, unlockSounds, { capture: true, passive: true });
}

/** Plays a sound at volume 0.6 unless muted; autoplay refusals are ignored. */
export function playSound(name: SoundName = "achievement"): void {
  if (typeof window === "undefined" || typeof Audio === "undefined" || !isSoundEnabled()) return;
  try {
    const audio = soundElement(name);
    audio.muted = false;
    audio.volume = CELEBRATION.soundVolume;
    audio.currentTime = 0;
    void audio.play()?.catch(() => {});
  } catch {
    /* no audio support */
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** The setting as React state, shared by every tab and component. */
export function useSoundEnabled(): [boolean, (enabled: boolean) => void] {
  const enabled = useSyncExternalStore(subscribe, isSoundEnabled, () => true);
  return [enabled, setSoundEnabled];
}
