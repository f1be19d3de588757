export const CHROMIUM_ARGS: string[]
export function ensureChromium(options?: { log?: (message: string) => void }): string
export function chromiumPath(): string
export function testChromiumPath(options?: { verify?: boolean }): string
