import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, Card, Code, Flex, Grid, Heading, Table, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { QueryContent, apiErrorMessage } from '@/components/feedback'
import { Form, FormAlert, InputField, SelectField, SubmitButton, useZodForm } from '@/components/form'
import { useFormat } from '@/components/format'
import { notify } from '@/components/toast'
import { API_KEY_ACCESS, newApiKeySchema, type ApiKeyAccess } from '@/domain/account/settings'
import { apiKeysQuery, useCreateApiKey, useDeleteApiKey } from './api'

/**
 * Keys for calling Conversa's API from another tool. A new key is shown once, here, until the
 * person leaves the page: the backend keeps only its hash.
 */
export function ApiKeysCard() {
  const { t } = useLingui()
  const format = useFormat()
  const keys = useQuery(apiKeysQuery())
  const create = useCreateApiKey()
  const remove = useDeleteApiKey()
  const [created, setCreated] = useState<string | null>(null)
  const access: Record<ApiKeyAccess, string> = { full: t`Full access`, read: t`Read only` }
  const form = useZodForm(newApiKeySchema, { defaultValues: { name: '', access: 'read' } })
  return (
    <Card size="3">
      <Flex direction="column" gap="4">
        <Flex direction="column" gap="1">
          <Heading as="h2" size="4">
            <Trans>API keys</Trans>
          </Heading>
          <Text as="p" size="2" color="gray">
            <Trans>Let another tool read or change your automations. Anyone holding a key can act as you.</Trans>
          </Text>
        </Flex>
        <Form
          form={form}
          aria-label={t`Create an API key`}
          onSubmit={async (values, { idempotencyKey }) => {
            const answer = await create.mutateAsync({ input: values, idempotencyKey })
            setCreated(answer.key)
            form.reset({ name: '', access: values.access })
          }}
        >
          <Grid columns={{ initial: '1', sm: '2' }} gap="3">
            <InputField control={form.control} name="name" label={t`Key name`} placeholder="Zapier" required />
            <SelectField
              control={form.control}
              name="access"
              label={t`Access`}
              options={API_KEY_ACCESS.map((value) => ({ value, label: access[value] }))}
              required
            />
          </Grid>
          <Flex justify="end">
            <SubmitButton>
              <Trans>Create key</Trans>
            </SubmitButton>
          </Flex>
        </Form>
        {created && (
          <Callout.Root color="grass" role="status">
            <Flex direction="column" gap="2">
              <Callout.Text>
                <Trans>Copy the new key now: it will not be shown again.</Trans>
              </Callout.Text>
              <Flex gap="2" align="center" wrap="wrap">
                <Code size="2" className="api-key">
                  {created}
                </Code>
                <Button
                  size="1"
                  variant="soft"
                  onClick={() =>
                    void navigator.clipboard.writeText(created).then(
                      () => notify.success(t`The key is copied.`),
                      () => notify.error(t`The key could not be copied. Select it and copy it by hand.`),
                    )
                  }
                >
                  <Trans>Copy</Trans>
                </Button>
              </Flex>
            </Flex>
          </Callout.Root>
        )}
        {remove.isError && <FormAlert message={apiErrorMessage(remove.error)} />}
        <QueryContent query={keys} loading={t`Loading your keys…`}>
          {(list) =>
            list.length === 0 ? (
              <Text as="p" color="gray">
                <Trans>No key yet.</Trans>
              </Text>
            ) : (
              <Table.Root variant="surface">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>
                      <Trans>Name</Trans>
                    </Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>
                      <Trans>Access</Trans>
                    </Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>
                      <Trans>Key</Trans>
                    </Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>
                      <Trans>Created</Trans>
                    </Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>
                      <Trans>Actions</Trans>
                    </Table.ColumnHeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {list.map((key) => (
                    <Table.Row key={key.id}>
                      <Table.RowHeaderCell>{key.name}</Table.RowHeaderCell>
                      <Table.Cell>{access[key.access]}</Table.Cell>
                      <Table.Cell>
                        <Code variant="ghost" dir="ltr">
                          cnv_…{key.last4}
                        </Code>
                      </Table.Cell>
                      <Table.Cell>{format.date(key.createdAt)}</Table.Cell>
                      <Table.Cell>
                        <ConfirmDialog
                          trigger={
                            <Button size="1" variant="soft" color="red" aria-label={t`Delete the key ${key.name}`}>
                              <Trans>Delete</Trans>
                            </Button>
                          }
                          title={t`Delete the key ${key.name}?`}
                          description={t`Tools using it stop working at once. This cannot be undone.`}
                          cancelLabel={t`Keep it`}
                          confirmLabel={t`Delete`}
                          onConfirm={() =>
                            remove.mutate(key.id, {
                              onSuccess: () => notify.success(t`The key ${key.name} is deleted.`),
                            })
                          }
                        />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )
          }
        </QueryContent>
      </Flex>
    </Card>
  )
}
