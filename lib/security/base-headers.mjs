// The headers on every answer, pages, API and static files alike (docs/decisions.md "The rest of
// the policy"): set by next.config.mjs for what Next answers and by server/brotli-assets.mjs
// for the static files the server answers itself.
export const BASE_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
];
