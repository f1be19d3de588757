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
    id: 'controller',
    title: <Trans>Who is responsible for your data</Trans>,
    content: (
      <>
        <P>
          <Trans>
            Conversa is the data controller for the personal data of the people who create and use a Conversa account,
            as described in this policy.
          </Trans>
        </P>
        <P>
          <Trans>
            For the comments, messages and story mentions that other Instagram users send to your connected account, you
            decide why and how they are processed. Conversa processes that data on your behalf and on your instructions,
            as your processor (called an "operator" under Brazilian law).
          </Trans>
        </P>
        <P>
          <Trans>
            You can reach us, and our data protection officer, about any question on this policy at <ContactEmailLink />
            .
          </Trans>
        </P>
      </>
    ),
  },
  {
    id: 'data-we-collect',
    title: <Trans>Data we collect</Trans>,
    content: (
      <>
        <P>
          <Trans>We collect only the data we need to run the service:</Trans>
        </P>
        <LegalList>
          <LegalListItem>
            <Trans>
              Account data: your name, email address, username, profile picture and role. Your password is handled by
              our identity provider and is never stored by Conversa in readable form.
            </Trans>
          </LegalListItem>
          <LegalListItem>
            <Trans>
              Instagram connection data: when you connect an Instagram professional account through Instagram Business
              Login, we receive its account ID, username, the permissions you granted and the access tokens that let us
              act for the account.
            </Trans>
          </LegalListItem>
          <LegalListItem>
            <Trans>
              Event data: the webhook events Instagram sends us for your account, such as comments, direct messages,
              story mentions, reactions and button taps, including the sender's Instagram-scoped ID and username, the
              text, links to attachments and the time of the event.
            </Trans>
          </LegalListItem>
          <LegalListItem>
            <Trans>
              Automation data: the automations you configure (triggers, keywords, reply texts) and their run history:
              what triggered each run and which replies were sent, failed or skipped, and why.
            </Trans>
          </LegalListItem>
          <LegalListItem>
            <Trans>
              Technical data: IP address, browser type and request logs, used to keep the service secure and working.
            </Trans>
          </LegalListItem>
          <LegalListItem>
            <Trans>Preferences: your language and display settings.</Trans>
          </LegalListItem>
        </LegalList>
        <P>
          <Trans>
            We do not ask for special categories of data (such as health or religious beliefs). If people include them
            in messages to your account, we process them only as part of the message, to run your automations.
          </Trans>
        </P>
      </>
    ),
  },
  {
    id: 'purposes',
    title: <Trans>How we use your data</Trans>,
    content: (
      <>
        <LegalList>
          <LegalListItem>
            <Trans>
              To provide the service: receive Instagram events, match them against your automations and send the private
              replies and direct messages you configured, on your account's behalf.
            </Trans>
          </LegalListItem>
          <LegalListItem>
            <Trans>To show you the run history and statistics of your automations.</Trans>
          </LegalListItem>
          <LegalListItem>
            <Trans>
              To keep the service secure, prevent abuse and spam, and respect the limits set by Meta's platform rules.
            </Trans>
          </LegalListItem>
          <LegalListItem>
            <Trans>To answer your support requests and send you essential notices about your account.</Trans>
          </LegalListItem>
          <LegalListItem>
            <Trans>To comply with our legal obligations and to establish or defend legal claims.</Trans>
          </LegalListItem>
        </LegalList>
        <P>
          <Trans>
            We do not sell personal data, we do not use the content of conversations for advertising, and we do not use
            it to train machine learning models.
          </Trans>
        </P>
      </>
    ),
  },
  {
    id: 'legal-bases',
    title: <Trans>Legal bases</Trans>,
    content: (
      <>
        <P>
          <Trans>
            We process personal data under the EU and UK General Data Protection Regulation (GDPR) and the Brazilian
            General Data Protection Law (LGPD, Law No. 13,709/2018) on the following bases:
          </Trans>
        </P>
        <LegalList>
          <LegalListItem>
            <Trans>
              Performance of a contract, to provide the service you signed up for (GDPR Art. 6(1)(b); LGPD Art. 7, V).
            </Trans>
          </LegalListItem>
          <LegalListItem>
            <Trans>
              Legitimate interests, to secure the service, prevent abuse and improve reliability (GDPR Art. 6(1)(f);
              LGPD Art. 7, IX). You may object to this processing at any time.
            </Trans>
          </LegalListItem>
          <LegalListItem>
            <Trans>Compliance with legal obligations (GDPR Art. 6(1)(c); LGPD Art. 7, II).</Trans>
          </LegalListItem>
          <LegalListItem>
            <Trans>
              Consent, where the law requires it; you can withdraw it at any time (GDPR Art. 6(1)(a); LGPD Art. 7, I).
            </Trans>
          </LegalListItem>
        </LegalList>
        <P>
          <Trans>
            For the data of people who write to your Instagram account, you are responsible for having a valid legal
            basis and for informing them of the processing.
          </Trans>
        </P>
      </>
    ),
  },
  {
    id: 'instagram-and-meta',
    title: <Trans>Instagram and Meta</Trans>,
    content: (
      <>
        <P>
          <Trans>
            Conversa accesses Instagram only through Meta's official APIs and only with the permissions you grant when
            you connect your account. Access tokens are stored on our servers, encrypted, and are never sent to your
            browser.
          </Trans>
        </P>
        <P>
          <Trans>
            We send messages only as Meta's messaging policies allow: a direct message only within 24 hours of the
            person's last message to your account, and at most one private reply per comment.
          </Trans>
        </P>
        <P>
          <Trans>
            You can disconnect Instagram at any time from the Integrations screen, or remove Conversa in Instagram's
            settings under Apps and websites. Meta's own processing of your data is governed by Meta's Privacy Policy.
          </Trans>
        </P>
      </>
    ),
  },
  {
    id: 'sharing',
    title: <Trans>Sharing your data</Trans>,
    content: (
      <>
        <P>
          <Trans>We share personal data only with:</Trans>
        </P>
        <LegalList>
          <LegalListItem>
            <Trans>
              Meta Platforms, which receives the replies and messages we send through its APIs on your behalf, as the
              service requires.
            </Trans>
          </LegalListItem>
          <LegalListItem>
            <Trans>
              Service providers that host our infrastructure, authenticate users and deliver email, bound by data
              processing agreements and allowed to use the data only to serve us.
            </Trans>
          </LegalListItem>
          <LegalListItem>
            <Trans>
              Public authorities, when the law requires it, or to protect the rights and safety of our users and of
              Conversa.
            </Trans>
          </LegalListItem>
          <LegalListItem>
            <Trans>
              A successor, if Conversa is merged or sold; we will tell you before your data becomes subject to a
              different privacy policy.
            </Trans>
          </LegalListItem>
        </LegalList>
        <P>
          <Trans>
            Some of these recipients may process data outside your country. When data leaves the European Economic Area,
            the United Kingdom or Brazil, we rely on adequacy decisions or on standard contractual clauses approved by
            the competent authority.
          </Trans>
        </P>
      </>
    ),
  },
  {
    id: 'retention',
    title: <Trans>How long we keep data</Trans>,
    content: (
      <>
        <LegalList>
          <LegalListItem>
            <Trans>
              Account data: for as long as your account is open, then deleted within 30 days of its closure.
            </Trans>
          </LegalListItem>
          <LegalListItem>
            <Trans>
              Instagram access tokens: until you disconnect the account or revoke our access, then deleted immediately.
            </Trans>
          </LegalListItem>
          <LegalListItem>
            <Trans>Raw webhook events: up to 30 days, to detect duplicate deliveries and investigate problems.</Trans>
          </LegalListItem>
          <LegalListItem>
            <Trans>Run history: 12 months, then deleted or made anonymous.</Trans>
          </LegalListItem>
          <LegalListItem>
            <Trans>Security logs: 90 days. Backups are overwritten within 35 days.</Trans>
          </LegalListItem>
        </LegalList>
        <P>
          <Trans>We keep data longer only when the law requires it, and only for that purpose.</Trans>
        </P>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: <Trans>Your rights</Trans>,
    content: (
      <>
        <P>
          <Trans>
            Depending on where you live, you have the right to confirm whether we process your data, to access it, to
            correct it, to have it deleted, anonymized or blocked, to restrict or object to its processing, to receive
            it in a portable format, to know with whom we share it, and to withdraw your consent.
          </Trans>
        </P>
        <P>
          <Trans>
            To exercise these rights, write to <ContactEmailLink />. We answer within the time the law allows, usually
            within 15 days, and may ask you to confirm your identity first.
          </Trans>
        </P>
        <P>
          <Trans>
            You may also complain to a data protection authority: in the European Union, the authority of your country;
            in Brazil, the National Data Protection Authority (ANPD).
          </Trans>
        </P>
        <P>
          <Trans>
            If you wrote to an Instagram account that uses Conversa, contact that account first, as it decides how your
            messages are used; we will help it answer your request.
          </Trans>
        </P>
      </>
    ),
  },
  {
    id: 'data-deletion',
    title: <Trans>Deleting your data</Trans>,
    content: (
      <>
        <P>
          <Trans>
            You can delete your Conversa account from the <RouteLink to="account">My account</RouteLink> screen, or ask
            us to delete it by writing to <ContactEmailLink />.
          </Trans>
        </P>
        <P>
          <Trans>
            When you remove Conversa from your Instagram settings, Meta notifies us through its data deletion callback.
            We then delete the access tokens and the data we received from that Instagram account, and give you a
            confirmation code and a link where you can check the status of the deletion.
          </Trans>
        </P>
        <P>
          <Trans>Deletion is completed within 30 days, including from backups.</Trans>
        </P>
      </>
    ),
  },
  {
    id: 'cookies',
    title: <Trans>Cookies and local storage</Trans>,
    content: (
      <>
        <P>
          <Trans>
            Conversa uses no advertising or analytics cookies. We use preference cookies, which remember your language
            and display settings for 30 days, and your browser's local and session storage, which keep you signed in.
          </Trans>
        </P>
        <P>
          <Trans>
            This storage is needed for the features you ask for, so we do not show a consent banner. You can clear it in
            your browser settings at any time; the app will then return to its default settings and sign you out.
          </Trans>
        </P>
      </>
    ),
  },
  {
    id: 'security',
    title: <Trans>Security</Trans>,
    content: (
      <>
        <P>
          <Trans>
            We protect data with encryption in transit and at rest, verify the signature of every webhook Instagram
            sends us, limit staff access to what each role needs, and log access to production systems.
          </Trans>
        </P>
        <P>
          <Trans>
            No system is perfectly secure. If a breach affects your personal data, we will notify you and the competent
            authorities as the law requires.
          </Trans>
        </P>
      </>
    ),
  },
  {
    id: 'children',
    title: <Trans>Children</Trans>,
    content: (
      <P>
        <Trans>
          Conversa is a service for businesses and creators and is not directed at children. You must be at least 18
          years old, or the age of majority where you live, to create an account. We do not knowingly collect data about
          children from account holders.
        </Trans>
      </P>
    ),
  },
  {
    id: 'changes',
    title: <Trans>Changes to this policy</Trans>,
    content: (
      <P>
        <Trans>
          We may update this policy. We will publish the new version on this page with a new date and, for significant
          changes, tell you by email or in the app at least 30 days before they take effect.
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
          For any question about this policy or about your data, write to Conversa at <ContactEmailLink />.
        </Trans>
      </P>
    ),
  },
]

export default function PrivacyPolicyScreen() {
  return (
    <LegalDocument
      title={<Trans>Privacy policy</Trans>}
      lastUpdated={LEGAL_LAST_UPDATED}
      intro={
        <P>
          <Trans>
            This policy explains how Conversa collects, uses and protects personal data when you use Conversa to
            automate the conversations of an Instagram professional account, and what rights you have over that data.
          </Trans>
        </P>
      }
      sections={sections}
    />
  )
}
