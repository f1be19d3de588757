import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from '@/lib/loadOnce'

describe('loadOnce (code fetched on first ask)', () => {
  it('shares one download among callers, and answers at once once it has arrived', async () => {
    const load = vi.fn(async () => 'module')
    const onLoad = vi.fn()
    const chunk = loadOnce(load, onLoad)
    expect(chunk.loaded()).toBeNull()
    await expect(Promise.all([chunk.load(), chunk.load()])).resolves.toEqual(['module', 'module'])
    expect(chunk.loaded()).toBe('module')
    expect([load.mock.calls.length, onLoad.mock.calls]).toEqual([1, [['module']]])
  })

  it('asks again after a failed download, and only then', async () => {
    let online = false
    const load = vi.fn(async () => {
      if (!online) throw new Error('offline')
      return 'module'
    })
    const chunk = loadOnce(load)
    await expect(chunk.load()).rejects.toThrow('offline')
    expect(chunk.loaded()).toBeNull()
    online = true
    await expect(chunk.load()).resolves.toBe('module')
    await chunk.load()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
