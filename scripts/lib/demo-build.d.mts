export function demoBuildEnv(env?: Record<string, string | undefined>): Record<string, string | undefined>;
export const DEMO_BUILD_STEPS: [string, string[]][];
