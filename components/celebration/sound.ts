"use client";
// Achievement sounds and the local setting that mutes them (localStorage `sound-enabled`,
// 03-decisions "a local setting turns sound off"). Any feature may play through here.
import { useSyncExternalStore } from "react";
import { CELEBRATION } from "@/lib/constants";

export const SOUND_STORAGE_KEY = "sound-enabled";
export const SOUNDS = {
  achievement: "/sounds/achievement.mp3",
  success: "/sounds/success.mp3",
  celebration: "/sounds/celebration.mp3",
  /** The timers' phase-end bell (issue 10). */
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

/** Plays a sound at volume 0.6 unless muted; autoplay refusals are ignored. */
export function playSound(name: SoundName = "achievement"): void {
  if (typeof window === "undefined" || typeof Audio === "undefined" || !isSoundEnabled()) return;
  try {
    const audio = new Audio(SOUNDS[name]);
    audio.volume = CELEBRATION.soundVolume;
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
