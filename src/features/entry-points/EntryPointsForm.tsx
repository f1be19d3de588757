import type { I18n } from '@lingui/core'
import { plural } from '@lingui/core/macro'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Flex, Heading, IconButton, Select, Text } from '@radix-ui/themes'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { get, useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form'
import type { z } from 'zod'
import {
  Form,
  formMessage,
  InputField,
  SelectField,
  SubmitButton,
  translateFormMessage,
  useUnsavedChangesGuard,
  useZodForm,
} from '@/components/form'
import { notify } from '@/components/toast'
import type { AccountEntryPoints, EntryPointAutomation } from '@/domain/entryPoints/apiTypes'
import {
  ENTRY_POINT_LIMITS,
  ENTRY_POINT_LOCALES,
  entryPointsProblems,
  entryPointsSchema,
  type EntryPoints,
} from '@/domain/entryPoints/model'
import { useAbility } from '@/runtime/session/useAbility'
import { useSaveEntryPoints } from './api'
import { automationLabel, localeName, PROBLEM_MESSAGES, REFUSAL_MESSAGES, SERVER_MESSAGES } from './labels'

/** The API's schema, with the rules across locales worded for the form. */
const formSchema = entryPointsSchema.superRefine((value, context) => {
  for (const problem of entryPointsProblems(value))
    context.addIssue({
      code: 'custom',
      path: problem.path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      message: formMessage(PROBLEM_MESSAGES[problem.reason]),
    })
})

type FormValues = z.input<typeof formSchema>
type FormControl = Control<FormValues, unknown, EntryPoints>

/**
 * The account's ice breakers and persistent menu, one section per language (`default` first, then
 * the languages added). Saving writes them to Instagram; the form then shows what Instagram holds.
 */
export function EntryPointsForm({ data }: { data: AccountEntryPoints }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const save = useSaveEntryPoints(data.accountId)
  // A viewer or an agent of the workspace sees what Instagram holds and changes nothing.
  const mayEdit = useAbility().can('update', 'Integration')
  const form = useZodForm(formSchema, { defaultValues: data.entryPoints })
  const locales = useFieldArray({ control: form.control, name: 'locales' })
  const { dialog } = useUnsavedChangesGuard(form.formState.isDirty)
  const used = new Set(locales.fields.map((field) => field.locale))
  const addable = ENTRY_POINT_LOCALES.filter((entry) => !used.has(entry.locale))
  const [adding, setAdding] = useState<string>('')
  // The language to add: the one chosen, else the first not yet in the list.
  const nextLocale = addable.some((entry) => entry.locale === adding) ? adding : (addable[0]?.locale ?? '')
  const addId = useId()

  return (
    <Form
      form={form}
      aria-label={t`Ice breakers and menu`}
      serverMessages={SERVER_MESSAGES}
      serverRefusals={REFUSAL_MESSAGES}
      onSubmit={async (values) => {
        const held = await save.mutateAsync(values)
        form.reset(held.entryPoints)
        notify.success(t`Saved to Instagram. People may see the change only after a while.`)
      }}
    >
      <fieldset disabled={!mayEdit} className="entry-points-fieldset">
        {locales.fields.map((field, index) => (
          <Card key={field.id} size="2">
            <Flex direction="column" gap="4">
              <Flex justify="between" align="center" gap="2" wrap="wrap">
                <Heading as="h3" size="4">
                  {localeName(i18n, field.locale)}
                </Heading>
                {field.locale === 'default' ? null : (
                  <Button type="button" variant="ghost" color="red" onClick={() => locales.remove(index)}>
                    <IconTrash size={16} aria-hidden="true" />
                    <Trans>Remove this language</Trans>
                  </Button>
                )}
              </Flex>
              <IceBreakerFields
                control={form.control}
                index={index}
                language={localeName(i18n, field.locale)}
                automations={data.automations}
              />
              <MenuFields
                control={form.control}
                index={index}
                language={localeName(i18n, field.locale)}
                automations={data.automations}
              />
            </Flex>
          </Card>
        ))}
        {addable.length > 0 ? (
          <Flex gap="2" align="end" wrap="wrap">
            <Flex direction="column" gap="1">
              <Text as="label" id={addId} size="2" weight="medium">
                <Trans>Another language</Trans>
              </Text>
              <Select.Root value={nextLocale} onValueChange={setAdding}>
                <Select.Trigger aria-labelledby={addId} />
                <Select.Content position="popper">
                  {addable.map((entry) => (
                    <Select.Item key={entry.locale} value={entry.locale}>
                      {localeName(i18n, entry.locale)}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
            <Button
              type="button"
              variant="soft"
              onClick={() => {
                const locale = addable.find((entry) => entry.locale === nextLocale)?.locale
                if (!locale) return
                locales.append({ locale, iceBreakers: [], menu: [] })
                setAdding('')
              }}
            >
              <IconPlus size={16} aria-hidden="true" />
              <Trans>Add the language</Trans>
            </Button>
          </Flex>
        ) : null}
      </fieldset>
      {mayEdit ? (
        <Flex>
          <SubmitButton>
            <Trans>Save to Instagram</Trans>
          </SubmitButton>
        </Flex>
      ) : (
        <Text as="p" size="2" color="gray">
          <Trans>Only the workspace’s owners and admins can change the entry points.</Trans>
        </Text>
      )}
      {dialog}
    </Form>
  )
}

/** A text field's length limit, as its hint says it. */
function useUpTo() {
  const { t } = useLingui()
  return (limit: number) => t({ message: plural(limit, { one: 'Up to # character.', other: 'Up to # characters.' }) })
}

interface SectionProps {
  control: FormControl
  index: number
  language: string
  automations: readonly EntryPointAutomation[]
}

/** The automations a tap may start: those whose trigger is a tap on an ice breaker or menu item. */
function automationOptions(automations: readonly EntryPointAutomation[], i18n: I18n) {
  return automations
    .filter((automation) => automation.startsFrom === 'menu-tap')
    .map((automation) => ({ value: automation.id, label: automationLabel(i18n, automation) }))
}

/**
 * Says so when Instagram holds an item whose automation no tap can start any more (its trigger was
 * changed, it was deleted, or another tool set the item): the engine would start nothing.
 */
function StaleAutomationNote({
  control,
  name,
  options,
}: {
  control: FormControl
  name: `locales.${number}.${'iceBreakers' | 'menu'}.${number}.automationId`
  options: readonly { value: string }[]
}) {
  const automationId = useWatch({ control, name }) as string | undefined
  const { isSubmitted, dirtyFields } = useFormState({ control, name })
  // A row the person just added has no automation yet: the field's own error says so on saving.
  const added = !automationId && get(dirtyFields, name) === true
  if (isSubmitted || added || options.some((option) => option.value === automationId)) return null
  return (
    <Text size="2" color="amber" className="entry-points-note">
      <Trans>
        A tap here starts nothing: its automation no longer starts from an ice breaker or a menu item. Choose another.
      </Trans>
    </Text>
  )
}

/** An error on a whole list (too many items, the default's missing), under it. */
function ListError({ control, name }: { control: FormControl; name: `locales.${number}.${'iceBreakers' | 'menu'}` }) {
  const { i18n } = useLinguiRuntime()
  const { errors } = useFormState({ control, name })
  const [, index, list] = name.split('.') as [string, string, 'iceBreakers' | 'menu']
  const error = errors.locales?.[Number(index)]?.[list]
  const message = error?.root?.message ?? error?.message
  return message ? (
    <Text size="2" color="red" role="alert">
      {translateFormMessage(i18n, message)}
    </Text>
  ) : null
}

function IceBreakerFields({ control, index, language, automations }: SectionProps) {
  const { t, i18n } = useLingui()
  const name = `locales.${index}.iceBreakers` as const
  const breakers = useFieldArray({ control, name })
  const upTo = useUpTo()
  const options = automationOptions(automations, i18n)
  const full = breakers.fields.length >= ENTRY_POINT_LIMITS.iceBreakers
  return (
    <Flex direction="column" gap="2">
      <Heading as="h4" size="3">
        <Trans>Ice breakers</Trans>
      </Heading>
      <Text as="p" size="2" color="gray">
        <Trans>
          Questions a person can tap to start the conversation, at most {ENTRY_POINT_LIMITS.iceBreakers}. Each starts an
          automation.
        </Trans>
      </Text>
      {breakers.fields.length === 0 ? (
        <Text as="p" size="2">
          <Trans>No ice breakers in this language.</Trans>
        </Text>
      ) : (
        <ul aria-label={t`${language}: ice breakers`} className="entry-points-rows">
          {breakers.fields.map((field, position) => (
            <li key={field.id} className="entry-points-row">
              <InputField
                control={control}
                name={`${name}.${position}.question`}
                label={t`Question ${position + 1}`}
                hint={upTo(ENTRY_POINT_LIMITS.question)}
                required
              />
              <SelectField
                control={control}
                name={`${name}.${position}.automationId`}
                label={t`Starts`}
                placeholder={t`Choose an automation`}
                options={options}
                required
              />
              <IconButton
                type="button"
                variant="ghost"
                color="red"
                aria-label={t`Remove question ${position + 1}`}
                onClick={() => breakers.remove(position)}
              >
                <IconTrash size={16} aria-hidden="true" />
              </IconButton>
              <StaleAutomationNote control={control} name={`${name}.${position}.automationId`} options={options} />
            </li>
          ))}
        </ul>
      )}
      <ListError control={control} name={name} />
      <Flex>
        <Button
          type="button"
          variant="soft"
          disabled={full}
          onClick={() => breakers.append({ question: '', automationId: '' })}
        >
          <IconPlus size={16} aria-hidden="true" />
          <Trans>Add an ice breaker</Trans>
        </Button>
      </Flex>
    </Flex>
  )
}

function MenuFields({ control, index, language, automations }: SectionProps) {
  const { t, i18n } = useLingui()
  const name = `locales.${index}.menu` as const
  const items = useFieldArray({ control, name })
  const options = automationOptions(automations, i18n)
  const full = items.fields.length >= ENTRY_POINT_LIMITS.menuItems
  return (
    <Flex direction="column" gap="2">
      <Heading as="h4" size="3">
        <Trans>Menu</Trans>
      </Heading>
      <Text as="p" size="2" color="gray">
        <Trans>
          The menu a person can open in the conversation at any time: each item starts an automation or opens a web
          page.
        </Trans>
      </Text>
      {items.fields.length === 0 ? (
        <Text as="p" size="2">
          <Trans>No menu in this language.</Trans>
        </Text>
      ) : (
        <ul aria-label={t`${language}: menu`} className="entry-points-rows">
          {items.fields.map((field, position) => (
            <MenuItemRow
              key={field.id}
              control={control}
              name={`${name}.${position}`}
              position={position}
              options={options}
              onRemove={() => items.remove(position)}
            />
          ))}
        </ul>
      )}
      <ListError control={control} name={name} />
      <Flex>
        <Button
          type="button"
          variant="soft"
          disabled={full}
          onClick={() => items.append({ kind: 'automation', title: '', automationId: '' })}
        >
          <IconPlus size={16} aria-hidden="true" />
          <Trans>Add a menu item</Trans>
        </Button>
      </Flex>
    </Flex>
  )
}

function MenuItemRow({
  control,
  name,
  position,
  options,
  onRemove,
}: {
  control: FormControl
  name: `locales.${number}.menu.${number}`
  position: number
  options: { value: string; label: string }[]
  onRemove: () => void
}) {
  const { t } = useLingui()
  const upTo = useUpTo()
  const kind = useWatch({ control, name: `${name}.kind` })
  return (
    <li className="entry-points-row">
      <InputField
        control={control}
        name={`${name}.title`}
        label={t`Item ${position + 1}`}
        hint={upTo(ENTRY_POINT_LIMITS.menuTitle)}
        required
      />
      <SelectField
        control={control}
        name={`${name}.kind`}
        label={t`Does`}
        options={[
          { value: 'automation', label: t`Starts an automation` },
          { value: 'url', label: t`Opens a web page` },
        ]}
        required
      />
      {kind === 'url' ? (
        <InputField control={control} name={`${name}.url`} label={t`Web address`} type="url" required />
      ) : (
        <SelectField
          control={control}
          name={`${name}.automationId`}
          label={t`Starts`}
          placeholder={t`Choose an automation`}
          options={options}
          required
        />
      )}
      <IconButton
        type="button"
        variant="ghost"
        color="red"
        aria-label={t`Remove item ${position + 1}`}
        onClick={onRemove}
      >
        <IconTrash size={16} aria-hidden="true" />
      </IconButton>
      {kind === 'url' ? null : (
        <StaleAutomationNote control={control} name={`${name}.automationId`} options={options} />
      )}
    </li>
  )
}
