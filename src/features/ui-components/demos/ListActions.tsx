import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, IconButton, Text } from '@radix-ui/themes'
import { IconArchive, IconUserCheck } from '@tabler/icons-react'
import { useState } from 'react'
import { Tooltip } from '@/components/Tooltip'
import { toastUndo } from '@/components/toast'
import '../lists.css'

interface Thread {
  id: string
  from: string
  assigned: boolean
}

const THREADS: Thread[] = [
  { id: 't1', from: '@lena.brews', assigned: false },
  { id: 't2', from: '@kofi_daily', assigned: true },
  { id: 't3', from: '@mina.eats', assigned: false },
]

/**
 * Actions at the end of each row: icon buttons named after their row ("Archive @mina.eats"), so a
 * screen reader's list of buttons makes sense. Archiving offers Undo rather than asking first.
 */
export default function ListActions() {
  const { t } = useLingui()
  const [threads, setThreads] = useState(THREADS)

  const archive = (thread: Thread) => {
    const before = threads
    setThreads(threads.filter((other) => other.id !== thread.id))
    toastUndo({ message: t`Conversation with ${thread.from} archived.`, onUndo: () => setThreads(before) })
  }
  const assign = (thread: Thread) =>
    setThreads(threads.map((other) => (other.id === thread.id ? { ...other, assigned: true } : other)))

  return (
    <Flex direction="column" gap="3" align="start">
      <ul className="uica-list" aria-label={t`Open conversations`} style={{ alignSelf: 'stretch' }}>
        {threads.map((thread) => (
          <li key={thread.id}>
            <div className="uica-list__grow">
              <Text as="div" size="2" weight="medium">
                {thread.from}
              </Text>
              <Text as="div" size="1" color="gray">
                {thread.assigned ? <Trans>Assigned to you</Trans> : <Trans>Not assigned</Trans>}
              </Text>
            </div>
            <Tooltip content={t`Assign to me`}>
              <IconButton
                variant="ghost"
                color="gray"
                disabled={thread.assigned}
                aria-label={t`Assign ${thread.from} to me`}
                onClick={() => assign(thread)}
              >
                <IconUserCheck size={18} aria-hidden />
              </IconButton>
            </Tooltip>
            <Tooltip content={t`Archive`}>
              <IconButton
                variant="ghost"
                color="gray"
                aria-label={t`Archive ${thread.from}`}
                onClick={() => archive(thread)}
              >
                <IconArchive size={18} aria-hidden />
              </IconButton>
            </Tooltip>
          </li>
        ))}
      </ul>
      {threads.length < THREADS.length && (
        <Button size="1" variant="soft" onClick={() => setThreads(THREADS)}>
          <Trans>Restore all conversations</Trans>
        </Button>
      )}
    </Flex>
  )
}
