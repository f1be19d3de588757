/**
 * Runs work under a name one at a time in this process: the lock of the adapters whose database
 * only this process reaches (PGlite), and the fallback where the platform has no lock of its own.
 */
export function localExclusive(): <R>(name: string, work: () => Promise<R>) => Promise<R> {
  const tails = new Map<string, Promise<unknown>>()
  return (name, work) => {
    const previous = tails.get(name) ?? Promise.resolve()
    const result = previous.then(work, work)
    const tail = result.catch(() => undefined)
    tails.set(name, tail)
    void tail.then(() => {
      if (tails.get(name) === tail) tails.delete(name)
    })
    return result
  }
}
