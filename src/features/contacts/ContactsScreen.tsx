import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Callout, Flex, Heading, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'wouter'
import { DataTable, DateCell, PersonCell, type DataColumn } from '@/components/data-table'
import { EmptyState } from '@/components/empty-state'
import { notify } from '@/components/toast'
import { saveBlob } from '@/components/attachments/saveBlob'
import type { ContactSummary } from '@/domain/contacts/apiTypes'
import { CONTACT_SOURCES } from '@/domain/contacts/source'
import { hrefOf } from '@/routes/match'
import { useAbility } from '@/runtime/session/useAbility'
import { contactListQuery, contactVocabularyQuery, exportContacts } from './api'
import { FieldDefinitionsDialog } from './FieldDefinitionsDialog'
import { ImportDialog } from './ImportDialog'
import { SOURCE_LABELS } from './labels'
import { SegmentsBar } from './SegmentsBar'
import { useContactList } from './urlState'
import './contacts.css'

const COLUMNS: DataColumn<ContactSummary>[] = [
  {
    id: 'username',
    header: <Trans>Contact</Trans>,
    cell: (contact) => <ContactCell contact={contact} />,
    sortable: true,
    rowHeader: true,
  },
  { id: 'source', header: <Trans>Source</Trans>, cell: (contact) => <SourceBadge contact={contact} /> },
  { id: 'tags', header: <Trans>Tags</Trans>, cell: (contact) => <TagList tags={contact.tags} /> },
  {
    id: 'lastInteractionAt',
    header: <Trans>Last interaction</Trans>,
    cell: (contact) =>
      contact.lastInteractionAt === null ? null : <DateCell value={contact.lastInteractionAt} withTime />,
    sortable: true,
  },
  {
    id: 'firstInteractionAt',
    header: <Trans>First interaction</Trans>,
    cell: (contact) => (contact.firstInteractionAt === null ? null : <DateCell value={contact.firstInteractionAt} />),
    sortable: true,
  },
]

/**
 * /contatos: everyone who interacted with the workspace's accounts, on the kit's data table:
 * search, filters (tag, source, segment, opted out), sorting and page in the URL; the list as
 * filtered exported as CSV, a CSV imported after a preview, the custom fields defined here.
 */
export default function ContactsScreen() {
  const { t, i18n } = useLingui()
  const list = useContactList()
  const result = useQuery(contactListQuery(list.query))
  const vocabulary = useQuery(contactVocabularyQuery())
  const [exporting, setExporting] = useState(false)
  const [dialog, setDialog] = useState<'import' | 'fields' | null>(null)
  // What the caller's workspace role allows (the server checks it again on every request).
  const ability = useAbility()
  const mayDefine = ability.can('manage', 'Contact')
  const mayImport = ability.can('create', 'Contact')

  const exportList = async () => {
    setExporting(true)
    try {
      saveBlob(await exportContacts(list.query), 'contacts.csv')
    } catch {
      notify.error(t`The list could not be exported. Try again.`)
    } finally {
      setExporting(false)
    }
  }

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="6" tabIndex={-1}>
          <Trans>Contacts</Trans>
        </Heading>
        <Flex gap="2" wrap="wrap">
          {mayDefine ? (
            <Button variant="soft" onClick={() => setDialog('fields')}>
              <Trans>Custom fields</Trans>
            </Button>
          ) : null}
          {mayImport ? (
            <Button variant="soft" onClick={() => setDialog('import')}>
              <Trans>Import CSV</Trans>
            </Button>
          ) : null}
          <Button onClick={() => void exportList()} loading={exporting}>
            <Trans>Export CSV</Trans>
          </Button>
        </Flex>
      </Flex>
      <Text as="p" color="gray">
        <Trans>
          Everyone who commented, wrote or replied to a story on your accounts, with the tags and fields your team and
          your flows gave them.
        </Trans>
      </Text>
      {vocabulary.data && vocabulary.data.accounts.length === 0 ? (
        <Callout.Root>
          <Callout.Text>
            <Trans>Connect an Instagram account to start collecting contacts.</Trans>
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {mayDefine ? <SegmentsBar list={list} segments={vocabulary.data?.segments ?? []} /> : null}
      <DataTable
        caption={t`Contacts`}
        columns={COLUMNS}
        list={list}
        result={result}
        getRowId={(contact) => contact.id}
        rowLabel={(contact) => contact.username ?? contact.contactId}
        search={{ label: t`Search contacts`, placeholder: t`Username, id or field value` }}
        filters={[
          {
            name: 'tag',
            label: t`Tag`,
            options: (vocabulary.data?.tags ?? []).map((tag) => ({ value: tag, label: tag })),
          },
          {
            name: 'source',
            label: t`Source`,
            options: CONTACT_SOURCES.map((source) => ({ value: source, label: i18n._(SOURCE_LABELS[source]) })),
          },
          {
            name: 'segment',
            label: t`Segment`,
            options: (vocabulary.data?.segments ?? []).map((segment) => ({ value: segment.id, label: segment.name })),
          },
          {
            name: 'optedOut',
            label: t`Opt-out`,
            options: [
              { value: 'yes', label: t`Opted out` },
              { value: 'no', label: t`Receiving messages` },
            ],
          },
        ]}
        rowActions={(contact) => [{ label: t`View contact`, href: hrefOf('contact', { id: contact.id }) }]}
        empty={
          <EmptyState
            title={t`No contact yet`}
            description={t`People appear here once they comment on a post or write to one of your accounts.`}
          />
        }
      />
      <ImportDialog open={dialog === 'import'} onClose={() => setDialog(null)} />
      <FieldDefinitionsDialog
        open={dialog === 'fields'}
        onClose={() => setDialog(null)}
        fields={vocabulary.data?.fields ?? []}
        untyped={vocabulary.data?.untypedFields ?? []}
      />
    </Flex>
  )
}

function ContactCell({ contact }: { contact: ContactSummary }) {
  const name = contact.username ? `@${contact.username}` : contact.contactId
  return (
    <Flex align="center" gap="2" wrap="wrap">
      <PersonCell
        name={name}
        detail={contact.accountUsername ? `→ @${contact.accountUsername}` : undefined}
        renderName={(shown) => <Link href={hrefOf('contact', { id: contact.id })}>{shown}</Link>}
      />
      {contact.optedOut ? (
        <Badge color="red" variant="soft">
          <Trans>Opted out</Trans>
        </Badge>
      ) : null}
    </Flex>
  )
}

export function SourceBadge({ contact }: { contact: Pick<ContactSummary, 'source'> }) {
  const { i18n } = useLingui()
  if (!contact.source) return null
  return (
    <Badge color="gray" variant="soft">
      {i18n._(SOURCE_LABELS[contact.source])}
    </Badge>
  )
}

function TagList({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null
  return (
    <ul className="contact-tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant="surface">
            <bdi>{tag}</bdi>
          </Badge>
        </li>
      ))}
    </ul>
  )
}
