"use client";
// The offline part of the signed-in screens, loaded after idle by offline-layer (the dashboard's
// first-load script stays within its budget): the device copy of React Query's cache and the bar.
export { OfflineBar } from "@/components/offline/offline-bar";
export { persistQueryCache } from "@/lib/client/offline/query-persistence";
