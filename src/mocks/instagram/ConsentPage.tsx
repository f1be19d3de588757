import '@radix-ui/themes/styles.css'
import { Avatar, Badge, Box, Button, Callout, Card, Flex, Heading, RadioCards, Text, Theme } from '@radix-ui/themes'
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { restorePreferences } from '@/lib/preferences/schema'
import { readStoredPreferences } from '@/lib/preferences/cookies'
import { activateLocale } from '@/i18n/i18n'
import type { Locale } from '@/i18n/locales'
import type { InstagramPlatform } from './platform'
import type { IgAccount } from './records'

/**
 * Instagram's own copy, in the person's language. Instagram's page is not part of the product, so
 * its words live here rather than in the app's catalogs (which exclude src/mocks).
 */
const COPY = {
  en: {
    simulated: 'Simulated',
    invalid: 'This authorization request is not valid:',
    intro: 'Conversa would like to access your Instagram professional account.',
    ableTo: 'It will be able to:',
    continueAs: 'Continue as',
    cancel: 'Cancel',
    allow: 'Allow',
    scopes: {
      instagram_business_basic: 'See your profile and posts',
      instagram_business_manage_messages: 'Read and send your direct messages',
      instagram_business_manage_comments: 'Read, reply to and manage comments',
      instagram_business_content_publish: 'Publish content',
      instagram_business_manage_insights: 'See insights',
    } as Record<string, string>,
  },
  fr: {
    simulated: 'Simulé',
    invalid: 'Cette demande d’autorisation n’est pas valide :',
    intro: 'Conversa souhaite accéder à votre compte professionnel Instagram.',
    ableTo: 'Conversa pourra :',
    continueAs: 'Continuer en tant que',
    cancel: 'Annuler',
    allow: 'Autoriser',
    scopes: {
      instagram_business_basic: 'Voir votre profil et vos publications',
      instagram_business_manage_messages: 'Lire et envoyer vos messages privés',
      instagram_business_manage_comments: 'Lire, répondre aux commentaires et les gérer',
      instagram_business_content_publish: 'Publier du contenu',
      instagram_business_manage_insights: 'Voir les statistiques',
    } as Record<string, string>,
  },
  ar: {
    simulated: 'محاكاة',
    invalid: 'طلب التفويض هذا غير صالح:',
    intro: 'يرغب Conversa في الوصول إلى حسابك المهني على Instagram.',
    ableTo: 'سيتمكن من:',
    continueAs: 'المتابعة باسم',
    cancel: 'إلغاء',
    allow: 'السماح',
    scopes: {
      instagram_business_basic: 'عرض ملفك الشخصي ومنشوراتك',
      instagram_business_manage_messages: 'قراءة رسائلك المباشرة وإرسالها',
      instagram_business_manage_comments: 'قراءة التعليقات والرد عليها وإدارتها',
      instagram_business_content_publish: 'نشر المحتوى',
      instagram_business_manage_insights: 'عرض الإحصاءات',
    } as Record<string, string>,
  },
} satisfies Record<Locale, unknown>

/**
 * Instagram's consent step, served by the app while the mock backend is on (MSW cannot answer
 * a top-level navigation to instagram.com). It talks to the platform mock directly and sends
 * the browser back exactly as Instagram would: `?code=&state=#_`, or `?error=access_denied`.
 */
export async function renderConsentPage(root: HTMLElement, platform: InstagramPlatform): Promise<void> {
  const { language } = restorePreferences(readStoredPreferences(document.cookie))
  await activateLocale(language)
  document.title = 'Instagram'
  const accounts = await platform.listAccounts()
  createRoot(root).render(
    <StrictMode>
      <Theme accentColor="pink" grayColor="slate" radius="large" appearance="light">
        <ConsentPage
          platform={platform}
          accounts={accounts}
          params={new URLSearchParams(window.location.search)}
          copy={COPY[language]}
        />
      </Theme>
    </StrictMode>,
  )
}

function ConsentPage({
  platform,
  accounts,
  params,
  copy,
}: {
  platform: InstagramPlatform
  accounts: IgAccount[]
  params: URLSearchParams
  copy: (typeof COPY)['en']
}) {
  const validation = platform.validateAuthorize(params)
  const [accountId, setAccountId] = useState(accounts[0]?.id ?? '')
  const [leaving, setLeaving] = useState(false)

  const leave = (url: string) => {
    setLeaving(true)
    window.location.assign(url)
  }

  return (
    <Flex asChild align="center" justify="center" minHeight="100vh" p="4" style={{ background: 'var(--gray-2)' }}>
      <main>
        <Card size="4" style={{ maxWidth: 460, width: '100%' }}>
          <Flex direction="column" gap="4">
            <Flex align="center" gap="2">
              <Heading as="h1" size="6">
                Instagram
              </Heading>
              <Badge color="orange">{copy.simulated}</Badge>
            </Flex>
            {!validation.ok ? (
              <Callout.Root color="red" role="alert">
                <Callout.Text>
                  {copy.invalid} {validation.message}
                </Callout.Text>
              </Callout.Root>
            ) : (
              <>
                <Text as="p" size="3">
                  {copy.intro}
                </Text>
                <Box>
                  <Text as="p" weight="bold" size="2" mb="1">
                    {copy.ableTo}
                  </Text>
                  <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
                    {validation.request.scopes.map((scope) => (
                      <li key={scope}>
                        <Text size="2">{copy.scopes[scope] ?? scope}</Text>
                      </li>
                    ))}
                  </ul>
                </Box>
                <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                  <legend>
                    <Text weight="bold" size="2">
                      {copy.continueAs}
                    </Text>
                  </legend>
                  <RadioCards.Root value={accountId} onValueChange={setAccountId} columns="1" mt="2">
                    {accounts.map((account) => (
                      <RadioCards.Item key={account.id} value={account.id} aria-label={`@${account.username}`}>
                        <Flex align="center" gap="3">
                          <Avatar
                            src={account.pictureUrl}
                            fallback={account.username.slice(0, 1)}
                            radius="full"
                            size="3"
                            alt=""
                          />
                          <Flex direction="column">
                            <Text weight="bold">@{account.username}</Text>
                            <Text size="1" color="gray">
                              {account.name}
                            </Text>
                          </Flex>
                        </Flex>
                      </RadioCards.Item>
                    ))}
                  </RadioCards.Root>
                </fieldset>
                <Flex gap="3" justify="end">
                  <Button
                    variant="soft"
                    color="gray"
                    disabled={leaving}
                    onClick={() => leave(platform.deny(validation.request))}
                  >
                    {copy.cancel}
                  </Button>
                  <Button
                    disabled={leaving || !accountId}
                    onClick={() => {
                      setLeaving(true)
                      void platform.approve(validation.request, accountId).then(leave)
                    }}
                  >
                    {copy.allow}
                  </Button>
                </Flex>
              </>
            )}
          </Flex>
        </Card>
      </main>
    </Flex>
  )
}
