import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Flex, Heading, IconButton, Text } from '@radix-ui/themes'
import { IconX } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useLocation } from 'wouter'
import { z } from 'zod'
import { UserAvatar } from '@/components/avatar'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { ErrorState } from '@/components/feedback'
import { useFormat } from '@/components/format'
import { Form, InputField, SubmitButton, useZodForm } from '@/components/form'
import { Timeline } from '@/components/timeline'
import { notify } from '@/components/toast'
import type { ContactChange, ContactDetail } from '@/domain/contacts/apiTypes'
import { ApiError } from '@/lib/apiClient'
import { pathOf } from '@/routes/match'
import type { ScreenProps } from '@/routes/types'
import { useAbility } from '@/runtime/session/useAbility'
import { contactQuery, contactVocabularyQuery, useEraseContact, useUpdateContact } from './api'
import { SourceBadge } from './ContactsScreen'
import { ContactFieldsForm } from './ContactFieldsForm'
import { timelineTitle } from './labels'
import './contacts.css'

/**
 * /contatos/:id: one person as the workspace knows them: who, where they came from, when they
 * were heard from, their tags and fields (edited by hand), whether they opted out, what happened
 * with them (events, runs, messages, notes), and erasure on request.
 */
export default function ContactScreen({ params }: ScreenProps) {
  const id = params.id ?? ''
  const contact = useQuery(contactQuery(id))
  if (contact.data) return <ContactView contact={contact.data} />
  const missing = contact.error instanceof ApiError && contact.error.status === 404
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6" tabIndex={-1}>
        {missing ? <Trans>Contact not found</Trans> : <Trans>Contact</Trans>}
      </Heading>
      {missing ? (
        <Text as="p">
          <Trans>
            This person is not among the workspace's contacts (they may have been erased).{' '}
            <Link href={pathOf('contacts')}>Back to the contacts</Link>
          </Trans>
        </Text>
      ) : contact.error ? (
        <ErrorState error={contact.error} onRetry={() => void contact.refetch()} />
      ) : (
        <Text role="status" color="gray">
          <Trans>Loading the contact…</Trans>
        </Text>
      )}
    </Flex>
  )
}

function ContactView({ contact }: { contact: ContactDetail }) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const [, navigate] = useLocation()
  const vocabulary = useQuery(contactVocabularyQuery())
  const erase = useEraseContact()
  const [erasing, setErasing] = useState(false)
  // What the caller's workspace role allows (the server checks it again on every request).
  const ability = useAbility()
  const mayEdit = ability.can('update', 'Contact')
  const mayErase = ability.can('delete', 'Contact')
  const name = contact.username ? `@${contact.username}` : contact.contactId
  const when = (at: number | null) => (at === null ? t`Unknown` : format.dateTime(at))

  return (
    <Flex direction="column" gap="5">
      <Flex align="center" gap="3" wrap="wrap">
        <UserAvatar name={contact.username ?? contact.contactId} size="5" />
        <Heading as="h1" size="6" tabIndex={-1}>
          <bdi>{name}</bdi>
        </Heading>
        {contact.optedOut ? (
          <Badge color="red" size="2">
            <Trans>Opted out</Trans>
          </Badge>
        ) : null}
      </Flex>

      <Card>
        <dl className="contact-detail__facts">
          <dt>
            <Trans>Account</Trans>
          </dt>
          <dd>
            <bdi dir="ltr">@{contact.accountUsername ?? contact.accountId}</bdi>
          </dd>
          <dt>
            <Trans>Instagram id</Trans>
          </dt>
          <dd>
            <bdi dir="ltr">{contact.contactId}</bdi>
          </dd>
          <dt>
            <Trans>Source</Trans>
          </dt>
          <dd>{contact.source ? <SourceBadge contact={contact} /> : t`Unknown`}</dd>
          <dt>
            <Trans>First interaction</Trans>
          </dt>
          <dd>{when(contact.firstInteractionAt)}</dd>
          <dt>
            <Trans>Last interaction</Trans>
          </dt>
          <dd>{when(contact.lastInteractionAt)}</dd>
          <dt>
            <Trans>Automated messages</Trans>
          </dt>
          <dd>
            {contact.optedOut ? (
              <Trans>
                Opted out: they wrote STOP (or its word in their language) and get nothing automated until they write
                START.
              </Trans>
            ) : (
              <Trans>Receives them</Trans>
            )}
          </dd>
        </dl>
      </Card>

      <section aria-labelledby="contact-tags">
        <Heading as="h2" size="4" id="contact-tags" mb="2">
          <Trans>Tags</Trans>
        </Heading>
        <TagsEditor contact={contact} editable={mayEdit} />
      </section>

      <section aria-labelledby="contact-fields">
        <Heading as="h2" size="4" id="contact-fields" mb="2">
          <Trans>Fields</Trans>
        </Heading>
        <ContactFieldsForm
          key={contact.id}
          contact={contact}
          definitions={vocabulary.data?.fields ?? []}
          editable={mayEdit}
        />
      </section>

      <section aria-labelledby="contact-timeline">
        <Heading as="h2" size="4" id="contact-timeline" mb="2">
          <Trans>Timeline</Trans>
        </Heading>
        {contact.timeline.length === 0 ? (
          <Text as="p" color="gray">
            <Trans>Nothing happened with this person yet.</Trans>
          </Text>
        ) : (
          <Timeline
            time="absolute"
            items={contact.timeline.map((item, index) => ({
              id: `${item.kind}-${item.at}-${index}`,
              title: i18n._(timelineTitle(item)),
              description: 'text' in item && item.text ? <bdi>{item.text}</bdi> : undefined,
              at: item.at,
              tone: item.kind === 'note' ? 'info' : item.kind === 'sent' ? 'accent' : undefined,
            }))}
          />
        )}
      </section>

      {mayErase ? (
        <section aria-labelledby="contact-erasure">
          <Heading as="h2" size="4" id="contact-erasure" mb="2">
            <Trans>Erasure</Trans>
          </Heading>
          <Text as="p" size="2" color="gray" mb="2">
            <Trans>
              When the person asks, erase them: their contact, messages, notes and every record naming them go; the
              automations' history keeps its counts without them.
            </Trans>
          </Text>
          <Button color="red" variant="soft" onClick={() => setErasing(true)}>
            <Trans>Erase this contact</Trans>
          </Button>
          <ConfirmDialog
            open={erasing}
            onOpenChange={setErasing}
            title={t`Erase ${name}?`}
            description={t`Their data leaves every part of Conversa for good. This cannot be undone.`}
            cancelLabel={t`Keep the contact`}
            confirmLabel={t`Erase`}
            onConfirm={() =>
              void erase.mutateAsync(contact.id).then(
                () => {
                  notify.success(t`${name} was erased.`)
                  navigate(pathOf('contacts'), { replace: true })
                },
                () => notify.error(t`The contact could not be erased. Try again.`),
              )
            }
          />
        </section>
      ) : null}
    </Flex>
  )
}

const tagSchema = z.object({ tag: z.string().trim().min(1).max(60) })

function TagsEditor({ contact, editable }: { contact: ContactDetail; editable: boolean }) {
  const { t } = useLingui()
  const update = useUpdateContact()
  const form = useZodForm(tagSchema, { defaultValues: { tag: '' } })
  const changeTags = (change: Pick<ContactChange, 'addTags' | 'removeTags'>) =>
    update.mutateAsync({ id: contact.id, change })
  return (
    <Flex direction="column" gap="3">
      {contact.tags.length === 0 ? (
        <Text as="p" size="2" color="gray">
          <Trans>No tag yet.</Trans>
        </Text>
      ) : (
        <ul className="contact-tags">
          {contact.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="surface" size="2">
                <bdi>{tag}</bdi>
                {editable ? (
                  <IconButton
                    size="1"
                    variant="ghost"
                    aria-label={t`Remove the tag ${tag}`}
                    onClick={() =>
                      void changeTags({ removeTags: [tag] }).catch(() =>
                        notify.error(t`The tag could not be removed. Try again.`),
                      )
                    }
                  >
                    <IconX size={12} aria-hidden />
                  </IconButton>
                ) : null}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {editable ? (
        <Form
          form={form}
          aria-label={t`Add a tag`}
          onSubmit={async ({ tag }) => {
            await changeTags({ addTags: [tag] })
            form.reset({ tag: '' })
          }}
        >
          <Flex gap="2" align="end" wrap="wrap">
            <InputField control={form.control} name="tag" label={t`New tag`} autoComplete="off" />
            <SubmitButton>
              <Trans>Add tag</Trans>
            </SubmitButton>
          </Flex>
        </Form>
      ) : null}
    </Flex>
  )
}
