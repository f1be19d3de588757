import { IconCurrencyDollar } from '@tabler/icons-react'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { UserAvatar } from '@/components/avatar'
import { EmptyState } from '@/components/empty-state'
import { Icon, isIconName } from '@/components/icon'
import { NearViewport } from '@/components/NearViewport'
import { StatCard } from '@/components/stat-card'
import { StatusBadge } from '@/components/status-badge'
import { Timeline } from '@/components/timeline'
import { routes } from '@/routes/table'
import { renderKit } from '../support/render'

const background = (element: Element) => getComputedStyle(element).backgroundColor

describe('the status badge', () => {
  test('keeps its meaning’s colour when the primary colour changes; an accent badge follows it', async () => {
    await renderKit(
      <>
        <StatusBadge tone="success">Paid</StatusBadge>
        <StatusBadge tone="danger">Past due</StatusBadge>
        <span data-testid="accent" style={{ background: 'var(--accent-9)' }}>
          accent
        </span>
      </>,
    )
    const paid = page.getByText('Paid').element()
    const pastDue = page.getByText('Past due').element()
    const accent = page.getByTestId('accent').element()
    const before = [background(paid), background(pastDue), background(accent)]
    document.documentElement.style.setProperty('--app-primary', '#6a1b9a')
    expect(background(paid)).toBe(before[0])
    expect(background(pastDue)).toBe(before[1])
    expect(background(accent)).not.toBe(before[2])
  })
})

describe('the avatar', () => {
  test('shows the initials while there is no picture, and is silent next to a written name', async () => {
    await renderKit(
      <>
        <UserAvatar name="Ada Lovelace" />
        <UserAvatar name="محمد علي" labelled />
        <UserAvatar name="@delphine.nqf" labelled />
      </>,
    )
    await expect.element(page.getByText('AL')).toBeVisible()
    // A handle's @ is not its initial.
    const handle = page.getByRole('img', { name: '@delphine.nqf' })
    await expect.element(handle).toBeVisible()
    expect(handle.element().textContent?.trim()).toBe('D')
    expect(page.getByText('AL').element().closest('[aria-hidden="true"]')).not.toBeNull()
    await expect.element(page.getByRole('img', { name: 'محمد علي' })).toHaveTextContent('مع')
  })
})

describe('the statistic card', () => {
  test('says the trend in words and colours it by whether it is good news', async () => {
    await renderKit(
      <>
        <StatCard label="Sales" value="$12,400" change={0.125} changeLabel="vs last week" icon={IconCurrencyDollar} />
        <StatCard label="Late deliveries" value="14" change={0.2} riseIsGood={false} />
      </>,
    )
    const rise = page.getByText('up 12.5%')
    await expect.element(rise).toBeVisible()
    const late = page.getByText('up 20%')
    const [good, bad] = [getComputedStyle(rise.element()).color, getComputedStyle(late.element()).color]
    expect(good).not.toBe(bad)
    await expect.element(page.getByText('vs last week')).toBeVisible()
  })

  test('shows no change without an arrow up or down, in grey', async () => {
    await renderKit(<StatCard label="Sent" value="8" change={0} changeLabel="vs the 7 days before" />)
    const steady = page.getByText('no change')
    await expect.element(steady).toBeVisible()
    expect(steady.element().closest('.rt-Text')?.querySelector('svg')).toBeNull()
  })
})

describe('the timeline', () => {
  test('lists events in order with their time in the current language, its line at the inline start', async () => {
    const now = Date.now()
    await renderKit(
      <Timeline
        items={[
          { id: 'a', title: 'Order placed', at: new Date(now - 3 * 3_600_000) },
          { id: 'b', title: 'Payment failed', at: new Date(now - 60_000), tone: 'danger' },
        ]}
      />,
      { locale: 'fr' },
    )
    const items = page.getByRole('listitem')
    await expect.element(items.first()).toHaveTextContent('Order placedil y a 3 heures')
    await expect.element(items.last()).toHaveTextContent('Payment failedil y a 1 minute')
  })
})

describe('the empty state', () => {
  test('names what is missing as a heading and offers the way forward', async () => {
    await renderKit(
      <EmptyState
        title="No invoices yet"
        description="Create one to bill a client."
        action={<button type="button">Create invoice</button>}
      />,
    )
    await expect.element(page.getByRole('heading', { name: 'No invoices yet', level: 3 })).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Create invoice' })).toBeVisible()
  })
})

describe('the icon registry', () => {
  test('has an icon for every menu entry of the route table', () => {
    const missing = routes.flatMap((route) => ('nav' in route && !isIconName(route.nav.icon) ? [route.nav.icon] : []))
    expect(missing).toEqual([])
  })

  test('draws a named icon, hidden from assistive technology, and turns directional ones round in right to left', async () => {
    await renderKit(
      <>
        <Icon name="bolt" data-testid="bolt" />
        <Icon name="logout" data-testid="logout" />
      </>,
      { locale: 'ar' },
    )
    const bolt = page.getByTestId('bolt').element()
    expect(bolt.getAttribute('aria-hidden')).toBe('true')
    expect(bolt.classList.contains('tabler-icon-bolt')).toBe(true)
    expect(getComputedStyle(page.getByTestId('logout').element()).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)')
    expect(getComputedStyle(bolt).transform).toBe('none')
  })
})

describe('the near-viewport slot', () => {
  test('holds the placeholder while far below the viewport, and shows the part once scrolled near it', async () => {
    await renderKit(
      <>
        <div style={{ blockSize: '300vh' }} />
        <NearViewport margin="100px" placeholder={<p>Contact form coming</p>}>
          <form aria-label="Contact us" />
        </NearViewport>
      </>,
    )
    await expect.element(page.getByText('Contact form coming')).toBeInTheDocument()
    // Not merely late: a frame later the observer has reported, and it is still far away.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    expect(document.querySelector('form[aria-label="Contact us"]')).toBeNull()

    page.getByText('Contact form coming').element().scrollIntoView()
    await expect.element(page.getByRole('form', { name: 'Contact us' })).toBeInTheDocument()
    expect(document.body.textContent).not.toContain('Contact form coming')
  })
})
