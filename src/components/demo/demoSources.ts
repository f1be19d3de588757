/**
 * Each demo's source text for its card's "Show code": a feature passes the map of its demo files
 * (`import.meta.glob('./demos/*.tsx', { query: '?raw', import: 'default' })`, one small chunk per
 * file, fetched on demand) and gets a lookup that fails loudly on a name that is not there.
 */
export function demoSources(files: Record<string, () => Promise<unknown>>) {
  return (name: string): (() => Promise<string>) => {
    const load = files[`./demos/${name}.tsx`]
    if (!load) throw new Error(`No demo file ./demos/${name}.tsx`)
    return () => load().then((text) => String(text))
  }
}
