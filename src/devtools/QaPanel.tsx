import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Badge, Box, Button, Code, DataList, Dialog, Flex, Heading, IconButton, Table, Text } from '@radix-ui/themes'
import { useState, useSyncExternalStore } from 'react'
import { qaEnvironment, qaJournal, startNewJournal } from '@/devtools/qaMode'
import type { ActorJournal, JournalView } from '@/devtools/journal'
import { useFormat } from '@/components/format'
import { Icon } from '@/components/icons'
import './qaPanel.css'

/** Transitions shown per actor; the export carries the whole ring buffer. */
const RECENT = 12

const clockTime = (at: number) => new Date(at).toISOString().slice(11, 23)

/** Saves the redacted journal as a JSON file. */
function downloadJournal() {
  const exported = qaJournal().export(qaEnvironment())
  const blob = new Blob([`${JSON.stringify(exported, null, 2)}\n`], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `conversa-journal-${exported.exportedAt.replace(/[:.]/g, '-')}.json`
  document.body.append(link)
  link.click()
  link.remove()
  // Chromium reads the blob when the download starts; revoking later keeps it valid until then.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

function ActorSection({ actor }: { actor: ActorJournal }) {
  const recent = actor.transitions.slice(-RECENT).reverse()
  return (
    <section aria-labelledby={`qa-actor-${actor.name}`} className="qa-panel__actor">
      <Flex align="center" gap="2" wrap="wrap" mb="2">
        <Heading as="h3" size="3" id={`qa-actor-${actor.name}`}>
          {actor.name}
        </Heading>
        <Text size="2" color="gray">
          <Trans>Current state</Trans>
        </Text>
        <Code data-testid={`qa-state-${actor.name}`}>{actor.state ?? '—'}</Code>
        {actor.dropped > 0 && (
          <Badge color="amber">
            <Plural value={actor.dropped} one="# older transition dropped" other="# older transitions dropped" />
          </Badge>
        )}
      </Flex>
      <Table.Root size="1" variant="surface">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>
              <Trans>Time</Trans>
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>
              <Trans>Event</Trans>
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>
              <Trans>From</Trans>
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>
              <Trans>To</Trans>
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {recent.map((transition) => (
            <Table.Row key={transition.seq}>
              <Table.Cell>{clockTime(transition.at)}</Table.Cell>
              <Table.Cell>
                <Code variant="ghost">{transition.event.type}</Code>
              </Table.Cell>
              <Table.Cell>{transition.from ?? '—'}</Table.Cell>
              <Table.Cell>{transition.to}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </section>
  )
}

const useJournalView = () => {
  const journal = qaJournal()
  return useSyncExternalStore(journal.subscribe, journal.getSnapshot, journal.getSnapshot)
}

/** What the journal holds: it follows the tab across page loads until a new one is started. */
function JournalSummary({ view }: { view: JournalView }) {
  const format = useFormat()
  return (
    <Flex direction="column" gap="2">
      <DataList.Root size="2">
        <DataList.Item>
          <DataList.Label>
            <Trans>Page loads</Trans>
          </DataList.Label>
          <DataList.Value data-testid="qa-page-loads">{format.number(view.pageLoads)}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>
            <Trans>Steps</Trans>
          </DataList.Label>
          <DataList.Value data-testid="qa-steps">{format.number(view.intents.length)}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>
            <Trans>Recording since</Trans>
          </DataList.Label>
          <DataList.Value>
            <time dateTime={new Date(view.startedAt).toISOString()}>{format.dateTime(view.startedAt)}</time>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>
            <Trans>Started</Trans>
          </DataList.Label>
          <DataList.Value>
            {view.start.signedInAs ? (
              <Trans>
                signed in as {view.start.signedInAs.email} ({view.start.signedInAs.role})
              </Trans>
            ) : (
              <Trans>signed out</Trans>
            )}
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>
      {view.droppedIntents > 0 && (
        <Text as="p" size="2" color="amber">
          <Plural
            value={view.droppedIntents}
            one="The journal reached its size limit: its oldest step was dropped, so a replay cannot start from the beginning."
            other="The journal reached its size limit: its # oldest steps were dropped, so a replay cannot start from the beginning."
          />
        </Text>
      )}
      {view.restartedBecause === 'corrupt' && (
        <Text as="p" size="2" color="amber">
          <Trans>The journal stored for this tab could not be read, so a new one started.</Trans>
        </Text>
      )}
      <Text as="p" size="2" color="gray">
        <Trans>
          The journal follows this tab across reloads and typed addresses. Tokens and passwords are replaced by
          [redacted] in the journal and its export.
        </Trans>
      </Text>
    </Flex>
  )
}

function JournalContents() {
  const view = useJournalView()
  return (
    <Flex direction="column" gap="4">
      <JournalSummary view={view} />
      {view.actors.map((actor) => (
        <ActorSection key={actor.name} actor={actor} />
      ))}
    </Flex>
  )
}

/**
 * The QA panel (QA mode builds only): each long-lived actor with its current state and recent
 * transitions, and the journal export that `npm run replay` plays back.
 */
export default function QaPanel() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <IconButton
          className="qa-panel__trigger"
          size="1"
          radius="full"
          variant="soft"
          color="gray"
          aria-label={t`QA journal`}
        >
          <Icon name="bolt" />
        </IconButton>
      </Dialog.Trigger>
      <Dialog.Content className="qa-panel" maxWidth="880px" aria-describedby={undefined}>
        <Flex justify="between" align="start" gap="3" mb="3">
          <Dialog.Title mb="0">
            <Trans>QA journal</Trans>
          </Dialog.Title>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" aria-label={t`Close QA journal`}>
              <Icon name="close" />
            </IconButton>
          </Dialog.Close>
        </Flex>
        {/* Focusable so that keyboard users can scroll it: it holds tables, not controls. */}
        <Box className="qa-panel__body" tabIndex={0} role="region" aria-label={t`Recorded transitions`}>
          <JournalContents />
        </Box>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <Button variant="soft" color="gray" onClick={startNewJournal}>
            <Trans>Start a new journal</Trans>
          </Button>
          <Button onClick={downloadJournal}>
            <Trans>Export journal (JSON)</Trans>
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
