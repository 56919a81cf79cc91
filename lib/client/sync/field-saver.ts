// One autosaved field of one member: stores each edit locally at once, sends it after a debounce,
// and keeps what the server has not acknowledged for a later resend. Framework-free; the
// useAutosave hook drives it.
import { ApiCallError, isNetworkFailure } from "@/lib/client/api";
import {
  acknowledgePending,
  discardPending,
  readPending,
  registerResender,
  writePending,
} from "@/lib/client/sync/pending-writes";
import { SYNC } from "@/lib/client/sync/timings";

export type AutosaveStatus = "idle" | "saving" | "saved" | "offline" | "error";

type Outcome = "keep" | "reject" | "drop";

/** Network, 5xx and throttling failures are worth resending; a 401 waits for the next sign-in. */
export function classifyFailure(error: unknown): Outcome {
  if (isNetworkFailure(error) || !(error instanceof ApiCallError)) return "keep";
  if (error.status >= 500 || error.status === 429 || error.status === 408) return "keep";
  if (error.status === 401) return "reject";
  return "drop";
}

export const serialize = (value: unknown) => JSON.stringify(value ?? null);

type Hooks<V> = {
  /** `madeAt`: when the value was typed (the record's time), sent as Made-At (docs/decisions.md "Offline"). */
  save: (value: V, madeAt: number) => Promise<unknown>;
  onStatus: (status: AutosaveStatus) => void;
};

export class FieldSaver<V> {
  /** What the server holds, as JSON. */
  baseline: string;
  private debounce?: ReturnType<typeof setTimeout>;
  private retry?: ReturnType<typeof setTimeout>;
  private inFlight = false;
  private status: AutosaveStatus = "idle";
  private again = false;
  private unregister: () => void;

  constructor(
    readonly owner: number,
    readonly field: string,
    baseline: string,
    private hooks: Hooks<V>,
  ) {
    this.baseline = baseline;
    this.unregister = registerResender(owner, field, () => this.send());
  }

  get hasLeftover(): boolean {
    return readPending(this.owner, this.field) !== null;
  }

  get busy(): boolean {
    return this.inFlight || this.debounce !== undefined;
  }

  /** The field now shows `json`: store it and send it after `delayMs`, unless nothing changed. */
  edit(json: string, delayMs: number): void {
    const record = readPending(this.owner, this.field);
    if (record && serialize(record.value) === json) return;
    if (!record && json === this.baseline) return;
    writePending(this.owner, this.field, JSON.parse(json) as V);
    this.setStatus("saving");
    clearTimeout(this.debounce);
    this.debounce = setTimeout(() => void this.send(), delayMs);
  }

  /** Sends the stored record, which is the newest value from any tab; only that is ever sent. */
  async send(): Promise<void> {
    this.clearTimers();
    if (this.inFlight) {
      this.again = true;
      return;
    }
    const record = readPending<V>(this.owner, this.field);
    if (!record) {
      // Another tab sent the newest value and the server acknowledged it.
      if (this.status === "saving" || this.status === "offline") this.setStatus("saved");
      return;
    }
    this.inFlight = true;
    this.setStatus("saving");
    try {
      await this.hooks.save(record.value, record.updatedAt);
      this.baseline = serialize(record.value);
      acknowledgePending(this.owner, this.field, record.updatedAt);
      this.setStatus(readPending(this.owner, this.field) ? "saving" : "saved");
    } catch (error) {
      const outcome = classifyFailure(error);
      if (outcome === "drop") discardPending(this.owner, this.field);
      this.setStatus(outcome === "keep" ? "offline" : "error");
      if (outcome === "keep") this.retry = setTimeout(() => void this.send(), SYNC.autosaveRetryMs);
    } finally {
      this.inFlight = false;
      if (this.again) {
        this.again = false;
        void this.send();
      }
    }
  }

  /** Another tab removed the record: the server has the newest value unless we are still at work. */
  acknowledgedElsewhere(): void {
    if (!this.busy && (this.status === "saving" || this.status === "offline")) {
      clearTimeout(this.retry);
      this.retry = undefined;
      this.setStatus("saved");
    }
  }

  /** Stops timers; an edit still in its debounce is sent now (it is stored either way). */
  dispose(): void {
    const pendingEdit = this.debounce !== undefined;
    this.unregister();
    clearTimeout(this.retry);
    if (pendingEdit) void this.send();
  }

  private setStatus(status: AutosaveStatus): void {
    this.status = status;
    this.hooks.onStatus(status);
  }

  private clearTimers(): void {
    clearTimeout(this.debounce);
    clearTimeout(this.retry);
    this.debounce = this.retry = undefined;
  }
}
