import { useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import type { OutgoingButton, OutgoingMessage } from '@/domain/automations/client'
import type { FlowButton, FlowMessage, FlowQuickReply } from '@/domain/automations/flow/model'
import './rehearsal.css'

/**
 * A message drawn whole, as the person's thread would show it: its text, buttons, quick replies,
 * carousel cards, image or video. `onTap`, when given, makes its buttons and quick replies tappable.
 */
export function MessagePreview({
  message,
  onTap,
}: {
  message: OutgoingMessage
  onTap?: (choice: { title: string; payload: string; quickReply: boolean }) => void
}) {
  const { t } = useLingui()
  const button = (each: OutgoingButton, key: number) =>
    each.type === 'web_url' ? (
      <a key={key} className="rehearsal-button" href={each.url} target="_blank" rel="noreferrer">
        {each.title}
      </a>
    ) : onTap && each.payload ? (
      <button
        key={key}
        type="button"
        className="rehearsal-button"
        onClick={() => onTap({ title: each.title, payload: each.payload, quickReply: false })}
      >
        {each.title}
      </button>
    ) : (
      <span key={key} className="rehearsal-button">
        {each.title}
      </span>
    )
  return (
    <Flex direction="column" gap="2" className="rehearsal-message">
      {'text' in message ? (
        <div className="rehearsal-bubble">
          <Text as="p" size="2" style={{ whiteSpace: 'pre-wrap' }}>
            <bdi>{message.text}</bdi>
          </Text>
          {message.buttons?.length ? (
            <div className="rehearsal-buttons" role="group" aria-label={t`Buttons`}>
              {message.buttons.map(button)}
            </div>
          ) : null}
        </div>
      ) : null}
      {'media' in message ? (
        <div className="rehearsal-bubble">
          {message.media.type === 'image' ? (
            <img className="rehearsal-media" src={message.media.url} alt={t`Image sent by the automation`} />
          ) : (
            <video
              className="rehearsal-media"
              src={message.media.url}
              controls
              aria-label={t`Video sent by the automation`}
            />
          )}
        </div>
      ) : null}
      {'cards' in message ? (
        <ul className="rehearsal-cards" aria-label={t`Carousel`}>
          {message.cards.map((card, index) => (
            <li key={index} className="rehearsal-bubble rehearsal-card">
              {card.imageUrl ? <img className="rehearsal-media" src={card.imageUrl} alt="" /> : null}
              <Text as="p" size="2" weight="bold">
                <bdi>{card.title}</bdi>
              </Text>
              {card.subtitle ? (
                <Text as="p" size="1" color="gray">
                  <bdi>{card.subtitle}</bdi>
                </Text>
              ) : null}
              {card.buttons?.length ? <div className="rehearsal-buttons">{card.buttons.map(button)}</div> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {message.quickReplies?.length ? (
        <div className="rehearsal-quick-replies" role="group" aria-label={t`Quick replies`}>
          {message.quickReplies.map((reply, index) =>
            onTap ? (
              <button
                key={index}
                type="button"
                className="rehearsal-quick-reply"
                onClick={() => onTap({ title: reply.title, payload: reply.payload, quickReply: true })}
              >
                {reply.title}
              </button>
            ) : (
              <span key={index} className="rehearsal-quick-reply">
                {reply.title}
              </span>
            ),
          )}
        </div>
      ) : null}
    </Flex>
  )
}

/** A flow's message as it would go out (details left as written); the step's quick replies go under its last one. */
export function previewOf(message: FlowMessage, quickReplies: FlowQuickReply[]): OutgoingMessage {
  const buttons = (list: FlowButton[]) =>
    list.map((each): OutgoingButton =>
      each.action.kind === 'link'
        ? { type: 'web_url', title: each.title, url: each.action.url }
        : { type: 'postback', title: each.title, payload: '' },
    )
  const replies = quickReplies.length ? { quickReplies: quickReplies.map(({ title }) => ({ title, payload: '' })) } : {}
  switch (message.kind) {
    case 'text':
      return { text: message.text, buttons: buttons(message.buttons), ...replies }
    case 'media':
      return { media: { type: message.mediaType, url: message.url }, ...replies }
    case 'carousel':
      return {
        cards: message.cards.map((card) => ({ ...card, buttons: buttons(card.buttons) })),
        ...replies,
      }
  }
}
