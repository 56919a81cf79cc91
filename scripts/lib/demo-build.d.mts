export function demoBuildEnv(env?: Record<string, string | undefined>): Record<string, string | undefined>;
