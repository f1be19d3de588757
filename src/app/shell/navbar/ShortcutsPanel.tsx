import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Checkbox, Flex, Heading, Popover, Separator, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { Link } from 'wouter'
import { SHORTCUTS_MAX } from '@/domain/shell/shortcuts'
import { routes } from '@/routes/table'
import type { RouteRecord } from '@/routes/types'
import { useAbility } from '@/runtime/session/useAbility'
import { EmptyState } from '@/components/empty-state'
import { ErrorState, apiErrorMessage } from '@/components/feedback'
import { Icon } from '@/components/icons'
import { openableRoutes } from '@/app/layouts/navigation/menu'
import { shortcutsQuery, useSaveShortcuts } from './api'
import './navbar.css'

/**
 * The shortcuts popover's content, loaded when first opened: a grid of the person's favourite
 * routes (kept per user by the backend), and an editor to choose them among the menu's entries.
 */
export default function ShortcutsPanel({ onNavigate }: { onNavigate(): void }) {
  const { t, i18n } = useLingui()
  const ability = useAbility()
  const shortcuts = useQuery(shortcutsQuery())
  const save = useSaveShortcuts()
  const [editing, setEditing] = useState<string[] | null>(null)
  // Shortcuts are the menu's entries (the backend refuses anything else).
  const offered = useMemo(
    () =>
      openableRoutes(routes as readonly RouteRecord[], ability).filter((entry) =>
        (routes as readonly RouteRecord[]).some((record) => record.name === entry.name && record.nav),
      ),
    [ability],
  )
  const chosen = (shortcuts.data?.routes ?? []).flatMap((name) => offered.filter((entry) => entry.name === name))

  const header = (
    <Flex align="center" justify="between" gap="2" mb="2">
      <Heading as="h2" size="3">
        <Trans>Shortcuts</Trans>
      </Heading>
      {editing === null && shortcuts.isSuccess && (
        <Button size="1" variant="soft" onClick={() => setEditing(chosen.map((entry) => entry.name))}>
          <Trans>Edit shortcuts</Trans>
        </Button>
      )}
    </Flex>
  )

  if (editing !== null) {
    const toggle = (name: string, on: boolean) =>
      setEditing(on ? [...editing, name] : editing.filter((other) => other !== name))
    return (
      <Popover.Content className="navbar-panel" align="end" aria-label={t`Shortcuts`}>
        {header}
        <form
          onSubmit={(event) => {
            event.preventDefault()
            save.mutate(editing, { onSuccess: () => setEditing(null) })
          }}
        >
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <legend>
              <Text size="2">
                <Trans>Choose up to {SHORTCUTS_MAX} pages</Trans>
              </Text>
            </legend>
            <Flex direction="column" gap="2" my="2" className="shortcuts-choices">
              {offered.map((entry) => {
                const checked = editing.includes(entry.name)
                return (
                  <Text as="label" size="2" key={entry.name}>
                    <Flex gap="2" align="center">
                      <Checkbox
                        checked={checked}
                        disabled={!checked && editing.length >= SHORTCUTS_MAX}
                        onCheckedChange={(value) => toggle(entry.name, value === true)}
                      />
                      {i18n._(entry.title)}
                    </Flex>
                  </Text>
                )
              })}
            </Flex>
          </fieldset>
          {save.isError && (
            <Text as="p" size="1" color="red" role="alert" mb="2">
              {i18n._(apiErrorMessage(save.error))}
            </Text>
          )}
          <Flex gap="2" justify="end">
            <Button type="button" variant="soft" color="gray" onClick={() => setEditing(null)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              <Trans>Save shortcuts</Trans>
            </Button>
          </Flex>
        </form>
      </Popover.Content>
    )
  }

  return (
    <Popover.Content className="navbar-panel" align="end" aria-label={t`Shortcuts`}>
      {header}
      <Separator size="4" mb="2" />
      {shortcuts.isError ? (
        <ErrorState error={shortcuts.error} onRetry={() => void shortcuts.refetch()} />
      ) : shortcuts.isPending ? (
        <Text size="2" color="gray" role="status">
          <Trans>Loading shortcuts…</Trans>
        </Text>
      ) : chosen.length === 0 ? (
        <EmptyState
          title={t`No shortcuts yet`}
          description={t`Edit the shortcuts to keep your favourite pages here.`}
        />
      ) : (
        <ul className="shortcuts-grid">
          {chosen.map((entry) => (
            <li key={entry.name}>
              <Link href={entry.href} className="shortcut-tile" onClick={onNavigate}>
                {entry.icon && <Icon name={entry.icon} size={24} />}
                <Text size="2">{i18n._(entry.title)}</Text>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Popover.Content>
  )
}
