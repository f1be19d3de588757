import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { leaveGuardedScreen } from '@/components/form'
import type { AutomationDraft } from '@/domain/automations/apiTypes'
import { installTemplate, templateById } from '@/domain/automations/flow/templates'
import { automationErrorMessage } from '@/domain/automations/messages'
import { ApiError } from '@/lib/apiClient'
import { pathOf } from '@/routes/match'
import type { ScreenProps } from '@/routes/types'
import { automationAccountsQuery, automationQuery, automationVocabularyQuery, useSaveAutomation } from './api'
import { AutomationBuilder } from './AutomationBuilder'
import { TemplateGallery } from './TemplateGallery'
import { setFlash } from '@/components/flash'
import './automations.css'

/**
 * /automacoes/nova and /automacoes/{id}/editar: the builder on its own address, so Back, reload
 * and a shared link open it again (docs/product.md, "Automations"). A new automation offers the
 * template gallery first; /automacoes/nova?template={id} opens the builder filled from one.
 */
export default function AutomationBuilderScreen({ params }: ScreenProps) {
  const { i18n } = useLingui()
  const id = params.id ?? null
  const [, navigate] = useLocation()
  const search = useSearch()
  const template = id === null ? templateById(new URLSearchParams(search).get('template') ?? '') : undefined
  const accounts = useQuery(automationAccountsQuery())
  const existing = useQuery({ ...automationQuery(id ?? ''), enabled: id !== null })
  const vocabulary = useQuery(automationVocabularyQuery(id))
  const save = useSaveAutomation()
  const [failure, setFailure] = useState<unknown>(null)
  // Told that someone saved the automation since this edit began, the person's next save replaces
  // that version, whose number is read then.
  const [replacing, setReplacing] = useState<number | null>(null)
  const listPath = pathOf('automations')

  const loadError = accounts.error ?? existing.error ?? vocabulary.error
  if (loadError) {
    return (
      <Flex direction="column" gap="3" maxWidth="760px">
        <Callout.Root color="red" role="alert">
          <Callout.Text>{i18n._(automationErrorMessage(loadError))}</Callout.Text>
        </Callout.Root>
        <Flex gap="2">
          {!(loadError instanceof ApiError && loadError.status === 404) ? (
            <Button
              variant="soft"
              onClick={() => {
                void accounts.refetch()
                void vocabulary.refetch()
                if (id !== null) void existing.refetch()
              }}
            >
              <Trans>Try again</Trans>
            </Button>
          ) : null}
          <Button variant="soft" color="gray" asChild>
            <Link href={listPath}>
              <Trans>Back to automations</Trans>
            </Link>
          </Button>
        </Flex>
      </Flex>
    )
  }
  if (!accounts.data || !vocabulary.data || (id !== null && !existing.data)) {
    return (
      <Flex align="center" gap="2" role="status">
        <Spinner />
        <Text>
          <Trans>Loading the automation…</Trans>
        </Text>
      </Flex>
    )
  }

  const onSave = async (draft: AutomationDraft, idempotencyKey: string) => {
    setFailure(null)
    try {
      const input = replacing === null ? draft : { ...draft, baseVersion: replacing }
      const saved = await save.mutateAsync({ id, input, idempotencyKey })
      setFlash(msg`“${saved.name}” was saved.`)
      leaveGuardedScreen(navigate, listPath)
      return { saved: true } as const
    } catch (cause) {
      setFailure(cause)
      if (cause instanceof ApiError && cause.code === 'automations/changed')
        setReplacing((await existing.refetch()).data?.version ?? null)
      const fieldPath = cause instanceof ApiError && cause.code === 'automations/unknown-account' ? 'accountId' : null
      return { saved: false, fieldPath } as const
    }
  }

  return (
    <AutomationBuilder
      // A fresh form per automation or template: the draft starts from what the backend or the template holds.
      key={id ?? `new:${template?.id ?? ''}`}
      existing={existing.data ?? null}
      template={template ? { id: template.id, ...installTemplate(template, (descriptor) => i18n._(descriptor)) } : null}
      intro={id !== null ? null : template ? <TemplateChosen name={i18n._(template.name)} /> : <TemplateGallery />}
      accounts={accounts.data}
      vocabulary={vocabulary.data}
      saving={save.isPending}
      failure={failure === null ? null : i18n._(automationErrorMessage(failure))}
      onSave={onSave}
      onCancel={(requestLeave) => requestLeave(listPath)}
    />
  )
}

/** Which template the draft started from, and the way back to the gallery to pick another. */
function TemplateChosen({ name }: { name: string }) {
  return (
    <Callout.Root color="gray" role="note">
      <Callout.Text>
        <Trans>
          Started from the template “{name}”: change anything, then save it.{' '}
          <Link href={pathOf('automation-new')}>Choose another template</Link>
        </Trans>
      </Callout.Text>
    </Callout.Root>
  )
}
