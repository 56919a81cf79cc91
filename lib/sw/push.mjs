// The service worker's push part: shows pushed notifications and brings Reach to the front on click.
// Payload (JSON, sent by lib/services/push/push-transport.ts): { title, body, type?, url?, tag? }.
// Bundled into /sw.js with the offline part (lib/sw/sw.mjs, docs/decisions.md "Offline").
/* global self */

function readPayload(data) {
  if (!data) return {};
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}

/** Only paths of this origin are opened; anything else falls back to the dashboard. */
function targetUrl(url) {
  try {
    const target = new URL(url || "/dashboard", self.location.origin);
    return target.origin === self.location.origin ? target.href : new URL("/dashboard", self.location.origin).href;
  } catch {
    return new URL("/dashboard", self.location.origin).href;
  }
}

self.addEventListener("push", (event) => {
  const payload = readPayload(event.data);
  const title = typeof payload.title === "string" && payload.title ? payload.title : "Reach";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === "string" ? payload.body : "",
      icon: "/icons/icon-192.png",
      badge: "/icons/badge-96.png",
      tag: typeof payload.tag === "string" ? payload.tag : undefined,
      data: { url: targetUrl(payload.url), type: payload.type || "notification" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || targetUrl("/dashboard");
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});

// The push service rotated the subscription: subscribe again and tell the server (same-origin
// fetches from the worker carry the session cookie).
self.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(
    (async () => {
      const res = await fetch("/api/push/public-key", { credentials: "same-origin" });
      if (!res.ok) return;
      const { publicKey } = await res.json();
      const base64 = publicKey.replace(/-/g, "+").replace(/_/g, "/");
      const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
      const key = Uint8Array.from(raw, (c) => c.charCodeAt(0));
      const sub = await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      await fetch("/api/push/subscribe", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(sub.toJSON()),
      });
    })(),
  );
});
