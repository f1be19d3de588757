export interface ScreenModule {
  feature: string
  module: string
  /** Whether the screen reads server data through the query client (it loads with it). */
  queries: boolean
}
export interface RouteModules {
  screen: string
  layout: string
  catalogs: string[]
  also?: string[]
}
export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>
export function readScreens(root: string): Map<string, ScreenModule>
export function readLayouts(root: string): Map<string, string>
export function readManifest(outDir: string): Manifest
export function firstLoadFiles(
  manifest: Manifest,
  route: RouteModules,
): { scripts: string[]; styles: string[]; roots: string[] }
export function routeModules(root: string, route: { name: string; layout: string; locale?: string }): RouteModules
