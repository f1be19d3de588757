import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Select, Text } from '@radix-ui/themes'
import { useId, useState } from 'react'

/** Options in named groups, a separator between them, and an option that cannot be chosen today. */
export default function SelectGroups() {
  const { t } = useLingui()
  const labelId = useId()
  const [assignee, setAssignee] = useState('')
  return (
    <Flex direction="column" gap="2" maxWidth="320px">
      <Text id={labelId} size="2" weight="medium">
        <Trans>Assign the conversation to</Trans>
      </Text>
      <Select.Root value={assignee} onValueChange={setAssignee}>
        <Select.Trigger aria-labelledby={labelId} placeholder={t`Choose a teammate`} />
        <Select.Content position="popper">
          <Select.Group>
            <Select.Label>
              <Trans>Sales</Trans>
            </Select.Label>
            <Select.Item value="amira">Amira Benali</Select.Item>
            <Select.Item value="jonas">Jonas Weber</Select.Item>
          </Select.Group>
          <Select.Separator />
          <Select.Group>
            <Select.Label>
              <Trans>Support</Trans>
            </Select.Label>
            <Select.Item value="lea">Léa Martin</Select.Item>
            {/* Disabled: shown so nobody wonders where Omar went, but not assignable. */}
            <Select.Item value="omar" disabled>
              {t`Omar Haddad (on leave)`}
            </Select.Item>
          </Select.Group>
        </Select.Content>
      </Select.Root>
      <Text size="2" color="gray">
        {assignee ? (
          <Trans>The conversation moves to this teammate’s inbox.</Trans>
        ) : (
          <Trans>Unassigned conversations stay in the shared inbox.</Trans>
        )}
      </Text>
    </Flex>
  )
}
