import type { Invoice } from '@/domain/invoices'
import { saveBlob } from '@/components/attachments/saveBlob'

/** The words of the PDF, already translated, and the formatters of the current language. */
export interface PdfText {
  title: string
  issued: string
  due: string
  billTo: string
  item: string
  cost: string
  quantity: string
  lineTotal: string
  subtotal: string
  discount: string
  tax: string
  total: string
  paid: string
  balance: string
  money: (cents: number) => string
  date: (day: string) => string
}

/**
 * The standard PDF fonts (no font file to ship) write the Windows-1252 characters only: the narrow
 * spaces Intl puts in French numbers become spaces, and a text in another script (Arabic) is
 * replaced as a whole by its fallback, written in Latin characters.
 */
function encodable(text: string, fallback = '?'): string {
  const spaced = text.replace(/[\u202f\u00a0\u2009]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '')
  return /^[\u0020-\u007e\u00a0-\u00ff€’‘“”–—…]*$/.test(spaced) ? spaced : fallback
}

/**
 * A real PDF of the invoice, built in the browser with pdf-lib, which this module imports lazily: it
 * loads only when someone downloads. Totals are the backend's, formatted as on screen.
 */
export async function invoicePdf(invoice: Invoice, text: PdfText, fallback: PdfText): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib')
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${encodable(text.title, fallback.title)} #${invoice.number}`)
  const page = pdf.addPage([595, 842]) // A4 in points
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const word = (key: Exclude<keyof PdfText, 'money' | 'date'>) => encodable(text[key], fallback[key])
  const money = (cents: number) => encodable(text.money(cents), fallback.money(cents))
  const date = (day: string) => encodable(text.date(day), fallback.date(day))
  const ink = rgb(0.15, 0.15, 0.2)
  let y = 790
  const write = (value: string, x: number, options: { bold?: boolean; size?: number; end?: boolean } = {}) => {
    const font = options.bold ? bold : regular
    const size = options.size ?? 10
    const safe = encodable(value)
    const at = options.end ? x - font.widthOfTextAtSize(safe, size) : x
    page.drawText(safe, { x: at, y, size, font, color: ink })
  }

  write(`${word('title')} #${invoice.number}`, 50, { bold: true, size: 20 })
  y -= 28
  write(`${word('issued')}: ${date(invoice.issuedDate)}`, 50)
  write(`${word('due')}: ${date(invoice.dueDate)}`, 545, { end: true })
  y -= 30
  write(word('billTo'), 50, { bold: true })
  for (const line of [invoice.client.name, invoice.client.company, invoice.client.address, invoice.client.email]) {
    y -= 14
    write(line, 50)
  }
  y -= 34
  write(word('item'), 50, { bold: true })
  write(word('cost'), 360, { bold: true, end: true })
  write(word('quantity'), 440, { bold: true, end: true })
  write(word('lineTotal'), 545, { bold: true, end: true })
  for (const line of invoice.items) {
    y -= 18
    write(line.item, 50)
    write(money(line.cost), 360, { end: true })
    write(String(line.quantity), 440, { end: true })
    write(money(line.cost * line.quantity), 545, { end: true })
  }
  y -= 30
  const figures: [string, number, boolean?][] = [
    [word('subtotal'), invoice.subtotal],
    [word('discount'), -invoice.discount],
    [word('tax'), invoice.tax],
    [word('total'), invoice.total, true],
    [word('paid'), invoice.total - invoice.balance],
    [word('balance'), invoice.balance, true],
  ]
  for (const [label, cents, strong] of figures) {
    write(label, 400, { bold: strong })
    write(money(cents), 545, { bold: strong, end: true })
    y -= 16
  }
  return pdf.save()
}

/** Hands the PDF to the browser as a download. */
export function saveFile(bytes: Uint8Array, name: string): void {
  saveBlob(new Blob([bytes as BlobPart], { type: 'application/pdf' }), name)
}
