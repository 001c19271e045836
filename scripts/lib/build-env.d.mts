export function loadBuildEnv(dir?: string): void;
export function listFiles(dir: string, suffix: string): string[];
export function dirArg(fallback?: string): string;
