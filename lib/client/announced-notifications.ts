"use client";
// Notifications a celebration has already announced (docs/decisions.md "The achievement toast"): the achievement toast
// skips them, so a badge is not told twice. In memory for this page.
const announced = new Set<number>();

export function markAnnounced(ids: readonly number[]): void {
  ids.forEach((id) => announced.add(id));
}

export function isAnnounced(id: number): boolean {
  return announced.has(id);
}
