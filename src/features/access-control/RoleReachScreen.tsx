import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Code, Flex, Heading, SegmentedControl, Table, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { ACTION_LABELS, ROLE_NAMES, SUBJECT_LABELS } from '@/components/roles'
import { MATRIX_ACTIONS, type MatrixAction, type MatrixSubject } from '@/domain/roles'
import { AccessControlFrame, DemoLoginsUnavailable } from './AccessControlFrame'
import { demoLoginsQuery } from './api'
import { decideMenuScreens, signedInAs, VISITOR, type RouteDecision, type RouteOutcome } from './routeDecisions'

const OUTCOMES: Record<RouteOutcome, { label: MessageDescriptor; color: 'grass' | 'amber' | 'red' | 'gray' }> = {
  opens: { label: msg`Opens`, color: 'grass' },
  'sign-in': { label: msg`Asks to sign in`, color: 'amber' },
  'not-authorized': { label: msg`Not authorized`, color: 'red' },
  home: { label: msg`Goes to the start page`, color: 'gray' },
}

/** Subjects a workspace role decides, outside the app-wide roles' matrix (src/domain/workspaces). */
const WORKSPACE_SUBJECT_NAMES: Record<string, MessageDescriptor> = {
  Contact: msg`Contacts`,
  Workspace: msg`Team`,
}

const VISITOR_KEY = 'visitor'

/**
 * `/access-control2` (signed-out visitors only): for a visitor and for each demo role, what the
 * navigation guard decides for every screen of the menu, and the rule each screen asks for.
 */
export default function RoleReachScreen() {
  const { t } = useLingui()
  const logins = useQuery(demoLoginsQuery())
  const [chosen, setChosen] = useState(VISITOR_KEY)
  const login = logins.data?.find((candidate) => candidate.role === chosen)
  const decisions = useMemo(() => decideMenuScreens(login ? signedInAs(login.rules) : VISITOR), [login])
  const opening = decisions.filter((decision) => decision.outcome === 'opens').length
  const roleName = (role: string) => (ROLE_NAMES[role] ? t(ROLE_NAMES[role]!) : role)
  const who = login ? roleName(login.role) : t`A visitor`
  return (
    <AccessControlFrame>
      <Flex direction="column" gap="3">
        <Heading as="h1" size="7">
          <Trans>What each role may open</Trans>
        </Heading>
        <Text as="p" size="3">
          <Trans>
            For every screen of the menu, what the app does when someone opens it: the decision comes from the same
            navigation guard that runs when you browse, fed with the role’s current rules.
          </Trans>
        </Text>
      </Flex>
      <Flex direction="column" gap="2">
        <Text as="label" id="reach-role" weight="medium">
          <Trans>Who opens the screens</Trans>
        </Text>
        <SegmentedControl.Root value={chosen} onValueChange={setChosen} aria-labelledby="reach-role">
          <SegmentedControl.Item value={VISITOR_KEY}>
            <Trans>Visitor</Trans>
          </SegmentedControl.Item>
          {logins.data?.map((candidate) => (
            <SegmentedControl.Item key={candidate.role} value={candidate.role}>
              {roleName(candidate.role)}
            </SegmentedControl.Item>
          ))}
        </SegmentedControl.Root>
        {logins.isPending && (
          // The roles join the choice when they arrive; until then the screen says it is busy.
          <Text size="2" color="gray" role="status" aria-busy="true">
            <Trans>Loading the roles…</Trans>
          </Text>
        )}
        {logins.error && <DemoLoginsUnavailable query={logins} />}
      </Flex>
      <Text as="p" role="status">
        <Trans>
          {who}: {opening} of {decisions.length} screens open.
        </Trans>
      </Text>
      <Table.Root variant="surface">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>
              <Trans>Screen</Trans>
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>
              <Trans>Asks for</Trans>
            </Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>
              <Trans>What happens</Trans>
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {decisions.map((decision) => (
            <DecisionRow key={decision.name} decision={decision} />
          ))}
        </Table.Body>
      </Table.Root>
    </AccessControlFrame>
  )
}

function DecisionRow({ decision }: { decision: RouteDecision }) {
  const { t } = useLingui()
  const outcome = OUTCOMES[decision.outcome]
  const needs = decision.needs
  const action =
    needs && (MATRIX_ACTIONS as readonly string[]).includes(needs.action)
      ? t(ACTION_LABELS[needs.action as MatrixAction])
      : needs?.action
  const subjectName =
    needs && needs.subject !== 'all'
      ? (SUBJECT_LABELS[needs.subject as MatrixSubject]?.name ?? WORKSPACE_SUBJECT_NAMES[needs.subject])
      : undefined
  const subject = subjectName ? t(subjectName) : null
  return (
    <Table.Row>
      <Table.RowHeaderCell>
        <Text as="div">{t(decision.title)}</Text>
        <Code size="1" variant="ghost" color="gray">
          {decision.path}
        </Code>
      </Table.RowHeaderCell>
      <Table.Cell>
        {needs ? (
          <Trans>
            {action} · {subject}
          </Trans>
        ) : (
          <Text color="gray">
            <Trans>No rule</Trans>
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <Badge color={outcome.color} variant="soft" highContrast>
          {t(outcome.label)}
        </Badge>
      </Table.Cell>
    </Table.Row>
  )
}
