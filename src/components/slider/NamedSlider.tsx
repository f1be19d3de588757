import { Slider } from '@radix-ui/themes'
import { useLayoutEffect, useRef, type ComponentProps } from 'react'

type SliderProps = ComponentProps<typeof Slider>

export interface NamedSliderProps extends Omit<SliderProps, 'value' | 'defaultValue' | 'aria-label'> {
  value: number[]
  /** One name per thumb, in the current language: "Price", or "Lowest price" and "Highest price". */
  thumbLabels: readonly string[]
  /** What a screen reader says for a value ("€120" rather than "120"). */
  valueText?: (value: number) => string
}

/**
 * Radix Themes' Slider with a name (and a spoken value) on each thumb. The thumbs are the focusable
 * `role="slider"` elements, and Radix Themes gives no way to name them: a single thumb would have no
 * name, a pair would be "Minimum" / "Maximum" in English whatever the language. Radix sets those
 * after its thumbs measure themselves, so the names are put back whenever it touches them.
 */
export function NamedSlider({ thumbLabels, valueText, value, ...props }: NamedSliderProps) {
  const root = useRef<HTMLSpanElement>(null)
  const names = [...thumbLabels]
  const texts = value.map((each) => valueText?.(each) ?? '')
  const key = JSON.stringify([names, texts])
  useLayoutEffect(() => {
    const element = root.current
    if (!element) return
    const [labels, spoken] = JSON.parse(key) as [string[], string[]]
    const apply = () =>
      element.querySelectorAll<HTMLElement>('[role="slider"]').forEach((thumb, index) => {
        setIfChanged(thumb, 'aria-label', labels[index])
        setIfChanged(thumb, 'aria-valuetext', spoken[index])
      })
    apply()
    const observer = new MutationObserver(apply)
    observer.observe(element, { subtree: true, childList: true, attributeFilter: ['aria-label', 'aria-valuetext'] })
    return () => observer.disconnect()
  }, [key])
  return <Slider ref={root} value={value} {...props} />
}

// Writing only a change keeps the observer from waking itself.
function setIfChanged(element: HTMLElement, name: string, value: string | undefined) {
  if (!value) element.removeAttribute(name)
  else if (element.getAttribute(name) !== value) element.setAttribute(name, value)
}
