import { useEffect, useRef, useState, type ReactNode } from 'react'

/**
 * Shows `placeholder` until its place comes within `margin` of the viewport, then `children`.
 * For a heavy part low on a page (the landing page's contact form): its code is fetched as the
 * visitor scrolls towards it, not with the first screen. The first render always shows the
 * placeholder, as the pre-rendered markup does; give it the part's height so nothing moves.
 */
export function NearViewport({
  children,
  placeholder,
  margin = '600px',
}: {
  children: ReactNode
  placeholder: ReactNode
  margin?: string
}) {
  const anchor = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = anchor.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, margin])
  return <div ref={anchor}>{near ? children : placeholder}</div>
}
