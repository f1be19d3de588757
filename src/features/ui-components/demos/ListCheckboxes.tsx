import { Trans, useLingui } from '@lingui/react/macro'
import { Checkbox, Flex, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { useFormat } from '@/components/format'
import '../lists.css'

/** A checklist: each row is a label, so the whole row ticks its box. The count below follows. */
export default function ListCheckboxes() {
  const { t } = useLingui()
  const format = useFormat()
  const steps = [
    { id: 'connect', label: t`Connect the Instagram account` },
    { id: 'keywords', label: t`Choose the keywords` },
    { id: 'reply', label: t`Write the reply` },
    { id: 'test', label: t`Send a test comment` },
  ]
  const [done, setDone] = useState<string[]>(['connect'])
  const toggle = (id: string, checked: boolean) =>
    setDone(checked ? [...done, id] : done.filter((other) => other !== id))
  const doneCount = format.number(done.length)
  const total = format.number(steps.length)
  return (
    <Flex direction="column" gap="2">
      <ul className="uica-list" aria-label={t`Launch checklist`}>
        {steps.map((step) => (
          <li key={step.id}>
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Checkbox
                  checked={done.includes(step.id)}
                  onCheckedChange={(checked) => toggle(step.id, checked === true)}
                />
                {step.label}
              </Flex>
            </Text>
          </li>
        ))}
      </ul>
      <Text size="1" color="gray">
        <Trans>
          {doneCount} of {total} steps done
        </Trans>
      </Text>
    </Flex>
  )
}
