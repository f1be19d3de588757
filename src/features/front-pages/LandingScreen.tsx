import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Container, Flex, Text } from '@radix-ui/themes'
import {
  IconAt,
  IconHandClick,
  IconInbox,
  IconMessageCircle,
  IconClockHour4,
  IconListCheck,
  IconShieldCheck,
  IconTestPipe,
  IconLanguage,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { splitPart } from '@/components/deferred'
import { useFormat } from '@/components/format'
import { pathOf } from '@/routes/match'
import { FrontSection, FrontShell } from './FrontShell'
import { PeriodSwitch, PlanCards, usePeriod } from '@/components/pricing'

function Tile({ icon: TileIcon, title, children }: { icon: Icon; title: ReactNode; children: ReactNode }) {
  return (
    <Card size="3" asChild>
      <article>
        <Flex direction="column" gap="2">
          <TileIcon size={28} aria-hidden="true" color="var(--accent-11)" />
          <h3 style={{ margin: 0 }}>{title}</h3>
          <Text as="p" color="gray" size="2">
            {children}
          </Text>
        </Flex>
      </article>
    </Card>
  )
}

function Review({ quote, name, role }: { quote: ReactNode; name: string; role: ReactNode }) {
  return (
    <Card size="3" asChild>
      <figure style={{ margin: 0 }}>
        <Flex direction="column" gap="3">
          <blockquote style={{ margin: 0 }}>
            <Text as="p">{quote}</Text>
          </blockquote>
          <figcaption>
            <Text weight="bold">{name}</Text>
            <Text as="p" size="2" color="gray">
              {role}
            </Text>
          </figcaption>
        </Flex>
      </figure>
    </Card>
  )
}

function Fact({ figure, children }: { figure: string; children: ReactNode }) {
  return (
    <Flex direction="column" align="center" gap="1" className="front-centered">
      <Text size="8" weight="bold" style={{ color: 'var(--accent-11)' }}>
        {figure}
      </Text>
      <Text size="2" color="gray">
        {children}
      </Text>
    </Flex>
  )
}

function Question({ question, children }: { question: ReactNode; children: ReactNode }) {
  return (
    <details>
      <summary>{question}</summary>
      <Text as="p" color="gray" mt="2">
        {children}
      </Text>
    </details>
  )
}

// The form's code (its schema, the form kit) is not needed to show the page: it comes as the
// visitor scrolls towards it. Until then a box of its height holds its place.
const ContactForm = splitPart(() => import('./ContactForm'), 'ContactForm', {
  placeholder: <div className="front-contact-placeholder" aria-hidden="true" />,
  lowOnPage: true,
})

/** `/front-pages/landing-page`: what Conversa does, for a visitor who has not signed up. */
export default function LandingScreen() {
  const { t } = useLingui()
  const format = useFormat()
  const [period, setPeriod] = usePeriod()
  return (
    <FrontShell>
      <Container size="4" px="5" py="9">
        <Flex direction="column" align="center" gap="5" className="front-centered">
          <h1 className="front-hero-title">
            <Trans>Answer every Instagram comment and message, even while you sleep</Trans>
          </h1>
          <Text as="p" size="4" color="gray" style={{ maxInlineSize: '42rem' }}>
            <Trans>
              Conversa sends a private reply when someone comments your keyword, thanks people who mention you in their
              stories and welcomes every new conversation, within the rules Instagram sets.
            </Trans>
          </Text>
          <Flex gap="3" wrap="wrap" justify="center">
            <Button size="3" asChild>
              <Link href={pathOf('register')}>
                <Trans>Start for free</Trans>
              </Link>
            </Button>
            <Button size="3" variant="outline" asChild>
              <Link href={pathOf('front-help-center')}>
                <Trans>Read the guides</Trans>
              </Link>
            </Button>
          </Flex>
        </Flex>
      </Container>
      <FrontSection
        id="what-it-does"
        title={<Trans>What Conversa does</Trans>}
        lead={<Trans>Four conversations you no longer have to start by hand.</Trans>}
      >
        <div className="front-grid">
          <Tile icon={IconMessageCircle} title={<Trans>Comment keyword, private reply</Trans>}>
            <Trans>
              Someone comments “PRICE” under your post: they get your price list in their messages, and a public reply
              under the comment if you want one.
            </Trans>
          </Tile>
          <Tile icon={IconAt} title={<Trans>Story mention, thank-you</Trans>}>
            <Trans>When someone mentions you in their story, Conversa thanks them by message, once per mention.</Trans>
          </Tile>
          <Tile icon={IconHandClick} title={<Trans>Welcome with quick replies</Trans>}>
            <Trans>
              A new conversation gets a welcome message with up to 13 quick replies, so people say what they need with
              one tap.
            </Trans>
          </Tile>
          <Tile icon={IconInbox} title={<Trans>One inbox</Trans>}>
            <Trans>
              Answer the rest by hand from the inbox, with the automations’ history beside each conversation.
            </Trans>
          </Tile>
        </div>
      </FrontSection>

      <FrontSection id="features" title={<Trans>Built for Instagram’s rules</Trans>}>
        <div className="front-grid">
          <Tile icon={IconClockHour4} title={<Trans>The 24-hour window, respected</Trans>}>
            <Trans>Messages only go out within 24 hours of the person’s last message, as Instagram requires.</Trans>
          </Tile>
          <Tile icon={IconShieldCheck} title={<Trans>One private reply per comment</Trans>}>
            <Trans>Priorities decide which automation answers a comment; the others say why they stood aside.</Trans>
          </Tile>
          <Tile icon={IconListCheck} title={<Trans>Every skip explained</Trans>}>
            <Trans>
              The run history tells you what was sent, what waits in the queue and why anything was skipped.
            </Trans>
          </Tile>
          <Tile icon={IconTestPipe} title={<Trans>Test before going live</Trans>}>
            <Trans>Test mode shows what an automation would send, without sending or recording anything.</Trans>
          </Tile>
          <Tile icon={IconLanguage} title={<Trans>Three languages</Trans>}>
            <Trans>Conversa speaks English, French and Arabic, right to left included.</Trans>
          </Tile>
          <Tile icon={IconUsersGroup} title={<Trans>Your workspace, your accounts</Trans>}>
            <Trans>An Instagram account belongs to one workspace at a time; nobody else reads its conversations.</Trans>
          </Tile>
        </div>
      </FrontSection>

      <FrontSection id="reviews" title={<Trans>What our customers say</Trans>}>
        <div className="front-grid">
          <Review
            name="Camille Laurent"
            role={<Trans>Ceramics shop owner</Trans>}
            quote={
              <Trans>
                I post a new piece, people comment “PRICE”, and they all get the details within a minute. I used to
                spend my evenings answering.
              </Trans>
            }
          />
          <Review
            name="Youssef Benali"
            role={<Trans>Community manager at a travel agency</Trans>}
            quote={
              <Trans>
                The run history saved us: when a message did not go out, it says it was outside the 24-hour window.
              </Trans>
            }
          />
          <Review
            name="Ana Souza"
            role={<Trans>Fitness coach</Trans>}
            quote={<Trans>Every story mention gets a thank-you. My followers noticed, and they mention me more.</Trans>}
          />
        </div>
      </FrontSection>

      <FrontSection
        id="pricing"
        title={<Trans>Simple pricing</Trans>}
        lead={<Trans>Start free, upgrade when your conversations grow.</Trans>}
      >
        <PeriodSwitch period={period} onChange={setPeriod} />
        <PlanCards period={period} />
      </FrontSection>

      <FrontSection id="facts" title={<Trans>Conversa in figures</Trans>}>
        <div className="front-grid">
          <Fact figure={format.number(13)}>
            <Trans>quick replies per message</Trans>
          </Fact>
          <Fact figure={t`${format.number(24)} h`}>
            <Trans>messaging window, never overstepped</Trans>
          </Fact>
          <Fact figure={format.number(1)}>
            <Trans>private reply per comment, sent by the right automation</Trans>
          </Fact>
          <Fact figure={format.number(3)}>
            <Trans>languages, right to left included</Trans>
          </Fact>
        </div>
      </FrontSection>

      <FrontSection id="faq" title={<Trans>Frequently asked questions</Trans>}>
        <div className="front-faq" style={{ maxInlineSize: '48rem', marginInline: 'auto', inlineSize: '100%' }}>
          <Question question={<Trans>Do I need an Instagram professional account?</Trans>}>
            <Trans>
              Yes. Instagram only lets Business and Creator accounts use automated messages. You can switch for free in
              the Instagram app.
            </Trans>
          </Question>
          <Question question={<Trans>Can Conversa message anyone at any time?</Trans>}>
            <Trans>
              No. Instagram allows a message only within 24 hours of the person’s last message, and a single private
              reply per comment within 7 days. Conversa follows both rules.
            </Trans>
          </Question>
          <Question question={<Trans>Is there a free plan?</Trans>}>
            <Trans>Yes: Starter is free for one account, three automations and 500 messages a month.</Trans>
          </Question>
        </div>
      </FrontSection>

      <FrontSection
        id="contact"
        title={<Trans>Contact us</Trans>}
        lead={<Trans>A question about Conversa? Write to us, a person answers.</Trans>}
      >
        <ContactForm />
      </FrontSection>
    </FrontShell>
  )
}
