export function signInStaff(base: string, who: { username: string; password: string }): Promise<string>;
