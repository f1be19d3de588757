import { useLingui } from '@lingui/react/macro'
import { Button, Flex, Text, TextField } from '@radix-ui/themes'
import { FLOW_LIMITS } from '@/domain/automations/flow/model'
import { Field } from '../fields'
import { newId, replaced } from '../graphEdit'
import { ListItemActions } from './ListItemActions'
import type { StepFieldsProps } from './stepProps'
import { useStepProblems } from './useStepProblems'

const LABELS = ['A', 'B', 'C']

export function SplitStepFields({ step, onChange }: StepFieldsProps<'split'>) {
  const { t, i18n } = useLingui()
  const problemsAt = useStepProblems(step.id)
  const total = step.branches.reduce((sum, branch) => sum + Math.max(0, branch.weight), 0)
  return (
    <Flex direction="column" gap="2">
      <Text size="2" color="gray">
        {t`Each person is sent down one branch at random, in proportion to its weight, to compare what works best.`}
      </Text>
      {step.branches.map((branch, index) => {
        const name = t`Branch ${branch.label}`
        const share = i18n.number(total > 0 ? branch.weight / total : 0, { style: 'percent' })
        return (
          <Flex key={branch.id} gap="2" align="end">
            <Field
              label={t`Weight of branch ${branch.label}`}
              hint={t`${share} of people`}
              problems={problemsAt(`branches.${index}.weight`)}
            >
              {({ inputId, describedBy, invalid }) => (
                <TextField.Root
                  id={inputId}
                  type="number"
                  min={0}
                  value={String(branch.weight)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  onChange={(event) =>
                    onChange(
                      {
                        ...step,
                        branches: replaced(step.branches, index, { ...branch, weight: Number(event.target.value) }),
                      },
                      `branches.${index}.weight`,
                    )
                  }
                />
              )}
            </Field>
            <ListItemActions
              name={name}
              index={index}
              count={step.branches.length}
              removable={step.branches.length > FLOW_LIMITS.splitBranchesMin}
              onRemove={() =>
                onChange({
                  ...step,
                  branches: step.branches
                    .filter((_, at) => at !== index)
                    .map((kept, at) => ({ ...kept, label: LABELS[at] ?? kept.label })),
                })
              }
            />
          </Flex>
        )
      })}
      {step.branches.length < FLOW_LIMITS.splitBranchesMax ? (
        <div>
          <Button
            type="button"
            variant="soft"
            size="1"
            onClick={() =>
              onChange({
                ...step,
                branches: [
                  ...step.branches,
                  { id: newId('branch'), label: LABELS[step.branches.length] ?? '', weight: 33, next: null },
                ],
              })
            }
          >
            {t`Add a branch`}
          </Button>
        </div>
      ) : null}
    </Flex>
  )
}
