import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenedPage } from '../support/browser'
import { signedInPages } from './authSupport'

const ADMIN = { email: 'admin@conversa.test', password: 'conversa-admin' }
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 60_000 })
const pages = signedInPages(ADMIN)

/**
 * Every request that does not go to the app's own server fails, as on a machine without network:
 * the map must draw from what the build ships (no tiles, glyphs, sprites or CDN).
 */
async function offline(opened: OpenedPage): Promise<string[]> {
  const blocked: string[] = []
  const own = new URL(opened.baseURL).origin
  await opened.context.route('**/*', (route) => {
    const url = route.request().url()
    if (new URL(url).origin === own || url.startsWith('data:') || url.startsWith('blob:')) return route.continue()
    blocked.push(url)
    return route.abort('internetdisconnected')
  })
  return blocked
}

const map = (page: Page) => page.locator('.fleet-map[data-state=loaded]')
const centre = (page: Page) => map(page).getAttribute('data-center')

/** The chosen van's marker is where the map's centre is (within a few pixels). */
async function chosenMarkerOffset(page: Page): Promise<number> {
  const box = (await map(page).boundingBox())!
  const marker = (await page.locator('.fleet-marker[aria-pressed=true]').boundingBox())!
  const dx = marker.x + marker.width / 2 - (box.x + box.width / 2)
  const dy = marker.y + marker.height / 2 - (box.y + box.height / 2)
  return Math.hypot(dx, dy)
}

/**
 * The map's own drawing (markers, names and controls hidden): the share of its pixels in each of
 * its main colours. A blank or failed canvas is one colour; the sea, the land and the routes are several.
 */
async function drawnColours(page: Page): Promise<number> {
  await page.addStyleTag({ content: '.maplibregl-marker, .maplibregl-control-container { visibility: hidden }' })
  const png = await page.locator('.fleet-map canvas').screenshot()
  const shares = await page.evaluate(async (base64) => {
    const image = new Image()
    image.src = `data:image/png;base64,${base64}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.width
    canvas.height = image.height
    const context = canvas.getContext('2d')!
    context.drawImage(image, 0, 0)
    const { data } = context.getImageData(0, 0, image.width, image.height)
    const counts = new Map<string, number>()
    for (let index = 0; index < data.length; index += 4) {
      const key = `${data[index]! >> 3},${data[index + 1]! >> 3},${data[index + 2]! >> 3}`
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    return [...counts.values()].map((count) => count / (data.length / 4))
  }, png.toString('base64'))
  await page.addStyleTag({ content: '.maplibregl-marker, .maplibregl-control-container { visibility: visible }' })
  return shares.filter((share) => share > 0.02).length
}

/** The fleet page (docs/product.md "Fleet") as the demo admin, with the network cut off. */
describe('logistics fleet', () => {
  beforeAll(() => pages.start())
  afterAll(() => pages.stop())

  it('draws the map offline, moves it to the van chosen in the list, and opens the van chosen on the map', async () => {
    const opened = await pages.open()
    const { page, pageErrors } = opened
    const blocked = await offline(opened)
    await page.goto('/apps/logistics/fleet')
    await map(page).waitFor({ timeout: 60_000 })
    expect(await drawnColours(page)).toBeGreaterThanOrEqual(2)
    const markers = page.locator('.fleet-marker')
    expect(await markers.count()).toBe(25)
    await expect.poll(() => markers.first().isVisible()).toBe(true)
    expect(await markers.first().getAttribute('aria-label')).toBeTruthy()

    // Choosing a van in the list: the address names it and the map centres on it.
    const before = await centre(page)
    const trigger = page.locator('.fleet-vehicle-trigger').nth(3)
    await trigger.click()
    await page.waitForURL(/[?&]vehicle=/)
    const chosenId = new URL(page.url()).searchParams.get('vehicle')!
    await poll(() => centre(page)).not.toBe(before)
    await poll(() => chosenMarkerOffset(page)).toBeLessThan(4)
    expect(await page.locator('.fleet-vehicle[data-state=open]').getAttribute('data-vehicle')).toBe(chosenId)

    // Choosing another van's marker opens it in the list.
    const other = page.locator(`.fleet-marker[aria-pressed=false]`).first()
    const otherId = (await other.getAttribute('data-vehicle'))!
    await other.focus()
    await page.keyboard.press('Enter')
    await poll(() => new URL(page.url()).searchParams.get('vehicle')).toBe(otherId)
    await poll(() => page.locator('.fleet-vehicle[data-state=open]').getAttribute('data-vehicle')).toBe(otherId)
    expect(await page.locator(`.fleet-vehicle[data-state=open] .timeline li`).count()).toBe(3)

    // A reload keeps the choice: the same van open, the map on it.
    await page.reload()
    await map(page).waitFor({ timeout: 60_000 })
    await poll(() => page.locator('.fleet-vehicle[data-state=open]').getAttribute('data-vehicle')).toBe(otherId)
    await poll(() => chosenMarkerOffset(page)).toBeLessThan(4)
    console.info(`fleet: ${blocked.length} request(s) off the app's server blocked`, blocked.slice(0, 5))
    expect(pageErrors).toEqual([])
  })

  it('in Arabic, mirrors the page: the zoom buttons at the top left, the list on the left of the map', async () => {
    const opened = await pages.open({}, 'ar')
    const { page, pageErrors } = opened
    await offline(opened)
    await page.goto('/apps/logistics/fleet')
    await map(page).waitFor({ timeout: 60_000 })
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    await page.getByRole('heading', { name: 'الأسطول', level: 1 }).waitFor()
    // MapLibre's own controls speak the reader's language too.
    await page.locator('.maplibregl-ctrl-top-left').getByRole('button', { name: 'تكبير' }).waitFor()
    expect(await page.locator('.maplibregl-ctrl-top-right > *').count()).toBe(0)
    const mapBox = (await map(page).boundingBox())!
    const listBox = (await page.locator('.fleet-list-card').boundingBox())!
    expect(listBox.x + listBox.width).toBeLessThanOrEqual(mapBox.x)
    await page.locator('.fleet-vehicle-trigger').first().click()
    await page.waitForURL(/[?&]vehicle=/)
    await poll(() => chosenMarkerOffset(page)).toBeLessThan(4)
    expect(pageErrors).toEqual([])
  })

  it('without WebGL 2, says the map cannot be drawn, never fetches MapLibre, and the list still works', async () => {
    const opened = await pages.open({}, 'ar')
    const { page, pageErrors } = opened
    // A browser whose canvas offers no WebGL 2 (an old machine, a blocked GPU).
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
        return kind === 'webgl2' ? null : (getContext as (...args: unknown[]) => unknown).call(this, kind, ...rest)
      } as typeof getContext
    })
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/apps/logistics/fleet')
    await page.getByText('لا يستطيع هذا المتصفح رسم الخريطة').waitFor({ timeout: 60_000 })
    expect(await page.locator('.fleet-map').count()).toBe(0)
    await page.locator('.fleet-vehicle-trigger').first().click()
    await page.waitForURL(/[?&]vehicle=/)
    expect(scripts.filter((path) => /FleetMap|maplibre/i.test(path))).toEqual([])
    expect(pageErrors).toEqual([])
  })
})
