export type SnapshotState = {
  members: number;
  snapshots: number;
  cohortMembers: number | null;
  computedAt?: Date | null;
  glance: { computedAt: string | null; members: number } | null;
  attention: { rows: unknown[] } | null;
};
export function snapshotProblems(state: SnapshotState): string[];
export function waitForSnapshot(
  read: () => Promise<SnapshotState>,
  opts?: { since: Date; timeoutMs?: number; everyMs?: number; sleep?: (ms: number) => Promise<void>; now?: () => number },
): Promise<SnapshotState>;
