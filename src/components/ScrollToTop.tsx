import { useLingui } from '@lingui/react/macro'
import { IconButton } from '@radix-ui/themes'
import { useEffect, useState } from 'react'
import { SCROLL_TO_TOP_THRESHOLD_PX } from '@/config/app'
import { IconArrowUp } from '@tabler/icons-react'

/** Appears once the page has scrolled past the threshold (docs/product.md, "Navigation guard"); hidden in print. */
export function ScrollToTop() {
  const { t } = useLingui()
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  if (!visible) return null
  return (
    <IconButton
      className="scroll-to-top"
      size="3"
      radius="full"
      aria-label={t`Back to top`}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <IconArrowUp size={20} aria-hidden="true" />
    </IconButton>
  )
}
