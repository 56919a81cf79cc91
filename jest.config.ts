// Jest: "unit" (pure lib code, node), "ui" (components, jsdom) and "integration" (real route
// handlers against a real Postgres, each test file in its own database cloned from a migrated
// template). Transforms come from next/jest (SWC).
import nextJest from "next/jest.js";
import type { Config } from "jest";

const createJestConfig = nextJest({ dir: "./" });

const shared: Config = {
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/tests/support/empty-module.ts",
  },
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/e2e/", "/.data/"],
};

/** ESM-only packages (the job queue's pg-boss and its dependencies) that Jest's CommonJS runtime needs compiled. */
const ESM_PACKAGES = ["pg-boss", "serialize-error", "non-error"];

async function project(config: Config): Promise<Config> {
  const built = (await createJestConfig({ ...shared, ...config })()) as Config;
  // next/jest ignores every node_modules path; let the ESM-only ones through its SWC transform.
  built.transformIgnorePatterns = (built.transformIgnorePatterns ?? []).map((p) => p.replace("/node_modules/(?!.pnpm)(?!(", `/node_modules/(?!.pnpm)(?!(${ESM_PACKAGES.join("|")}|`));
  return built;
}

export default async function config(): Promise<Config> {
  return {
    projects: [
      await project({ displayName: "unit", testEnvironment: "node", testMatch: ["<rootDir>/lib/**/*.test.ts", "<rootDir>/components/**/*.test.ts", "<rootDir>/scripts/**/*.test.ts", "<rootDir>/server/**/*.test.ts", "<rootDir>/e2e-engines/**/*.test.ts"] }),
      await project({
        displayName: "ui",
        testEnvironment: "jsdom",
        testMatch: ["<rootDir>/components/**/*.test.tsx", "<rootDir>/lib/**/*.test.tsx", "<rootDir>/app/**/*.test.tsx"],
        setupFilesAfterEnv: ["<rootDir>/tests/support/setup-ui.ts"],
      }),
      await project({
        displayName: "integration",
        testEnvironment: "node",
        testMatch: ["<rootDir>/tests/integration/**/*.test.ts"],
        globalSetup: "<rootDir>/tests/support/global-setup.ts",
        globalTeardown: "<rootDir>/tests/support/global-teardown.ts",
        setupFilesAfterEnv: ["<rootDir>/tests/support/setup-integration.ts"],
      }),
    ],
  };
}
