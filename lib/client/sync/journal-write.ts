// An autosaved journal field's write (behavior, mindset, the note): the fields sent and when the
// member typed them on the device (the pending record's time, lib/client/sync/pending-writes), sent
// as Made-At so the server puts it on the day it was made and keeps the later of two devices'
// edits (docs/decisions.md "Offline", "The day across the gap, and conflicts").
export type JournalWrite<V> = { fields: V; madeAt?: number };
