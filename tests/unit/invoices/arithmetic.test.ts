import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  BASIS_POINTS,
  MAX_COST,
  MAX_QUANTITY,
  balanceOf,
  invoiceStatus,
  invoiceTotals,
  lineTotals,
  mulDivRound,
  toMinorUnits,
  type LineAmounts,
} from '@/domain/invoices'

const line = fc.record<LineAmounts>({
  cost: fc.integer({ min: 0, max: MAX_COST }),
  quantity: fc.integer({ min: 1, max: MAX_QUANTITY }),
  discountRate: fc.integer({ min: 0, max: BASIS_POINTS }),
  taxRate: fc.integer({ min: 0, max: BASIS_POINTS }),
})
const lines = fc.array(line, { minLength: 1, maxLength: 20 })

describe('invoice arithmetic in cents', () => {
  it('a line: gross − discount + tax, each rounded half up to the cent', () => {
    expect(lineTotals({ cost: 1999, quantity: 3, discountRate: 1000, taxRate: 2000 })).toEqual({
      gross: 5997,
      discount: 600, // 599.7
      tax: 1079, // 20 % of 5397 = 1079.4
      total: 6476,
    })
    // Half a cent rounds away from zero: 0.5 % of 100 cents.
    expect(lineTotals({ cost: 100, quantity: 1, discountRate: 50, taxRate: 0 }).discount).toBe(1)
  })

  it('rounds exactly where floats would not (a million × ten thousand × a rate)', () => {
    expect(mulDivRound(MAX_COST * MAX_QUANTITY, 3333, BASIS_POINTS)).toBe(333_300_000_000)
    expect(mulDivRound(999_999_999_999, 9999, BASIS_POINTS)).toBe(999_899_999_999)
    expect(mulDivRound(5, 1, 2)).toBe(3)
  })

  it('typed amounts become whole cents', () => {
    expect(toMinorUnits(0.1 + 0.2)).toBe(30)
    expect(toMinorUnits(1234.56)).toBe(123456)
  })

  it('the total is the sum of the rounded line totals, and subtotal − discount + tax', () => {
    fc.assert(
      fc.property(lines, (items) => {
        const totals = invoiceTotals(items)
        const perLine = items.map(lineTotals)
        expect(totals.total).toBe(perLine.reduce((sum, each) => sum + each.total, 0))
        expect(totals.total).toBe(totals.subtotal - totals.discount + totals.tax)
        for (const figure of Object.values(totals)) expect(Number.isSafeInteger(figure)).toBe(true)
        expect(totals.discount).toBeLessThanOrEqual(totals.subtotal)
        expect(totals.total).toBeGreaterThanOrEqual(0)
      }),
    )
  })

  it('does not depend on the order of the lines, nor on splitting the invoice in two', () => {
    fc.assert(
      fc.property(lines, fc.nat(), (items, cut) => {
        const shuffled = [...items].reverse()
        expect(invoiceTotals(shuffled)).toEqual(invoiceTotals(items))
        const at = cut % (items.length + 1)
        const first = invoiceTotals(items.slice(0, at))
        const second = invoiceTotals(items.slice(at))
        expect(first.total + second.total).toBe(invoiceTotals(items).total)
      }),
    )
  })

  it('payments that add up to the total bring the balance to exactly zero and the status to paid', () => {
    fc.assert(
      fc.property(
        lines,
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 6 }),
        (items, weights) => {
          const { total } = invoiceTotals(items)
          fc.pre(total > 0)
          // Split the total into parts proportional to the weights, the last part taking the rest.
          const sum = weights.reduce((a, b) => a + b, 0)
          const parts = weights.map((weight) => mulDivRound(total, weight, sum))
          parts[parts.length - 1] = total - parts.slice(0, -1).reduce((a, b) => a + b, 0)
          fc.pre(parts.every((part) => part > 0))
          const payments = parts.map((amount) => ({ amount }))
          expect(balanceOf(total, payments)).toBe(0)
          const facts = {
            total,
            balance: 0,
            paymentCount: payments.length,
            dueDate: '2026-01-01',
            sent: true,
            downloaded: false,
          }
          expect(invoiceStatus(facts, '2026-06-01')).toBe('paid')
          const partly = balanceOf(total, payments.slice(0, -1))
          if (payments.length > 1)
            expect(invoiceStatus({ ...facts, balance: partly, paymentCount: payments.length - 1 }, '2026-06-01')).toBe(
              'partial',
            )
        },
      ),
    )
  })

  it('derives the status: past due only once sent or downloaded and unpaid after the due date', () => {
    const base = { total: 1000, balance: 1000, paymentCount: 0, dueDate: '2026-03-01', sent: false, downloaded: false }
    expect(invoiceStatus(base, '2026-04-01')).toBe('draft')
    expect(invoiceStatus({ ...base, downloaded: true }, '2026-02-01')).toBe('downloaded')
    expect(invoiceStatus({ ...base, sent: true }, '2026-02-01')).toBe('sent')
    expect(invoiceStatus({ ...base, sent: true }, '2026-03-02')).toBe('past-due')
    expect(invoiceStatus({ ...base, balance: 400, paymentCount: 1, sent: true }, '2026-03-02')).toBe('partial')
  })
})
