import { useLingui } from '@lingui/react/macro'
import { Flex } from '@radix-ui/themes'
import { useState } from 'react'
import { Chip, ChipGroup } from '@/components/chip'

/**
 * A disabled chip still takes focus (a screen reader finds it and hears "dimmed") but cannot be
 * chosen; the whole group can be disabled too.
 */
export default function ChipDisabled() {
  const { t } = useLingui()
  const [languages, setLanguages] = useState<string[]>(['en'])
  return (
    <Flex direction="column" gap="3">
      <ChipGroup
        label={t`Reply languages`}
        selection="multiple"
        value={languages}
        onValueChange={setLanguages}
        items={[
          { value: 'en', label: t`English` },
          { value: 'fr', label: t`French` },
          { value: 'ar', label: t`Arabic (on the Pro plan)`, disabled: true },
        ]}
      />
      <ChipGroup
        label={t`Channels (locked while the automation runs)`}
        selection="multiple"
        value={['dm']}
        onValueChange={() => undefined}
        disabled
        items={[
          { value: 'dm', label: t`DMs` },
          { value: 'comment', label: t`Comments` },
        ]}
      />
      <Flex gap="2">
        <Chip disabled onRemove={() => undefined}>
          {t`Archived tag`}
        </Chip>
      </Flex>
    </Flex>
  )
}
