export function progressLine(line: string): string | null;
export function heartbeatLine(elapsedMs: number): string;
