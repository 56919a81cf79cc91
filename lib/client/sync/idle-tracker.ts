// Idle handling (docs/product/shell-and-sign-in.md#idle-and-session-lifecycle): sleep mode after 10 minutes without
// activity, the warning at 60, auto-logout at 65. Activity is shared by every tab of the member
// (through the stored last session), so a background tab never logs out someone who is working
// in another one. Framework-free; useSessionLifecycle drives it.
import { IDLE } from "@/lib/client/sync/timings";
import { idlePhase, isLongAbsence, msToNextIdlePhase, type IdlePhase } from "@/lib/client/sync/rules";
import {
  clearSleepFlags,
  LAST_SESSION_KEY,
  readLastSession,
  recordActivity,
  recordWake,
  setSleepFlags,
} from "@/lib/client/sync/session-storage";

export type VisiblePhase = Exclude<IdlePhase, "logout">;

export const ACTIVITY_EVENTS = ["mousemove", "mousedown", "keydown", "touchstart", "wheel", "scroll", "pointerdown"] as const;

/** Activity is written for other tabs at most this often (mousemove fires constantly). */
const SHARE_EVERY_MS = 5000;

export type IdleDeps = {
  userId: number;
  now: () => number;
  page: () => string;
  onPhase: (phase: VisiblePhase) => void;
  /** Activity after more than 5 minutes asleep: the sync layer's wake (refresh or day change). */
  onWake: (asleepSince: number) => void;
  onLogout: () => void;
  target?: Window;
};

export class IdleTracker {
  private lastActivityAt: number;
  private lastSharedAt = 0;
  private phase: VisiblePhase = "active";
  private loggedOut = false;
  private timer?: ReturnType<typeof setTimeout>;
  private readonly target: Window;

  constructor(private deps: IdleDeps) {
    this.lastActivityAt = deps.now();
    this.target = deps.target ?? window;
  }

  start(): void {
    this.share(this.lastActivityAt, true);
    for (const type of ACTIVITY_EVENTS) this.target.addEventListener(type, this.onActivity, { capture: true, passive: true });
    this.target.addEventListener("storage", this.onStorage);
    this.check();
  }

  stop(): void {
    for (const type of ACTIVITY_EVENTS) this.target.removeEventListener(type, this.onActivity, { capture: true });
    this.target.removeEventListener("storage", this.onStorage);
    clearTimeout(this.timer);
  }

  get currentPhase(): VisiblePhase {
    return this.phase;
  }

  /** When auto-logout happens unless there is activity first (the warning's countdown). */
  get logoutAt(): number {
    return this.lastActivityAt + IDLE.logoutMs;
  }

  /** Any activity: leaves sleep mode (recording the wake-up) and restarts the idle clock. */
  readonly onActivity = (): void => {
    // The warning is modal: only Continue Session or Logout Now answer it.
    if (this.phase === "warning" || this.loggedOut) return;
    const now = this.deps.now();
    const asleepSince = this.phase === "sleep" ? this.lastActivityAt : null;
    this.lastActivityAt = now;
    if (asleepSince !== null) {
      clearSleepFlags();
      recordWake(this.deps.userId, now);
      this.lastSharedAt = now;
      this.setPhase("active");
      if (isLongAbsence(now, asleepSince)) this.deps.onWake(asleepSince);
      this.check();
    } else {
      this.share(now);
    }
  };

  /** Continue Session: cancels the pending logout and restarts the idle clock. */
  continueSession(): void {
    if (this.loggedOut) return;
    const now = this.deps.now();
    this.lastActivityAt = now;
    this.share(now, true);
    clearSleepFlags();
    this.setPhase("active");
    this.check();
  }

  /** Works out the phase from the newest activity of any tab and waits for the next boundary. */
  check(): void {
    if (this.loggedOut) return;
    clearTimeout(this.timer);
    const shared = readLastSession(this.deps.userId)?.lastActivityAt ?? 0;
    this.lastActivityAt = Math.max(this.lastActivityAt, shared);
    const idle = this.deps.now() - this.lastActivityAt;
    const phase = idlePhase(idle);
    if (phase === "logout") {
      this.loggedOut = true;
      this.deps.onLogout();
      return;
    }
    if (phase === "sleep" && this.phase === "active") {
      setSleepFlags({ userId: this.deps.userId, since: this.lastActivityAt, page: this.deps.page() });
    }
    // Another tab's activity can also bring this one back (no wake flow: the member was here).
    if (phase === "active" && this.phase !== "active") clearSleepFlags();
    this.setPhase(phase);
    const wait = msToNextIdlePhase(idle);
    if (wait !== null) this.timer = setTimeout(() => this.check(), wait);
  }

  private setPhase(phase: VisiblePhase): void {
    if (phase === this.phase) return;
    this.phase = phase;
    this.deps.onPhase(phase);
  }

  private share(at: number, force = false): void {
    if (!force && at - this.lastSharedAt < SHARE_EVERY_MS) return;
    this.lastSharedAt = at;
    recordActivity(this.deps.userId, at, this.deps.page());
  }

  private readonly onStorage = (event: StorageEvent): void => {
    if (event.key === LAST_SESSION_KEY && this.phase !== "active") this.check();
  };
}
