import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { INVOICE_CURRENCY } from '@/domain/invoices'
import { formatDate, formatMoney } from '@/lib/format'
import { invoiceQuery, useMarkDownloaded } from './api'
import type { PdfText } from './pdf'

const WORDS = {
  title: msg`Invoice`,
  issued: msg`Issued`,
  due: msg`Due`,
  billTo: msg`Bill to`,
  item: msg`Item`,
  cost: msg`Cost`,
  quantity: msg`Qty`,
  lineTotal: msg`Amount`,
  subtotal: msg`Subtotal`,
  discount: msg`Discount`,
  tax: msg`Tax`,
  total: msg`Total`,
  paid: msg`Paid`,
  balance: msg`Balance due`,
}

/**
 * The PDF's words in English: what it says in a language whose script the PDF's standard font cannot
 * write (Arabic), the figures then in Latin digits. The file is a document for the client, who may
 * read it in any language; the screen stays in the person's own.
 */
const ENGLISH_WORDS: Record<keyof typeof WORDS, string> = {
  title: 'Invoice',
  issued: 'Issued',
  due: 'Due',
  billTo: 'Bill to',
  item: 'Item',
  cost: 'Cost',
  quantity: 'Qty',
  lineTotal: 'Amount',
  subtotal: 'Subtotal',
  discount: 'Discount',
  tax: 'Tax',
  total: 'Total',
  paid: 'Paid',
  balance: 'Balance due',
}

function pdfText(words: Record<keyof typeof WORDS, string>, locale: string): PdfText {
  return {
    ...words,
    money: (cents) => formatMoney(locale, cents / 100, INVOICE_CURRENCY),
    date: (day) => formatDate(locale, day),
  }
}

/**
 * Downloads an invoice as a PDF: reads it (from the cache when fresh), loads the PDF library (its
 * own chunk) and tells the backend it was downloaded, which moves a draft to "Downloaded".
 */
export function useDownloadInvoice() {
  const { i18n } = useLingui()
  const client = useQueryClient()
  const marked = useMarkDownloaded()
  const [busy, setBusy] = useState<string | null>(null)
  const download = async (id: string) => {
    setBusy(id)
    try {
      const invoice = await client.fetchQuery(invoiceQuery(id))
      const { invoicePdf, saveFile } = await import('./pdf')
      const bytes = await invoicePdf(
        invoice,
        pdfText(
          Object.fromEntries(Object.entries(WORDS).map(([key, word]) => [key, i18n._(word)])) as typeof ENGLISH_WORDS,
          i18n.locale,
        ),
        pdfText(ENGLISH_WORDS, 'en'),
      )
      saveFile(bytes, `invoice-${invoice.number}.pdf`)
      await marked.mutateAsync(id)
    } finally {
      setBusy(null)
    }
  }
  return { download, busy }
}
