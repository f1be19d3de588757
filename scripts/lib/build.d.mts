export function buildApp(options: { mode: string; outDir: string }): Promise<void>
export function servePreview(options: {
  mode: string
  outDir: string
}): Promise<{ baseURL: string; close: () => Promise<void> }>
