import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Table } from '@radix-ui/themes'
import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet } from '@tabler/icons-react'
import { useFormat } from '@/components/format'
import type { SignInRecord } from '@/domain/account/settings'

const DEVICE_ICONS = { desktop: IconDeviceDesktop, mobile: IconDeviceMobile, tablet: IconDeviceTablet }
const DEVICE_LABELS: Record<SignInRecord['device'], MessageDescriptor> = {
  desktop: msg`Computer`,
  mobile: msg`Phone`,
  tablet: msg`Tablet`,
}

/** Sign-ins, newest first: the browser and device each came from, and when. */
export function SignInsTable({ signIns }: { signIns: readonly SignInRecord[] }) {
  const { t, i18n } = useLingui()
  const format = useFormat()
  return (
    <Table.Root variant="surface">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>
            <Trans>Browser</Trans>
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>
            <Trans>Device</Trans>
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>
            <Trans>Signed in</Trans>
          </Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {signIns.map((signIn) => {
          const DeviceIcon = DEVICE_ICONS[signIn.device]
          return (
            <Table.Row key={signIn.id}>
              <Table.RowHeaderCell>
                {signIn.system
                  ? t`${signIn.browser || t`A browser`} on ${signIn.system}`
                  : signIn.browser || t`A browser`}
              </Table.RowHeaderCell>
              <Table.Cell>
                <Flex gap="2" align="center">
                  <DeviceIcon size={16} aria-hidden />
                  {i18n._(DEVICE_LABELS[signIn.device])}
                </Flex>
              </Table.Cell>
              <Table.Cell>{format.dateTime(signIn.at)}</Table.Cell>
            </Table.Row>
          )
        })}
      </Table.Body>
    </Table.Root>
  )
}
