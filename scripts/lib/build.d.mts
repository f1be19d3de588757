export function buildApp(options: { mode: string; outDir: string }): Promise<void>
