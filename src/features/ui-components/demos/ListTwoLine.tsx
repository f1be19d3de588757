import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Text } from '@radix-ui/themes'
import { UserAvatar } from '@/components/avatar'
import { useFormat } from '@/components/format'
import '../lists.css'

const MINUTE = 60_000

/** Two-line items: the sender and the time on the first, the message cut after two lines on the second. */
export default function ListTwoLine() {
  const { t } = useLingui()
  const format = useFormat()
  // The moment the demo opened: the times stay put while it is on screen.
  const [now] = useState(() => Date.now())
  const conversations = [
    {
      from: '@lena.brews',
      at: now - 4 * MINUTE,
      text: t`Is the Guji still available in whole beans? I’d love 500 g for my espresso machine, and maybe a grinder recommendation too.`,
    },
    { from: '@kofi_daily', at: now - 52 * MINUTE, text: t`Thanks, the parcel arrived this morning!` },
    {
      from: '@mina.eats',
      at: now - 26 * 60 * MINUTE,
      text: t`Do you ship to Lyon? And if so, how long does it usually take?`,
    },
  ]
  return (
    <ul className="uica-list" aria-label={t`Conversations`}>
      {conversations.map((conversation) => (
        <li key={conversation.from} style={{ alignItems: 'start' }}>
          <UserAvatar name={conversation.from.slice(1)} size="3" />
          <div className="uica-list__grow">
            <Text as="div" size="2" weight="medium">
              {conversation.from}{' '}
              <Text size="1" color="gray" weight="regular">
                · {format.relative(conversation.at)}
              </Text>
            </Text>
            <Text as="p" size="2" color="gray" className="uica-list__preview">
              {conversation.text}
            </Text>
          </div>
        </li>
      ))}
    </ul>
  )
}
