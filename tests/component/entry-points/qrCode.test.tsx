import jsQR from 'jsqr'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { QrCode } from '@/features/entry-points/ShortLinks'
import { loadCatalog } from '@/i18n/i18n'
import { renderKit } from '../support/render'

const LINK = 'https://ig.me/m/cafe.aurora?ref=aut-mx1nl1o1-dkkb5w'

/**
 * Reads a downloaded image as a phone's camera would: drawn at `size` pixels on a canvas, its
 * pixels handed to a QR decoder.
 */
async function decode(href: string, size: number): Promise<string | null> {
  const image = new Image()
  image.src = href
  await image.decode()
  const canvas = document.createElement('canvas')
  canvas.width = size
  canvas.height = size
  const context = canvas.getContext('2d')!
  context.drawImage(image, 0, 0, size, size)
  const { data, width, height } = context.getImageData(0, 0, size, size)
  return jsQR(data, width, height)?.data ?? null
}

describe('an ig.me link’s QR code', () => {
  test('downloads as SVG and PNG, and both read back as the link', async () => {
    await loadCatalog('entry-points')
    await renderKit(<QrCode link={LINK} name="Prices" fileName="ig-me-cafe.aurora-prices" />)
    await expect.element(page.getByRole('img', { name: 'QR code of the link of Prices' })).toBeVisible()

    const svg = page.getByRole('link', { name: 'Download SVG' }).element() as HTMLAnchorElement
    const png = page.getByRole('link', { name: 'Download PNG' }).element() as HTMLAnchorElement
    expect(svg.download).toBe('ig-me-cafe.aurora-prices.svg')
    expect(png.download).toBe('ig-me-cafe.aurora-prices.png')
    expect(svg.href).toMatch(/^data:image\/svg\+xml/)
    expect(png.href).toMatch(/^data:image\/png;base64,/)

    // The PNG is large enough to print (1024 px); the SVG scales to any size, small or large.
    const pngImage = new Image()
    pngImage.src = png.href
    await pngImage.decode()
    expect(pngImage.naturalWidth).toBe(1024)
    expect(await decode(png.href, 1024)).toBe(LINK)
    expect(await decode(svg.href, 300)).toBe(LINK)
    expect(await decode(svg.href, 1200)).toBe(LINK)
  })
})
