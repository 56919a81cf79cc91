// Reach's service worker (docs/decisions.md "Offline"), bundled by scripts/build-sw.mjs into
// <distDir>/sw.js and served at /sw.js (app/sw.js/route.ts). Serwist precaches what the build lists
// (the member screens' scripts, styles, fonts, sounds, icons, manifest: self.__SW_MANIFEST), keeps the
// pages a member opened (network first, the device's copy when there is no signal) and, on background
// sync, has an open page send the outbox or sends it itself (lib/sw/outbox-sync). Push: lib/sw/push.mjs.
/* global self */
import { CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist } from "serwist";
import "./push.mjs";
import { OUTBOX_SYNC_TAG } from "../client/offline/background-sync";
import { sessionMember, syncOutbox } from "./outbox-sync";

export const PAGES_CACHE = "reach-pages";

/** A signed-in page answered by the server (not a redirect to sign-in, not an error). */
const cacheableOk = { cacheWillUpdate: async ({ response }) => (response && response.status === 200 && !response.redirected ? response : null) };

/** With no copy of the page asked for, the dashboard's copy (the start page) rather than the engine's error page. */
const dashboardFallback = {
  handlerDidError: async () => (await caches.open(PAGES_CACHE).then((cache) => cache.match("/dashboard", { ignoreSearch: true }))) ?? Response.error(),
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    // The API is never cached here: the data a screen shows offline is the member's own copy of
    // React Query's cache (lib/client/offline), cleared at sign-out.
    { matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/api/"), handler: new NetworkOnly() },
    {
      // Server components' payloads of client-side navigations.
      matcher: ({ request, sameOrigin }) => sameOrigin && request.headers.get("RSC") === "1",
      handler: new NetworkFirst({
        cacheName: "reach-rsc",
        networkTimeoutSeconds: 4,
        plugins: [cacheableOk, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * 24 * 3600 })],
      }),
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === "navigate",
      handler: new NetworkFirst({
        cacheName: PAGES_CACHE,
        networkTimeoutSeconds: 4,
        plugins: [cacheableOk, dashboardFallback, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 14 * 24 * 3600 })],
      }),
    },
    {
      // Avatars and other same-origin images: a copy for a month.
      matcher: ({ request, sameOrigin }) => sameOrigin && request.destination === "image",
      handler: new CacheFirst({ cacheName: "reach-images", plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 24 * 3600 })] }),
    },
  ],
});

serwist.addEventListeners();

// Background sync (Chromium, docs/decisions.md "Offline", "Background sync"): an open page sends
// the outbox, or the worker does; a rejected waitUntil has the engine retry later.
self.addEventListener("sync", (event) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil(
    syncOutbox({
      windows: () => self.clients.matchAll({ type: "window" }),
      locks: self.navigator.locks,
      member: () => sessionMember(),
    }),
  );
});

// Sign-out and a change of member on the device: the pages kept for the member who left go.
self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "reach-clear-member-pages") {
    event.waitUntil(Promise.all([caches.delete(PAGES_CACHE), caches.delete("reach-rsc")]));
  }
});
