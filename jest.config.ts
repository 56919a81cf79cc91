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

async function project(config: Config): Promise<Config> {
  const built = await createJestConfig({ ...shared, ...config })();
  return built as Config;
}

export default async function config(): Promise<Config> {
  return {
    projects: [
      await project({ displayName: "unit", testEnvironment: "node", testMatch: ["<rootDir>/lib/**/*.test.ts", "<rootDir>/components/**/*.test.ts", "<rootDir>/scripts/**/*.test.ts", "<rootDir>/e2e-engines/**/*.test.ts"] }),
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
        testTimeout: 30_000,
      }),
    ],
  };
}
