import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, IconButton, Text, TextField } from '@radix-ui/themes'
import { IconAt, IconLink, IconSearch, IconX } from '@tabler/icons-react'
import { useId, useState } from 'react'

/**
 * Slots before and after the text (TextField.Slot): an icon that says what to type, a button that
 * acts on it. A slot is on the inline start by default; side="right" puts it on the inline end,
 * so both mirror in right-to-left.
 */
export default function TextfieldSlots() {
  const { t } = useLingui()
  const handleId = useId()
  const linkId = useId()
  const [search, setSearch] = useState('')
  return (
    <Flex direction="column" gap="3">
      <TextField.Root
        type="search"
        aria-label={t`Search conversations`}
        placeholder={t`Search conversations`}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      >
        <TextField.Slot>
          <IconSearch size={16} aria-hidden="true" />
        </TextField.Slot>
        {search && (
          <TextField.Slot side="right">
            <IconButton
              size="1"
              variant="ghost"
              color="gray"
              aria-label={t`Clear the search`}
              onClick={() => setSearch('')}
            >
              <IconX size={14} aria-hidden="true" />
            </IconButton>
          </TextField.Slot>
        )}
      </TextField.Root>
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={handleId} size="2" weight="medium">
          <Trans>Instagram handle</Trans>
        </Text>
        {/* Handles and links are Latin text: they stay left to right in Arabic. */}
        <TextField.Root id={handleId} dir="ltr" defaultValue="auroracoffee" autoComplete="off">
          <TextField.Slot>
            <IconAt size={16} aria-hidden="true" />
          </TextField.Slot>
        </TextField.Root>
      </Flex>
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={linkId} size="2" weight="medium">
          <Trans>Link in bio</Trans>
        </Text>
        <TextField.Root id={linkId} dir="ltr" type="url" defaultValue="https://aurora.coffee/shop">
          <TextField.Slot>
            <IconLink size={16} aria-hidden="true" />
          </TextField.Slot>
          <TextField.Slot side="right">
            <Text size="1" color="gray">
              <Trans>UTM added</Trans>
            </Text>
          </TextField.Slot>
        </TextField.Root>
      </Flex>
    </Flex>
  )
}
