import { Trans } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { IconBolt } from '@tabler/icons-react'
import { BrandMark } from '@/components/BrandMark'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { AuthHeading } from '../AuthCard'
import type { AuthFrameProps } from '../authFlow'
import './variants.css'

/**
 * The v2 pages' design: the form on one side, on the other what Conversa does (a comment answered
 * by a private reply). The illustration side gives way to the form alone on narrow screens.
 */
export function AuthSplitFrame({ title, intro, children, footer }: AuthFrameProps) {
  return (
    <div className="auth-split">
      <div className="auth-split-art">
        <AuthIllustration />
        <Text as="p" size="4" weight="medium" className="auth-split-tagline">
          <Trans>Every keyword in your comments answered with a private reply, even while you sleep.</Trans>
        </Text>
      </div>
      <div className="auth-split-side">
        <Flex justify="between" align="center">
          <BrandMark />
          <LanguageSwitcher />
        </Flex>
        <div className="auth-split-form">
          <AuthHeading title={title} intro={intro} />
          {children}
          {footer && (
            <Flex justify="center" gap="2" wrap="wrap">
              {footer}
            </Flex>
          )}
        </div>
      </div>
    </div>
  )
}

/** A comment on a post and the private reply an automation sent to it (decorative). */
function AuthIllustration() {
  return (
    <div className="auth-art-thread" aria-hidden="true">
      <Text size="1" color="gray">
        <Trans>Comment on your post</Trans>
      </Text>
      <div className="auth-art-bubble">
        <Text size="2" weight="bold">
          ana.lima
        </Text>{' '}
        <Text size="2">
          <Trans>GUIDE please!</Trans>
        </Text>
      </div>
      <Text size="1" color="gray">
        <Trans>Private reply</Trans>
      </Text>
      <div className="auth-art-bubble auth-art-bubble--sent">
        <Text size="2">
          <Trans>Hi Ana! Here is the guide you asked for. Enjoy it.</Trans>
        </Text>
        <Flex align="center" gap="1" mt="1">
          <IconBolt size={14} />
          <Text size="1">
            <Trans>Sent by an automation</Trans>
          </Text>
        </Flex>
      </div>
    </div>
  )
}
