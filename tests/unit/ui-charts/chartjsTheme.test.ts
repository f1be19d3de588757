import { describe, expect, test } from 'vitest'
import { baseOptions, PALETTE_TOKENS, withAlpha, type Palette } from '@/features/ui-charts/chartjsTheme'

const palette = Object.fromEntries(
  Object.keys(PALETTE_TOKENS).map((name, index) => [name, `rgba(${index}, ${index}, ${index}, 1)`]),
) as Palette

const env = { palette, rtl: false, locale: 'fr', animate: true }

describe('Chart.js theme options', () => {
  test('text, grid and tooltip take the theme’s colours', () => {
    const options = baseOptions<'line'>(env, 'cartesian')
    expect(options.scales?.x?.ticks?.color).toBe(palette.text)
    expect(options.scales?.y?.grid?.color).toBe(palette.grid)
    expect(options.plugins?.legend?.labels?.color).toBe(palette.text)
    expect(options.plugins?.tooltip?.backgroundColor).toBe(palette.panel)
  })

  test('numbers are formatted in the current language', () => {
    expect(baseOptions(env, 'none').locale).toBe('fr')
  })

  test('right to left: the x axis runs from the right, y sits on the right, legend and tooltip read rtl', () => {
    const ltr = baseOptions<'bar'>(env, 'cartesian')
    expect(ltr.scales?.x?.reverse).toBe(false)
    expect(ltr.scales?.y?.position).toBe('left')
    const rtl = baseOptions<'bar'>({ ...env, rtl: true }, 'cartesian')
    expect(rtl.scales?.x?.reverse).toBe(true)
    expect(rtl.scales?.y?.position).toBe('right')
    expect(rtl.plugins?.legend?.rtl).toBe(true)
    expect(rtl.plugins?.tooltip?.textDirection).toBe('rtl')
  })

  test('no animation for people who ask for reduced motion', () => {
    expect(baseOptions(env, 'none').animation).toBeUndefined()
    expect(baseOptions({ ...env, animate: false }, 'none').animation).toBe(false)
  })

  test('radar and polar area charts get a themed radial scale, and no x or y', () => {
    const options = baseOptions<'radar'>(env, 'radial')
    expect(options.scales?.r?.pointLabels?.color).toBe(palette.text)
    expect(options.scales).not.toHaveProperty('x')
  })

  test('a colour at another opacity', () => {
    expect(withAlpha('rgba(46, 125, 50, 1)', 0.2)).toBe('rgba(46, 125, 50, 0.2)')
    expect(withAlpha('rgb(46 125 50)', 0.5)).toBe('rgba(46, 125, 50, 0.5)')
  })
})

describe('axis titles', () => {
  test('written along the axes when given, in the text colour', () => {
    const options = baseOptions<'scatter'>(env, 'cartesian', { x: 'Reach' })
    expect(options.scales?.x?.title).toEqual({ display: true, text: 'Reach', color: palette.text })
    expect(options.scales?.y).not.toHaveProperty('title')
  })
})
