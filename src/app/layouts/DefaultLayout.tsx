import { useLingui } from '@lingui/react/macro'
import { Dialog, IconButton, VisuallyHidden } from '@radix-ui/themes'
import { lazy, Suspense, useState } from 'react'
import { useFirstScreenSettled } from '@/runtime/firstScreen'
import { usePreferences } from '@/runtime/preferences/usePreferences'
import { BrandMark } from '@/components/BrandMark'
import { Icon } from '@/components/icons'
import { ScreenErrorBoundary } from '@/components/ScreenErrorBoundary'
import { ScrollToTop } from '@/components/ScrollToTop'
import { loadCustomizer } from '@/app/shell/customizer/loadCustomizer'
import { Footer } from './Footer'
import { CustomizerButton, Navbar } from './Navbar'
import { LeftBehindBanner } from '@/app/shell/navbar/LeftBehindBanner'
import { HorizontalNav } from './navigation/HorizontalNav'
import { VerticalNav } from './navigation/VerticalNav'
import type { LayoutProps } from './types'
import '@/styles/page.css'
import '@/styles/shell.css'

// Toasts follow an action, never the first paint: sonner loads once the first screen has settled
// (src/runtime/firstScreen.ts), alone (the navbar's panels come when first opened).
const Toaster = lazy(() => import('@/components/toast').then((module) => ({ default: module.Toaster })))
// The customizer (its switches, radio groups and colour picker) comes when first wanted.
const Customizer = lazy(() => loadCustomizer().then((module) => ({ default: module.Customizer })))

/** The toasts' host, once the first screen has settled: its own component, so only it re-renders then. */
function ToastsAfterFirstScreen() {
  const firstScreenSettled = useFirstScreenSettled()
  if (!firstScreenSettled) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}

/**
 * The signed-in shell. Horizontal: navbar with the menu row under it. Vertical: a side column at
 * the inline start (right in Arabic), collapsible to icons. Below the large breakpoint the menu
 * is an overlay drawer opened from the navbar, whatever was chosen.
 */
export function DefaultLayout({ activeRoute, children }: LayoutProps) {
  const { t } = useLingui()
  const { preferences, navigationMode, verticalNavCollapsed, setPreference } = usePreferences()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [customizerOpen, setCustomizerOpen] = useState(false)
  // Once asked for, it stays mounted: closing it animates, and focus goes back to its opener.
  const [customizerWanted, setCustomizerWanted] = useState(false)
  const openCustomizer = () => {
    setCustomizerWanted(true)
    setCustomizerOpen(true)
  }
  const showNavbar = preferences.navbarType !== 'hidden' || navigationMode === 'overlay'

  const drawerButton =
    navigationMode === 'overlay' ? (
      <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <Dialog.Trigger>
          <IconButton variant="ghost" color="gray" aria-label={t`Open navigation`}>
            <Icon name="menu" />
          </IconButton>
        </Dialog.Trigger>
        <Dialog.Content className="nav-drawer" aria-describedby={undefined}>
          <VisuallyHidden>
            <Dialog.Title>{t`Navigation`}</Dialog.Title>
          </VisuallyHidden>
          <div className="nav-drawer__header">
            <BrandMark />
            <Dialog.Close>
              <IconButton variant="ghost" color="gray" aria-label={t`Close navigation`}>
                <Icon name="close" />
              </IconButton>
            </Dialog.Close>
          </div>
          <VerticalNav activeRoute={activeRoute} collapsed={false} onNavigate={() => setDrawerOpen(false)} />
        </Dialog.Content>
      </Dialog.Root>
    ) : null

  return (
    <div
      className="shell"
      data-nav-mode={navigationMode}
      data-vertical-nav-collapsed={verticalNavCollapsed}
      data-content-width={preferences.contentWidth}
      data-skin={preferences.skin}
      data-navbar-type={preferences.navbarType}
      data-navbar-blur={preferences.navbarBlur}
      data-footer-type={preferences.footerType}
    >
      <a className="skip-link" href="#main-content">
        {t`Skip to content`}
      </a>
      {navigationMode === 'vertical' && (
        <aside className="shell__side" data-collapsed={verticalNavCollapsed}>
          <div className="shell__side-header">
            <BrandMark />
            <IconButton
              variant="ghost"
              color="gray"
              className="shell__collapse-toggle"
              aria-label={verticalNavCollapsed ? t`Pin navigation open` : t`Collapse navigation`}
              aria-pressed={verticalNavCollapsed}
              onClick={() => setPreference('verticalNavCollapsed', !verticalNavCollapsed)}
            >
              <Icon name={verticalNavCollapsed ? 'pin' : 'collapse'} />
            </IconButton>
          </div>
          <VerticalNav activeRoute={activeRoute} collapsed={verticalNavCollapsed} />
        </aside>
      )}
      <div className="shell__main">
        {showNavbar ? (
          <header className="navbar">
            <Navbar leading={drawerButton} onOpenCustomizer={openCustomizer} />
            {navigationMode === 'horizontal' && (
              <div className="shell-width">
                <HorizontalNav activeRoute={activeRoute} />
              </div>
            )}
          </header>
        ) : (
          <>
            {navigationMode === 'horizontal' && (
              <div className="shell-width">
                <HorizontalNav activeRoute={activeRoute} />
              </div>
            )}
            <div className="floating-customizer">
              <CustomizerButton onClick={openCustomizer} />
            </div>
          </>
        )}
        <main id="main-content" className="shell__content shell-width">
          <LeftBehindBanner />
          {children}
        </main>
        {preferences.footerType !== 'hidden' && (
          <footer className="shell__footer">
            <Footer />
          </footer>
        )}
      </div>
      <ScrollToTop />
      {/* Toasts are for signed-in work only: the sign-in screens never load sonner. */}
      <ToastsAfterFirstScreen />
      {customizerWanted && (
        // Its chunk failing to download is explained where it would have opened, not a blank shell.
        <ScreenErrorBoundary>
          <Suspense fallback={null}>
            <Customizer open={customizerOpen} onOpenChange={setCustomizerOpen} />
          </Suspense>
        </ScreenErrorBoundary>
      )}
    </div>
  )
}
