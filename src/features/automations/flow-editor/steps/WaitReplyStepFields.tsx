import { useLingui } from '@lingui/react/macro'
import { Button, Card, Flex } from '@radix-ui/themes'
import type { KeywordMatchMode } from '@/domain/automations/model'
import { moved, newId, replaced } from '../graphEdit'
import { ChoiceField } from './ChoiceField'
import { DurationField } from './DurationField'
import { ListItemActions } from './ListItemActions'
import type { StepFieldsProps } from './stepProps'
import { TextInput } from './TextInput'
import { useStepProblems } from './useStepProblems'

export function WaitReplyStepFields({ step, onChange }: StepFieldsProps<'wait-reply'>) {
  const { t } = useLingui()
  const problemsAt = useStepProblems(step.id)
  return (
    <Flex direction="column" gap="3">
      {step.routes.map((route, index) => {
        const name = t`Answer ${index + 1}`
        const path = `routes.${index}.keywords`
        const setRoute = (next: typeof route, group?: string) =>
          onChange({ ...step, routes: replaced(step.routes, index, next) }, group)
        return (
          <Card key={route.id} variant="surface">
            <Flex gap="3" align="end" wrap="wrap">
              <TextInput
                label={t`${name}: words`}
                hint={t`Separate several with commas. The first answer that matches is taken.`}
                value={route.keywords.keywords.join(', ')}
                problems={problemsAt(path)}
                onChange={(raw) =>
                  setRoute(
                    {
                      ...route,
                      keywords: { ...route.keywords, keywords: raw.split(',').map((word) => word.trimStart()) },
                    },
                    path,
                  )
                }
              />
              <ChoiceField<KeywordMatchMode>
                label={t`${name}: matches when the reply`}
                value={route.keywords.mode}
                options={[
                  { value: 'contains', label: t`contains one of the words` },
                  { value: 'exact', label: t`is exactly one of the words` },
                ]}
                onChange={(mode) => setRoute({ ...route, keywords: { ...route.keywords, mode } })}
              />
              <ListItemActions
                name={name}
                index={index}
                count={step.routes.length}
                onMove={(delta) => onChange({ ...step, routes: moved(step.routes, index, delta) })}
                onRemove={() => onChange({ ...step, routes: step.routes.filter((_, at) => at !== index) })}
              />
            </Flex>
          </Card>
        )
      })}
      <div>
        <Button
          type="button"
          variant="soft"
          size="1"
          onClick={() =>
            onChange({
              ...step,
              routes: [
                ...step.routes,
                { id: newId('route'), keywords: { keywords: [], mode: 'contains' }, next: null },
              ],
            })
          }
        >
          {t`Add an expected answer`}
        </Button>
      </div>
      <DurationField
        label={t`Wait for a reply`}
        seconds={step.timeoutSeconds}
        problems={problemsAt('timeoutSeconds')}
        onChange={(timeoutSeconds) => onChange({ ...step, timeoutSeconds }, 'timeoutSeconds')}
      />
    </Flex>
  )
}
