import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Flex, Grid, Heading, Link as RadixLink, Text } from '@radix-ui/themes'
import {
  IconBolt,
  IconBook,
  IconBrandInstagram,
  IconCircleCheck,
  IconMessages,
  type Icon as TablerIcon,
} from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { QueryContent } from '@/components/feedback'
import { useFormat } from '@/components/format'
import { hrefOf, mayOpen, pathOf, routeByName } from '@/routes/match'
import { instagramAccountsQuery } from '@/runtime/resources/instagramAccounts'
import { useAbility } from '@/runtime/session/useAbility'
import { automationCountQuery, helpCategoryQuery } from './api'
import { MiscIllustration } from './MiscIllustration'
import './pages.css'

/**
 * `/pages/cards/card-basic`: the template's basic cards (an illustration, a title, a few lines, an
 * action) as the steps of getting started with Conversa, each saying whether it is done in this
 * workspace, and the help center's articles on Instagram's messaging rules.
 */
export default function CardBasicScreen() {
  const { i18n } = useLingui()
  const accounts = useQuery(instagramAccountsQuery())
  const automations = useQuery(automationCountQuery())
  const rules = useQuery(helpCategoryQuery('messaging-rules', i18n.locale))
  const ability = useAbility()
  const inbox = routeByName('chat')
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="2">
        <Heading as="h1" size="6">
          <Trans>Basic cards</Trans>
        </Heading>
        <Text as="p" color="gray">
          <Trans>
            Simple cards with a picture, a few lines and an action: here, the steps to get Conversa working.
          </Trans>
        </Text>
      </Flex>

      <section aria-labelledby="basic-steps">
        <Heading as="h2" size="4" mb="3" id="basic-steps">
          <Trans>Getting started</Trans>
        </Heading>
        <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="4">
          <StepCard
            icon={IconBrandInstagram}
            title={<Trans>Connect Instagram</Trans>}
            text={
              <Trans>
                Conversa answers for a professional Instagram account. Connecting one lets it read comments, mentions
                and messages, and reply.
              </Trans>
            }
            done={accounts.data ? accounts.data.length > 0 : null}
            doneText={
              accounts.data?.[0] ? <ConnectedAccounts usernames={accounts.data.map((a) => a.username)} /> : null
            }
            action={<Trans>Connect an account</Trans>}
            href={pathOf('integrations')}
          />
          <StepCard
            icon={IconBolt}
            title={<Trans>Create an automation</Trans>}
            text={
              <Trans>
                A keyword commented on a post gets a private reply, a story mention gets a thank-you, a new conversation
                gets a welcome.
              </Trans>
            }
            done={automations.data === undefined ? null : automations.data > 0}
            doneText={automations.data ? <AutomationCount count={automations.data} /> : null}
            action={<Trans>Create an automation</Trans>}
            href={pathOf('automation-new')}
          />
          {mayOpen(inbox, ability) && (
            <StepCard
              icon={IconMessages}
              title={<Trans>Answer by hand</Trans>}
              text={
                <Trans>
                  Some conversations need a person. The inbox shows every DM thread and tells you how long you still
                  have to reply.
                </Trans>
              }
              done={null}
              action={<Trans>Open the inbox</Trans>}
              href={inbox.path}
            />
          )}
        </Grid>
      </section>

      <section aria-labelledby="basic-rules">
        <Heading as="h2" size="4" mb="3" id="basic-rules">
          <Trans>Instagram’s messaging rules</Trans>
        </Heading>
        <QueryContent query={rules} loading={<Trans>Loading the articles…</Trans>}>
          {(articles) => (
            <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="4">
              {articles.map((article) => (
                <Card key={article.slug} size="2">
                  <Flex direction="column" gap="2" height="100%">
                    <Flex align="center" gap="2" style={{ color: 'var(--accent-11)' }}>
                      <IconBook size={20} aria-hidden="true" />
                      <Heading as="h3" size="3">
                        {article.title}
                      </Heading>
                    </Flex>
                    <Text as="p" size="2" color="gray">
                      {article.summary}
                    </Text>
                    <RadixLink asChild size="2" mt="auto">
                      <Link href={hrefOf('front-help-article', { title: article.slug })}>
                        <Trans>Read “{article.title}”</Trans>
                      </Link>
                    </RadixLink>
                  </Flex>
                </Card>
              ))}
            </Grid>
          )}
        </QueryContent>
      </section>
    </Flex>
  )
}

interface StepCardProps {
  icon: TablerIcon
  title: ReactNode
  text: ReactNode
  /** Whether the workspace has done it; null while unknown or when it is never "done". */
  done: boolean | null
  doneText?: ReactNode
  action: ReactNode
  href: string
}

function StepCard({ icon, title, text, done, doneText, action, href }: StepCardProps) {
  return (
    <Card size="2">
      <Flex direction="column" gap="3" align="start" height="100%">
        <MiscIllustration icon={icon} size="small" />
        <Flex align="center" gap="2" wrap="wrap">
          <Heading as="h3" size="4">
            {title}
          </Heading>
          {done && (
            <Badge color="grass" highContrast>
              <IconCircleCheck size={14} aria-hidden="true" />
              <Trans>Done</Trans>
            </Badge>
          )}
        </Flex>
        <Text as="p" size="2" color="gray">
          {text}
        </Text>
        {done && doneText && (
          <Text as="p" size="2">
            {doneText}
          </Text>
        )}
        <Button asChild variant={done ? 'soft' : 'solid'} mt="auto">
          <Link href={href}>{action}</Link>
        </Button>
      </Flex>
    </Card>
  )
}

function ConnectedAccounts({ usernames }: { usernames: string[] }) {
  const format = useFormat()
  const list = format.list(usernames.map((username) => `@${username}`))
  return <Trans>Connected: {list}</Trans>
}

function AutomationCount({ count }: { count: number }) {
  const format = useFormat()
  const shown = format.number(count)
  return <Trans>Automations in this workspace: {shown}</Trans>
}
