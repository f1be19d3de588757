import { Trans, useLingui } from '@lingui/react/macro'
import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes'
import {
  IconApps,
  IconCreditCard,
  IconDeviceMobileMessage,
  IconDiamond,
  IconGift,
  IconHome,
  IconShieldLock,
  IconUserEdit,
  IconUsers,
  type Icon as TablerIcon,
} from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { QueryContent } from '@/components/feedback'
import type { DialogKind, DialogResult } from '@/domain/dialogs/schemas'
import { useSession } from '@/runtime/session/useSession'
import { dialogResultsQuery, type DialogExamplesData } from './api'
import { CreateAppForm } from './CreateAppForm'
import { ExampleDialog } from './ExampleDialog'
import { ReferForm } from './ReferForm'
import { SavedSummary } from './SavedSummary'
import { ShareProjectForm } from './ShareProjectForm'
import { AddAddressForm, AddCardForm, EditUserForm, EnableOtpForm, PricingForm } from './SimpleForms'
import { TwoFactorForm } from './TwoFactorForm'
import './dialogs.css'

/**
 * `/pages/dialog-examples`: the template's nine dialogs, each a working form (checked as it is
 * filled, saved on the mock backend, focus back on its button when it closes). Each card says
 * what was last saved, so a reload shows the dialogs kept their work.
 */
export default function DialogExamplesScreen() {
  const { t } = useLingui()
  const query = useQuery(dialogResultsQuery())
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="2">
        <Heading as="h1" size="6">
          <Trans>Dialog examples</Trans>
        </Heading>
        <Text as="p" color="gray">
          <Trans>Nine dialogs of everyday account work. Each one checks what you type and keeps what you save.</Trans>
        </Text>
      </Flex>
      <QueryContent query={query} loading={t`Loading what you saved…`}>
        {(data) => <Examples data={data} />}
      </QueryContent>
    </Flex>
  )
}

function Examples({ data }: { data: DialogExamplesData }) {
  const { t } = useLingui()
  const { user } = useSession()
  const result = <K extends DialogKind>(kind: K) => data.results[kind] as DialogResult<K> | undefined
  return (
    <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="4">
      <Example
        kind="share-project"
        icon={IconUsers}
        title={t`Share project`}
        result={result('share-project')}
        text={t`Invite people by email and choose who owns, edits or only views the project.`}
      >
        <ExampleDialog
          opener={t`Share project`}
          title={t`Share the project`}
          description={t`People you add can open the project with the access you give them.`}
        >
          {(close) => <ShareProjectForm saved={result('share-project')?.saved} onSaved={close} />}
        </ExampleDialog>
      </Example>
      <Example
        kind="add-card"
        icon={IconCreditCard}
        title={t`Add new card`}
        result={result('add-card')}
        text={t`A payment card, checked as a bank would: number, expiry and security code.`}
      >
        <ExampleDialog
          opener={t`Add card`}
          title={t`Add a new card`}
          description={t`Only the card's brand and last four digits are kept.`}
        >
          {(close) => <AddCardForm onSaved={close} />}
        </ExampleDialog>
      </Example>
      <Example
        kind="pricing"
        icon={IconDiamond}
        title={t`Pricing`}
        result={result('pricing')}
        text={t`Conversa's plans, monthly or yearly.`}
      >
        <ExampleDialog
          opener={t`Choose a plan`}
          title={t`Choose a plan`}
          description={t`Change plans at any time; the price follows from the next bill.`}
        >
          {(close) => <PricingForm saved={result('pricing')?.saved} onSaved={close} />}
        </ExampleDialog>
      </Example>
      <Example
        kind="refer-and-earn"
        icon={IconGift}
        title={t`Refer and earn`}
        result={result('refer-and-earn')}
        text={t`Invite friends to Conversa by email or with your own link.`}
      >
        <ExampleDialog
          opener={t`Refer a friend`}
          title={t`Refer and earn`}
          description={t`A friend who subscribes through your invitation gets a month free, and so do you.`}
        >
          {() => <ReferForm saved={result('refer-and-earn')?.saved} referralCode={data.referralCode} />}
        </ExampleDialog>
      </Example>
      <Example
        kind="edit-user"
        icon={IconUserEdit}
        title={t`Edit user`}
        result={result('edit-user')}
        text={t`A person's details: names, username, contact, language and country.`}
      >
        <ExampleDialog
          opener={t`Edit user`}
          title={t`Edit user information`}
          width="640px"
          description={t`Details here are kept for this example; your profile stays as it is.`}
        >
          {(close) => <EditUserForm saved={result('edit-user')?.saved} onSaved={close} />}
        </ExampleDialog>
      </Example>
      <Example
        kind="enable-otp"
        icon={IconDeviceMobileMessage}
        title={t`Enable one-time password`}
        result={result('enable-otp')}
        text={t`A code by text message each time you sign in.`}
      >
        <ExampleDialog
          opener={t`Enable OTP`}
          title={t`Enable one-time passwords`}
          description={t`Add the phone number that receives the codes.`}
        >
          {(close) => <EnableOtpForm saved={result('enable-otp')?.saved} onSaved={close} />}
        </ExampleDialog>
      </Example>
      <Example
        kind="add-address"
        icon={IconHome}
        title={t`Add new address`}
        result={result('add-address')}
        text={t`A home or office address, for delivery or billing.`}
      >
        <ExampleDialog
          opener={t`Add address`}
          title={t`Add a new address`}
          width="640px"
          description={t`Where invoices and deliveries go.`}
        >
          {(close) => <AddAddressForm saved={result('add-address')?.saved} onSaved={close} />}
        </ExampleDialog>
      </Example>
      <Example
        kind="create-app"
        icon={IconApps}
        title={t`Create app`}
        result={result('create-app')}
        text={t`A four-step stepper: details, framework, database and billing.`}
      >
        <ExampleDialog
          opener={t`Create app`}
          title={t`Create an app`}
          width="640px"
          description={t`Each step is checked before the next; going back keeps what you typed.`}
        >
          {(close) => <CreateAppForm onSaved={close} />}
        </ExampleDialog>
      </Example>
      <Example
        kind="two-factor"
        icon={IconShieldLock}
        title={t`Two-factor authentication`}
        result={result('two-factor')}
        text={t`A second proof at sign-in: an authenticator app or a text message.`}
      >
        <ExampleDialog
          opener={t`Set up two-factor`}
          title={t`Two-factor authentication`}
          description={t`Even with your password, nobody signs in without the code.`}
        >
          {(close) => (
            <TwoFactorForm
              saved={result('two-factor')?.saved}
              authenticatorKey={data.authenticatorKey}
              accountName={user?.email ?? ''}
              onSaved={close}
            />
          )}
        </ExampleDialog>
      </Example>
    </Grid>
  )
}

function Example<K extends DialogKind>({
  kind,
  icon: Icon,
  title,
  text,
  result,
  children,
}: {
  kind: K
  icon: TablerIcon
  title: string
  text: string
  result?: DialogResult<K>
  children: ReactNode
}) {
  const headingId = `dialog-example-${kind}`
  return (
    <Card size="3" asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="3" align="start" height="100%">
          <Icon size={32} stroke={1.5} aria-hidden="true" className="dialog-example-icon" />
          <Heading as="h2" size="4" id={headingId}>
            {title}
          </Heading>
          <Text as="p" size="2" color="gray">
            {text}
          </Text>
          <SavedSummary kind={kind} result={result} />
          <div style={{ marginBlockStart: 'auto' }}>{children}</div>
        </Flex>
      </section>
    </Card>
  )
}
