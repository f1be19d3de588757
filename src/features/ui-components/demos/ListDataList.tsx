import { Trans, useLingui } from '@lingui/react/macro'
import { Code, DataList, Flex, IconButton, Link } from '@radix-ui/themes'
import { IconCopy } from '@tabler/icons-react'
import { useFormat } from '@/components/format'
import { StatusBadge } from '@/components/status-badge'
import { notify } from '@/components/toast'

const WEBHOOK = 'https://hooks.auroracoffee.com/conversa'

/** Radix Themes' DataList: labels and values of one record, a `<dl>` that stacks on narrow screens. */
export default function ListDataList() {
  const { t } = useLingui()
  const format = useFormat()
  const copy = () =>
    void navigator.clipboard.writeText(WEBHOOK).then(
      () => notify.success(t`Webhook address copied.`),
      () => notify.error(t`The address could not be copied. Select it and copy it by hand.`),
    )
  return (
    <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
      <DataList.Item>
        <DataList.Label minWidth="120px">
          <Trans>Account</Trans>
        </DataList.Label>
        <DataList.Value>@auroracoffee</DataList.Value>
      </DataList.Item>
      <DataList.Item align="center">
        <DataList.Label minWidth="120px">
          <Trans>Status</Trans>
        </DataList.Label>
        <DataList.Value>
          <StatusBadge tone="success">
            <Trans>Connected</Trans>
          </StatusBadge>
        </DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label minWidth="120px">
          <Trans>Connected on</Trans>
        </DataList.Label>
        <DataList.Value>{format.date('2026-02-03', { dateStyle: 'long' })}</DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label minWidth="120px">
          <Trans>Webhook</Trans>
        </DataList.Label>
        <DataList.Value>
          <Flex align="center" gap="2" wrap="wrap">
            <Code variant="ghost" dir="ltr">
              {WEBHOOK}
            </Code>
            <IconButton size="1" variant="ghost" color="gray" aria-label={t`Copy the webhook address`} onClick={copy}>
              <IconCopy size={14} aria-hidden />
            </IconButton>
          </Flex>
        </DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label minWidth="120px">
          <Trans>Owner</Trans>
        </DataList.Label>
        <DataList.Value>
          <Link href="mailto:sofia@auroracoffee.com">sofia@auroracoffee.com</Link>
        </DataList.Value>
      </DataList.Item>
    </DataList.Root>
  )
}
