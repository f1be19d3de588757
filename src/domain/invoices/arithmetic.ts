/**
 * Invoice arithmetic in integer minor units (cents), never floats (docs/product.md, "Invoices").
 * The form shows totals from these functions as the person types, and the mock backend computes and
 * stores them with the same functions, so the two never disagree by a cent.
 *
 * Rates are integer basis points (1 250 = 12.5 %). Each line is rounded once, to the cent, half away
 * from zero; the invoice's figures are sums of rounded line figures, so the total always equals the
 * sum of the line totals whatever the order of the lines.
 */

export interface LineAmounts {
  /** Price of one unit (or one hour), in cents. */
  cost: number
  /** Units or hours, a whole number. */
  quantity: number
  /** Discount on this line, in basis points of its gross amount (0–10 000). */
  discountRate: number
  /** Tax on this line, in basis points of its amount after discount (0–10 000). */
  taxRate: number
}

export interface LineTotals {
  gross: number
  discount: number
  tax: number
  total: number
}

export interface InvoiceTotals {
  /** Sum of the lines' gross amounts (cost × quantity). */
  subtotal: number
  discount: number
  tax: number
  /** subtotal − discount + tax, which is also the sum of the line totals. */
  total: number
}

export const BASIS_POINTS = 10_000
export const MAX_COST = 100_000_000 // one million in cents
export const MAX_QUANTITY = 10_000

/**
 * a × b / d rounded half away from zero, exactly: BigInt, since a × b can pass 2^53 (a million in
 * cents times ten thousand units times a rate).
 */
export function mulDivRound(a: number, b: number, d: number): number {
  const product = BigInt(a) * BigInt(b)
  const divisor = BigInt(d)
  const negative = product < 0n !== divisor < 0n
  const absProduct = product < 0n ? -product : product
  const absDivisor = divisor < 0n ? -divisor : divisor
  const rounded = (absProduct * 2n + absDivisor) / (absDivisor * 2n)
  return Number(negative ? -rounded : rounded)
}

export function lineTotals(line: LineAmounts): LineTotals {
  const gross = line.cost * line.quantity
  const discount = mulDivRound(gross, line.discountRate, BASIS_POINTS)
  const tax = mulDivRound(gross - discount, line.taxRate, BASIS_POINTS)
  return { gross, discount, tax, total: gross - discount + tax }
}

export function invoiceTotals(lines: readonly LineAmounts[]): InvoiceTotals {
  const totals = { subtotal: 0, discount: 0, tax: 0, total: 0 }
  for (const line of lines) {
    const each = lineTotals(line)
    totals.subtotal += each.gross
    totals.discount += each.discount
    totals.tax += each.tax
    totals.total += each.total
  }
  return totals
}

/** What is left to pay: the total less every payment (never below zero: overpaying is refused). */
export function balanceOf(total: number, payments: readonly { amount: number }[]): number {
  return total - payments.reduce((sum, payment) => sum + payment.amount, 0)
}

/** A decimal amount typed by a person (12.34) in cents; its float error disappears in the rounding. */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100)
}

/** A percentage typed by a person (12.5) in basis points. */
export function toBasisPoints(percent: number): number {
  return Math.round(percent * 100)
}

/** Whether a typed amount has at most two decimals (a cent is the smallest unit). */
export function hasAtMostCents(amount: number): boolean {
  return Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6
}
