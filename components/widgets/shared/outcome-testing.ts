// Test helpers for widget rules: the state of an accepted Outcome (a refusal fails the test with
// its title) and the points of its awards.
import type { Outcome } from "./outcome";

export function accepted<S>(outcome: Outcome<S>): S {
  if (!outcome.ok) throw new Error(`refused: ${outcome.refusal.title}`);
  return outcome.state;
}

export const awardedPoints = <S>(outcome: Outcome<S>): number[] => (outcome.ok ? outcome.awards.map((a) => a.points) : []);
