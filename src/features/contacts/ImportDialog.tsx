import { plural } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, Dialog, Flex, Table, Text } from '@radix-ui/themes'
import { useId, useState } from 'react'
import { useSubmissionKey } from '@/components/form'
import { notify } from '@/components/toast'
import type { ImportPreview } from '@/domain/contacts/apiTypes'
import { useImportContacts, usePreviewImport } from './api'
import { importProblemText } from './labels'

/**
 * Importing contacts from a CSV file: the file is read by the backend first and every row's
 * problems shown (an unknown account, a bad email, a duplicate) before anything is written; the
 * import then writes the rows without problems, all at once.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Content maxWidth="640px">
        <Dialog.Title>
          <Trans>Import contacts</Trans>
        </Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          <Trans>
            A CSV file with the columns account and igsid, and any of username, source, tags (separated by ;), opted_out
            and one column per field: the same as an export.
          </Trans>
        </Dialog.Description>
        {open ? <ImportSteps onDone={onClose} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  )
}

function ImportSteps({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useLingui()
  const fileId = useId()
  const [csv, setCsv] = useState<string | null>(null)
  const preview = usePreviewImport()
  const importing = useImportContacts()
  const keys = useSubmissionKey()

  const choose = async (file: File | undefined) => {
    if (!file) return
    const text = await file.text()
    setCsv(text)
    preview.mutate(text)
  }
  const write = async () => {
    if (csv === null) return
    try {
      // The file is the subject: another file is another submission.
      const { created, updated } = await importing.mutateAsync({ csv, idempotencyKey: keys.keyFor(csv) })
      keys.succeeded(csv)
      notify.success(
        t`${plural(created, { one: 'Imported: # new contact', other: 'Imported: # new contacts' })}, ${plural(updated, { one: '# updated', other: '# updated' })}.`,
      )
      onDone()
    } catch {
      notify.error(t`The contacts could not be imported. Try again.`)
    }
  }
  const result: ImportPreview | undefined = preview.data
  const withProblems = result?.rows.filter((row) => row.problems.length > 0) ?? []

  return (
    <Flex direction="column" gap="3">
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={fileId} size="2" weight="medium">
          <Trans>CSV file</Trans>
        </Text>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </Flex>
      {preview.isPending ? (
        <Text role="status" size="2">
          <Trans>Reading the file…</Trans>
        </Text>
      ) : null}
      {preview.isError ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>
            <Trans>The file could not be read. Check that it is a CSV file and try again.</Trans>
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {result && result.missingColumns.length > 0 ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>
            <Trans>The file lacks the columns {result.missingColumns.join(', ')}: nothing can be imported.</Trans>
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {result && result.missingColumns.length === 0 ? (
        <>
          <Text as="p" role="status" size="2">
            <Plural value={result.rows.length} one="# row read" other="# rows read" />
            {' · '}
            <Plural value={result.valid} one="# ready to import" other="# ready to import" />
            {' · '}
            <Plural value={withProblems.length} one="# with a problem" other="# with problems" />
          </Text>
          {withProblems.length > 0 ? (
            <div className="contact-import__rows" role="region" aria-label={t`Rows with problems`} tabIndex={0}>
              <Table.Root size="1">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>{t`Row`}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t`Instagram id`}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t`Problems`}</Table.ColumnHeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {withProblems.map((row) => (
                    <Table.Row key={row.row}>
                      <Table.RowHeaderCell>{i18n.number(row.row)}</Table.RowHeaderCell>
                      <Table.Cell>
                        <bdi>{row.contactId}</bdi>
                      </Table.Cell>
                      <Table.Cell>
                        <ul className="contact-import__problems">
                          {row.problems.map((problem, index) => (
                            <li key={index}>{importProblemText(i18n, problem)}</li>
                          ))}
                        </ul>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </div>
          ) : null}
        </>
      ) : null}
      <Flex gap="3" justify="end" mt="2">
        <Dialog.Close>
          <Button type="button" variant="soft" color="gray">
            <Trans>Cancel</Trans>
          </Button>
        </Dialog.Close>
        <Button disabled={!result || result.valid === 0} loading={importing.isPending} onClick={() => void write()}>
          {result ? (
            <Plural value={result.valid} one="Import # contact" other="Import # contacts" />
          ) : (
            <Trans>Import</Trans>
          )}
        </Button>
      </Flex>
    </Flex>
  )
}
