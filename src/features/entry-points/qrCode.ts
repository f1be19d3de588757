import QRCode from 'qrcode'

/** A QR code as images to show and download: an SVG for print at any size, and a 1024-pixel PNG. */
export interface QrImages {
  /** `data:image/svg+xml,…` */
  svg: string
  /** `data:image/png;base64,…` */
  png: string
}

/**
 * The QR code of a link. Error correction M (15 %) survives a scuffed print; the four-module quiet
 * zone around it is what a phone's camera needs to find it. Dark on white: some readers refuse the
 * inverse.
 */
export async function qrImages(link: string): Promise<QrImages> {
  const options = { errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } } as const
  const [svg, png] = await Promise.all([
    QRCode.toString(link, { ...options, type: 'svg' }),
    QRCode.toDataURL(link, { ...options, type: 'image/png', width: 1024 }),
  ])
  return { svg: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, png }
}
