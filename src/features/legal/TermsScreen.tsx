import { Trans } from '@lingui/react/macro'
import {
  ContactEmailLink,
  LegalDocument,
  LegalList,
  LegalListItem,
  LegalParagraph as P,
  RouteLink,
  type LegalSection,
} from './LegalDocument'
import { LEGAL_LAST_UPDATED } from './legalFacts'

const sections: readonly LegalSection[] = [
  {
    id: 'the-service',
    title: <Trans>The service</Trans>,
    content: (
      <P>
        <Trans>
          Conversa lets you connect an Instagram professional account and set up automations that reply to comments,
          direct messages and story mentions with private replies and direct messages sent on your account's behalf. It
          also keeps a history of every automation run.
        </Trans>
      </P>
    ),
  },
  {
    id: 'your-account',
    title: <Trans>Your account</Trans>,
    content: (
      <>
        <P>
          <Trans>
            You must be at least 18 years old, or the age of majority where you live, and able to enter into a contract
            to use Conversa. If you use it for an organization, you confirm that you may bind that organization to these
            Terms.
          </Trans>
        </P>
        <P>
          <Trans>
            Keep your account information accurate and your password confidential. You are responsible for everything
            done through your account, including by people you give access to. Tell us at once at <ContactEmailLink />{' '}
            if you suspect unauthorized use.
          </Trans>
        </P>
      </>
    ),
  },
  {
    id: 'instagram',
    title: <Trans>Connecting your Instagram account</Trans>,
    content: (
      <>
        <P>
          <Trans>
            Conversa works with Instagram professional accounts (business or creator) connected through Instagram
            Business Login. By connecting an account, you confirm that you control it and you authorize Conversa to
            receive its events and to send messages on its behalf according to the automations you configure.
          </Trans>
        </P>
        <P>
          <Trans>
            You can disconnect the account at any time. Instagram and Meta are not parties to these Terms, and the
            features of Conversa depend on Meta's APIs, which Meta may change or restrict.
          </Trans>
        </P>
      </>
    ),
  },
  {
    id: 'platform-rules',
    title: <Trans>Instagram rules and messaging policies</Trans>,
    content: (
      <>
        <P>
          <Trans>
            You must comply with Instagram's Terms of Use and Community Guidelines, Meta's Platform Terms and Developer
            Policies, and Instagram's messaging policies. In particular:
          </Trans>
        </P>
        <LegalList>
          <LegalListItem>
            <Trans>
              Send automated direct messages only to people who contacted your account, and only within 24 hours of
              their last message.
            </Trans>
          </LegalListItem>
          <LegalListItem>
            <Trans>Send at most one private reply to each comment, within the time Instagram allows.</Trans>
          </LegalListItem>
          <LegalListItem>
            <Trans>
              Do not send spam, unsolicited promotions or bulk messages, and do not use purchased or scraped contact
              lists.
            </Trans>
          </LegalListItem>
          <LegalListItem>
            <Trans>
              Make clear that people are talking to an automated system where the law or Meta's policies require it, and
              respect anyone who asks you to stop writing to them.
            </Trans>
          </LegalListItem>
        </LegalList>
        <P>
          <Trans>
            To stay within these rules and Instagram's rate limits, Conversa may delay, pace or skip a message; the run
            history tells you when and why.
          </Trans>
        </P>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: <Trans>Acceptable use</Trans>,
    content: (
      <>
        <P>
          <Trans>You must not use Conversa to:</Trans>
        </P>
        <LegalList>
          <LegalListItem>
            <Trans>
              send content that is illegal, hateful, harassing, deceptive or that infringes the rights of others;
            </Trans>
          </LegalListItem>
          <LegalListItem>
            <Trans>send malware, phishing links or scams, or impersonate any person or brand;</Trans>
          </LegalListItem>
          <LegalListItem>
            <Trans>collect sensitive data, or data from children, without a valid legal basis;</Trans>
          </LegalListItem>
          <LegalListItem>
            <Trans>
              get around rate limits, access controls or Meta's restrictions, or probe, overload or disrupt the service;
            </Trans>
          </LegalListItem>
          <LegalListItem>
            <Trans>copy, resell or reverse engineer the service, except where the law allows it.</Trans>
          </LegalListItem>
        </LegalList>
      </>
    ),
  },
  {
    id: 'your-content',
    title: <Trans>Your content and data</Trans>,
    content: (
      <>
        <P>
          <Trans>
            You keep all rights to the automations, reply texts and other content you put into Conversa. You grant us
            the limited permission we need to store, process and send that content in order to provide the service.
          </Trans>
        </P>
        <P>
          <Trans>
            You are responsible for your content and for the personal data of the people who write to your account. Our{' '}
            <RouteLink to="privacy-policy">Privacy policy</RouteLink> explains how we handle personal data.
          </Trans>
        </P>
      </>
    ),
  },
  {
    id: 'availability',
    title: <Trans>Service availability</Trans>,
    content: (
      <>
        <P>
          <Trans>
            We work to keep Conversa available and reliable, but we provide it "as is" and "as available". The service
            may be interrupted for maintenance, by failures of our providers or by changes and outages on Instagram.
          </Trans>
        </P>
        <P>
          <Trans>
            We do not guarantee that every message will be delivered: Instagram may reject, delay or filter messages. We
            may change or discontinue features, and we will give reasonable notice of changes that significantly reduce
            the service.
          </Trans>
        </P>
      </>
    ),
  },
  {
    id: 'liability',
    title: <Trans>Limitation of liability</Trans>,
    content: (
      <>
        <P>
          <Trans>
            To the extent the law allows, Conversa is not liable for indirect or consequential losses, such as lost
            profits, lost sales, lost data or damage to reputation, nor for actions taken by Instagram or Meta on your
            account.
          </Trans>
        </P>
        <P>
          <Trans>
            Our total liability for any claim related to the service is limited to the amount you paid us in the 12
            months before the claim.
          </Trans>
        </P>
        <P>
          <Trans>
            Nothing in these Terms limits liability that cannot be limited by law, such as liability for fraud, intent
            or gross negligence, or the rights consumers have under mandatory law.
          </Trans>
        </P>
      </>
    ),
  },
  {
    id: 'termination',
    title: <Trans>Termination</Trans>,
    content: (
      <>
        <P>
          <Trans>You can stop using Conversa and delete your account at any time.</Trans>
        </P>
        <P>
          <Trans>
            We may suspend or close your account if you breach these Terms or Meta's rules, if Meta requires it, or if
            your use puts the service or others at risk. Unless the risk is urgent, we will tell you first and give you
            a chance to fix the problem.
          </Trans>
        </P>
        <P>
          <Trans>
            When an account is closed, its automations stop and its data is deleted as described in the Privacy policy.
            The sections on liability and governing law continue to apply.
          </Trans>
        </P>
      </>
    ),
  },
  {
    id: 'changes',
    title: <Trans>Changes to these Terms</Trans>,
    content: (
      <P>
        <Trans>
          We may update these Terms. We will publish the new version on this page with a new date and, for significant
          changes, tell you at least 30 days in advance. If you keep using Conversa after the changes take effect, you
          accept the new Terms.
        </Trans>
      </P>
    ),
  },
  {
    id: 'governing-law',
    title: <Trans>Governing law</Trans>,
    content: (
      <P>
        <Trans>
          These Terms are governed by the laws of Brazil, and disputes go to the courts of the city of São Paulo. If you
          are a consumer, you keep the protection of the mandatory laws of your country of residence and may also bring
          a claim in its courts.
        </Trans>
      </P>
    ),
  },
  {
    id: 'contact',
    title: <Trans>Contact</Trans>,
    content: (
      <P>
        <Trans>
          For any question about these Terms, write to Conversa at <ContactEmailLink />.
        </Trans>
      </P>
    ),
  },
]

export default function TermsScreen() {
  return (
    <LegalDocument
      title={<Trans>Terms of service</Trans>}
      lastUpdated={LEGAL_LAST_UPDATED}
      intro={
        <P>
          <Trans>
            These Terms govern your use of Conversa, a service that automates the conversations of Instagram
            professional accounts. By creating an account or using Conversa, you agree to them.
          </Trans>
        </P>
      }
      sections={sections}
    />
  )
}
