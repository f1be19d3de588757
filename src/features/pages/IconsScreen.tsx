import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Flex, Heading, Text, TextField } from '@radix-ui/themes'
import { IconSearch } from '@tabler/icons-react'
import { useSearchParams } from 'wouter'
import { ItemList } from '@/components/item-list'
import { Icon, ICONS } from '@/components/icon'
import { notify } from '@/components/toast'
import './pages.css'

const NAMES = Object.keys(ICONS).sort()

/**
 * `/pages/icons`: the icon set the app draws by name (the route table's `nav.icon`, `<Icon name>`), searchable,
 * each name one click from the clipboard. The search lives in the address (`?q=`).
 */
export default function IconsScreen() {
  const { t } = useLingui()
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const shown = NAMES.filter((name) => name.toLowerCase().includes(q.trim().toLowerCase()))
  const copy = async (name: string) => {
    try {
      await navigator.clipboard.writeText(name)
      notify.success(t`Copied “${name}”`)
    } catch {
      notify.error(t`The browser did not let us copy “${name}”. Select the name and copy it by hand.`)
    }
  }
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="6">
        <Trans>Icons</Trans>
      </Heading>
      <Text as="p" color="gray">
        <Trans>
          The icons the app draws by name, from the Tabler set: in a menu entry of the route table or with the kit’s
          Icon component. Click one to copy its name.
        </Trans>
      </Text>
      <TextField.Root
        type="search"
        aria-label={t`Search the icons`}
        placeholder={t`Search the icons`}
        value={q}
        onChange={(event) => setParams(event.target.value ? { q: event.target.value } : {}, { replace: true })}
        style={{ maxInlineSize: '24rem' }}
      >
        <TextField.Slot>
          <IconSearch size={16} aria-hidden="true" />
        </TextField.Slot>
      </TextField.Root>
      <Text as="p" size="2" color="gray" role="status">
        {shown.length === 0 ? (
          <Trans>No icon is named like “{q}”.</Trans>
        ) : (
          <Trans>
            {shown.length} of {NAMES.length} icons
          </Trans>
        )}
      </Text>
      <ItemList className="pages-icon-grid">
        {shown.map((name) => (
          <li key={name}>
            <Button variant="surface" color="gray" onClick={() => void copy(name)} aria-label={t`Copy “${name}”`}>
              <Flex direction="column" align="center" gap="2">
                <Icon name={name} size={28} />
                <Text size="1">{name}</Text>
              </Flex>
            </Button>
          </li>
        ))}
      </ItemList>
    </Flex>
  )
}
