"use client";
// Autosave that loses nothing (docs/decisions.md "Session lifecycle and sync"): every edit is first stored locally, then sent after a
// debounce; a write that fails by network stays stored and is sent again on retry, when the
// connection returns or when the field mounts after a reload. Across tabs the newest value wins.
//
// Usage:
//   const [draft, setDraft] = useState(serverBehavior);
//   const { status } = useAutosave({ key: "behavior", value: draft, savedValue: serverBehavior,
//     save: (v) => apiWrite("POST", "/api/behavior", v), delayMs: TIMINGS.behaviorDebounceMs,
//     enabled: loaded, onRestore: setDraft });
//   <AutosaveStatus status={status} />
import { useCallback, useEffect, useRef, useState } from "react";
import { FieldSaver, serialize, type AutosaveStatus } from "@/lib/client/sync/field-saver";
import { readPending, subscribePending, TAB_ID } from "@/lib/client/sync/pending-writes";
import { useSession } from "@/lib/client/use-session";

export { resendPendingWrites } from "@/lib/client/sync/pending-writes";
export type { AutosaveStatus } from "@/lib/client/sync/field-saver";

export type AutosaveOptions<V> = {
  /** Names the field, e.g. "behavior" or "notes"; stored per member. */
  key: string;
  /** The current value (a whole object is saved as one, never mixed with another tab's). */
  value: V;
  /** `madeAt`: when the value was typed on this device (ms), for the server's day and later-write-wins. */
  save: (value: V, madeAt: number) => Promise<unknown>;
  delayMs: number;
  /** While false nothing is saved and `value` is taken as what the server holds. */
  enabled?: boolean;
  /** What the server holds, when known: a value equal to it is not saved again. */
  savedValue?: V;
  /**
   * The field should show this value: one typed before a reload and not yet saved, or a newer
   * edit from another tab.
   */
  onRestore?: (value: V) => void;
};

function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

export function useAutosave<V>(options: AutosaveOptions<V>): { status: AutosaveStatus; flush: () => Promise<void> } {
  const { key, value, delayMs, enabled = true, savedValue } = options;
  const owner = useSession().data?.userId;
  const active = enabled && owner != null ? owner : null;
  const [status, setStatus] = useState<AutosaveStatus>("idle");
  const save = useLatest(options.save);
  const onRestore = useLatest(options.onRestore);
  const saver = useRef<FieldSaver<V> | null>(null);
  /** The value of the last render seen, so only real edits are saved. */
  const lastSeen = useRef<string | null>(null);
  const serialized = serialize(value);
  const savedSerialized = savedValue === undefined ? undefined : serialize(savedValue);
  const initial = useLatest({ serialized, savedSerialized });

  // Activation: the current value is taken as the server's; a leftover record is shown and sent.
  useEffect(() => {
    if (active === null) return;
    const field = new FieldSaver<V>(active, key, initial.current.savedSerialized ?? initial.current.serialized, {
      save: (v, madeAt) => save.current(v, madeAt),
      onStatus: setStatus,
    });
    saver.current = field;
    lastSeen.current = initial.current.serialized;
    const leftover = readPending<V>(active, key);
    if (leftover) {
      if (serialize(leftover.value) !== lastSeen.current) onRestore.current?.(leftover.value);
      void field.send();
    }
    // Another tab stored a newer edit (shown here) or sent and removed the record.
    const stop = subscribePending(active, key, () => {
      const record = readPending<V>(active, key);
      if (record && record.tab !== TAB_ID) onRestore.current?.(record.value);
      if (!record) field.acknowledgedElsewhere();
    });
    return () => {
      stop();
      field.dispose();
      saver.current = lastSeen.current = null;
    };
  }, [active, key, initial, save, onRestore]);

  useEffect(() => {
    if (saver.current && savedSerialized !== undefined) saver.current.baseline = savedSerialized;
  }, [active, key, savedSerialized]);

  useEffect(() => {
    if (!saver.current || serialized === lastSeen.current) return;
    lastSeen.current = serialized;
    saver.current.edit(serialized, delayMs);
  }, [active, key, serialized, delayMs]);

  const flush = useCallback(async () => {
    await saver.current?.send();
  }, []);
  return { status, flush };
}
