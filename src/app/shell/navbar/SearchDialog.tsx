import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Dialog, Flex, Kbd, Text, TextField } from '@radix-ui/themes'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { IconFile, IconHistory } from '@tabler/icons-react'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react'
import { useLocation } from 'wouter'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { OTHER_SOURCE_LABEL, SEARCH_SOURCE_LABELS, matchesQuery } from '@/domain/shell/search'
import { hrefOfData } from '@/routes/match'
import { routes } from '@/routes/table'
import type { RouteRecord } from '@/routes/types'
import { useSession } from '@/runtime/session/useSession'
import { useAbility } from '@/runtime/session/useAbility'
import { apiErrorMessage } from '@/components/feedback'
import { Icon } from '@/components/icons'
import { openableRoutes } from '@/app/layouts/navigation/menu'
import { searchQuery } from './api'
import { readRecentSearches, rememberSearch, type RecentSearch } from './recentSearches'
import './navbar.css'

interface Option {
  key: string
  label: string
  detail?: string
  glyph: ReactNode
  href: string
  recent: RecentSearch
}

interface Group {
  key: string
  label: MessageDescriptor
  options: Option[]
}

const DEBOUNCE_MS = 150

/** The query the backend is asked for, once typing pauses. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [value])
  return settled
}

/**
 * Global search: the routes the user may open, in the current language, and the
 * records every app's search source finds (`GET /api/search`). A combobox over a listbox of
 * groups: arrows move, Enter opens, Escape closes; with no query it shows recent searches.
 */
export default function SearchDialog({
  open,
  onOpenChange,
  opener,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  /** Gets the focus back when the dialog closes without opening anything. */
  opener: RefObject<HTMLElement | null>
}) {
  const { t, i18n } = useLingui()
  const { user } = useSession()
  const ability = useAbility()
  const [, navigate] = useLocation()
  const [text, setText] = useState('')
  const [active, setActive] = useState(0)
  const listId = useId()
  const settled = useSettled(text)
  const records = useQuery({ ...searchQuery(settled), placeholderData: keepPreviousData })
  const userId = user?.id ?? ''

  const pages = useMemo(() => openableRoutes(routes as readonly RouteRecord[], ability), [ability])
  const groups = useMemo((): Group[] => {
    const pageOption = (page: (typeof pages)[number]): Option => ({
      key: `route:${page.name}`,
      label: i18n._(page.title),
      glyph: page.icon ? <Icon name={page.icon} size={18} /> : <IconFile size={18} aria-hidden="true" />,
      href: page.href,
      recent: { kind: 'route', name: page.name },
    })
    const query = text.trim()
    if (query === '') {
      const recent = readRecentSearches(userId).flatMap((item): Option[] => {
        if (item.kind === 'record')
          return [
            {
              key: `recent:${item.source}:${item.id}`,
              label: item.title,
              glyph: <IconHistory size={18} aria-hidden="true" />,
              href: item.href,
              recent: item,
            },
          ]
        const page = pages.find((candidate) => candidate.name === item.name)
        return page
          ? [{ ...pageOption(page), key: `recent:${page.name}`, glyph: <IconHistory size={18} aria-hidden="true" /> }]
          : []
      })
      return [
        { key: 'recent', label: msg`Recent searches`, options: recent },
        { key: 'pages', label: msg`Pages`, options: pages.map(pageOption) },
      ].filter((group) => group.options.length > 0)
    }
    const matchingPages = pages.filter((page) => matchesQuery(query, i18n._(page.title), page.href)).map(pageOption)
    const bySource = new Map<string, Option[]>()
    for (const hit of records.data?.hits ?? []) {
      const href = hrefOfData(hit.route, hit.params)
      if (href === null) continue
      const options = bySource.get(hit.source) ?? []
      options.push({
        key: `${hit.source}:${hit.id}`,
        label: hit.title,
        detail: hit.subtitle,
        glyph: <Icon name="search" size={18} />,
        href,
        recent: { kind: 'record', source: hit.source, id: hit.id, title: hit.title, href },
      })
      bySource.set(hit.source, options)
    }
    return [
      { key: 'pages', label: msg`Pages`, options: matchingPages },
      ...[...bySource].map(([source, options]) => ({
        key: source,
        label: SEARCH_SOURCE_LABELS[source] ?? OTHER_SOURCE_LABEL,
        options,
      })),
    ].filter((group) => group.options.length > 0)
  }, [text, pages, records.data, userId, i18n])

  const options = groups.flatMap((group) => group.options)
  const current = Math.min(active, Math.max(0, options.length - 1))
  const optionId = (index: number) => `${listId}-option-${index}`

  const navigated = useRef(false)
  const choose = (option: Option) => {
    navigated.current = true
    if (userId) rememberSearch(userId, option.recent)
    onOpenChange(false)
    navigate(option.href)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 }
    if (event.key in moves) {
      event.preventDefault()
      setActive((current + moves[event.key]! + options.length) % options.length)
      document
        .getElementById(optionId((current + moves[event.key]! + options.length) % options.length))
        ?.scrollIntoView({ block: 'nearest' })
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault()
      setActive(event.key === 'Home' ? 0 : options.length - 1)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const option = options[current]
      if (option) choose(option)
    }
  }

  const query = text.trim()
  const searching = settled !== '' && records.isFetching
  const waiting = query !== settled || searching
  let index = -1
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        className="search-dialog"
        maxWidth="640px"
        aria-describedby={`${listId}-help`}
        onOpenAutoFocus={() => {
          navigated.current = false
        }}
        onCloseAutoFocus={(event) => {
          // After opening a result the new screen takes focus (its heading); otherwise the opener.
          event.preventDefault()
          if (!navigated.current && opener.current?.isConnected) opener.current.focus()
        }}
      >
        <Dialog.Title size="4">
          <Trans>Search</Trans>
        </Dialog.Title>
        <TextField.Root
          size="3"
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setActive(0)
          }}
          onKeyDown={onKeyDown}
          placeholder={t`Pages, automations, accounts…`}
          aria-label={t`Search`}
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={options.length > 0 ? optionId(current) : undefined}
          maxLength={100}
          autoComplete="off"
        >
          <TextField.Slot>
            <Icon name="search" size={18} />
          </TextField.Slot>
        </TextField.Root>
        <Text as="p" size="1" color="gray" id={`${listId}-help`} mt="2">
          <Trans>
            <Kbd>↑</Kbd> <Kbd>↓</Kbd> to move, <Kbd>Enter</Kbd> to open, <Kbd>Esc</Kbd> to close
          </Trans>
        </Text>
        <div id={listId} role="listbox" aria-label={t`Results`} className="search-dialog__results">
          {groups.map((group) => (
            <div key={group.key} role="group" aria-labelledby={`${listId}-${group.key}`}>
              <Text
                as="div"
                size="1"
                weight="medium"
                color="gray"
                className="search-dialog__group"
                id={`${listId}-${group.key}`}
              >
                {i18n._(group.label)}
              </Text>
              {group.options.map((option) => {
                index += 1
                const position = index
                return (
                  <div
                    key={option.key}
                    id={optionId(position)}
                    role="option"
                    aria-selected={position === current}
                    className="search-dialog__option"
                    onMouseMove={() => setActive(position)}
                    onClick={() => choose(option)}
                  >
                    {option.glyph}
                    <span>{option.label}</span>
                    {option.detail && (
                      <Text size="1" color="gray">
                        {option.detail}
                      </Text>
                    )}
                  </div>
                )
              })}
            </div>
          ))}
        </div>
        <div role="status" className="search-dialog__status">
          {records.isError ? (
            <Flex align="center" gap="2">
              <Text size="2" color="red">
                {i18n._(apiErrorMessage(records.error))}
              </Text>
              <Button size="1" variant="soft" onClick={() => void records.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            </Flex>
          ) : query !== '' && !waiting && options.length === 0 ? (
            <Text size="2" color="gray">
              <Trans>Nothing matches “{query}”.</Trans>
            </Text>
          ) : waiting ? (
            <Text size="2" color="gray">
              <Trans>Searching…</Trans>
            </Text>
          ) : null}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  )
}
