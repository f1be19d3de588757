import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Card, Flex, Heading, Table, Text } from '@radix-ui/themes'
import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { QueryContent } from '@/components/feedback'
import { useFormat } from '@/components/format'
import type { SignInRecord } from '@/domain/account/settings'
import { signInsQuery } from './api'

const DEVICE_ICONS = { desktop: IconDeviceDesktop, mobile: IconDeviceMobile, tablet: IconDeviceTablet }
const DEVICE_LABELS: Record<SignInRecord['device'], MessageDescriptor> = {
  desktop: msg`Computer`,
  mobile: msg`Phone`,
  tablet: msg`Tablet`,
}

/** The latest sign-ins to this account, with the browser each came from: a stranger's stands out. */
export function SignInsCard() {
  const { t, i18n } = useLingui()
  const format = useFormat()
  const signIns = useQuery(signInsQuery())
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Flex direction="column" gap="1">
          <Heading as="h2" size="4">
            <Trans>Recent sign-ins</Trans>
          </Heading>
          <Text as="p" size="2" color="gray">
            <Trans>If you do not recognise one, change your password and turn on two-step verification.</Trans>
          </Text>
        </Flex>
        <QueryContent query={signIns} loading={t`Loading your sign-ins…`}>
          {(list) => (
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
                {list.map((signIn) => {
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
          )}
        </QueryContent>
      </Flex>
    </Card>
  )
}
