import { Trans, useLingui } from '@lingui/react/macro'
import { Card, Flex, Heading, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { SignInsTable } from '@/components/account-settings'
import { QueryContent } from '@/components/feedback'
import { signInsQuery } from './api'

/** The latest sign-ins to this account, with the browser each came from: a stranger's stands out. */
export function SignInsCard() {
  const { t } = useLingui()
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
          {(list) => <SignInsTable signIns={list} />}
        </QueryContent>
      </Flex>
    </Card>
  )
}
