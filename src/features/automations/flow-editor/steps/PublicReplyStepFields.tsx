import { useLingui } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import { replaced } from '../graphEdit'
import { ListItemActions } from './ListItemActions'
import type { StepFieldsProps } from './stepProps'
import { TextInput } from './TextInput'
import { useStepProblems } from './useStepProblems'

export function PublicReplyStepFields({ step, onChange }: StepFieldsProps<'public-reply'>) {
  const { t } = useLingui()
  const problemsAt = useStepProblems(step.id)
  return (
    <Flex direction="column" gap="2">
      <Text size="2" color="gray">
        {t`One of these replies is picked at random each time, so the account does not repeat itself.`}
      </Text>
      {step.variants.map((variant, index) => {
        const name = t`Reply ${index + 1}`
        return (
          <Flex key={index} gap="2" align="end">
            <div className="flow-grow">
              <TextInput
                label={name}
                value={variant}
                problems={problemsAt(`variants.${index}`)}
                onChange={(text) =>
                  onChange({ ...step, variants: replaced(step.variants, index, text) }, `variants.${index}`)
                }
              />
            </div>
            <ListItemActions
              name={name}
              index={index}
              count={step.variants.length}
              removable={step.variants.length > 1}
              onRemove={() => onChange({ ...step, variants: step.variants.filter((_, at) => at !== index) })}
            />
          </Flex>
        )
      })}
      <div>
        <Button
          type="button"
          variant="soft"
          size="1"
          onClick={() => onChange({ ...step, variants: [...step.variants, ''] })}
        >
          {t`Add a reply`}
        </Button>
      </div>
    </Flex>
  )
}
