import { useLingui } from '@lingui/react/macro'
import { Flex, Select, TextField } from '@radix-ui/themes'
import { useState } from 'react'
import { FLOW_LIMITS } from '@/domain/automations/flow/model'
import { Field } from '../fields'
import type { FlowEditorProblem } from '../types'

type Unit = 'minutes' | 'hours'
const SECONDS: Record<Unit, number> = { minutes: 60, hours: 60 * 60 }

interface DurationFieldProps {
  label: string
  seconds: number
  onChange: (seconds: number) => void
  problems?: readonly FlowEditorProblem[]
}

/** A duration typed in minutes or hours, from one minute to a day. */
export function DurationField({ label, seconds, onChange, problems }: DurationFieldProps) {
  const { t } = useLingui()
  const [unit, setUnit] = useState<Unit>(seconds % SECONDS.hours === 0 ? 'hours' : 'minutes')
  const amount = Math.round((seconds / SECONDS[unit]) * 100) / 100
  const hint = t`From 1 minute to 24 hours.`
  return (
    <Field label={label} hint={hint} problems={problems}>
      {({ inputId, describedBy, invalid }) => (
        <Flex gap="2">
          <TextField.Root
            id={inputId}
            type="number"
            inputMode="decimal"
            min={unit === 'hours' ? 1 / 60 : 1}
            max={FLOW_LIMITS.waitMaxSeconds / SECONDS[unit]}
            value={String(amount)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(event) => onChange(Math.round(Number(event.target.value) * SECONDS[unit]))}
          />
          <Select.Root value={unit} onValueChange={(next) => setUnit(next as Unit)}>
            <Select.Trigger aria-label={t`Unit of ${label}`} />
            <Select.Content>
              <Select.Item value="minutes">{t`minutes`}</Select.Item>
              <Select.Item value="hours">{t`hours`}</Select.Item>
            </Select.Content>
          </Select.Root>
        </Flex>
      )}
    </Field>
  )
}
