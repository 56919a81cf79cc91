// Types of load-report.mjs (read by load-report.test.ts).
export type Answer = { status: number; ms: number; type: string; text: string };
export class Recorder {
  add(route: string, res: Answer, atSeconds: number): void;
  addConnect(ms: number): void;
  failed(): boolean;
}
export const ANSWER_WITHIN_MS: number;
export function formatReport(options: { recorder: Recorder; members: number; seconds: number; signInSeconds: number; signedIn: number; lost: { member: string; path: string; expected: string; found: string }[]; load: number[][]; rush: boolean; think: { min: number; max: number } | null }): string;
export function parseThink(text: string | undefined): { min: number; max: number } | null;
export function windowFigures(recorder: Recorder, goalMs: number): { requests: number; p50: number; p99: number; errors: number; met: boolean };
export type RampStage = { members: number; seconds: number; signInSeconds: number; recorder: Recorder; load: number[] };
export function formatRamp(stages: RampStage[], options: { think: { min: number; max: number } | null; goalMs: number; header?: boolean; summary?: boolean; cores?: number }): string;
export function timedDataProblem(recorder: Recorder, expectedRoutes: string[]): string | null;
export type OfferedWindow = { seconds: number; sent: number; rate: number; members: number; recorder: Recorder; load: number[]; clientCores?: number; clientDelayMs?: { p99: number; max: number } };
export function formatOffered(options: { capacity: { members: number; seconds: number; recorder: Recorder; load: number[]; clientCores?: number }; offered: OfferedWindow; times: number; lost: { member: string }[] }): string;
