import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, Flex } from '@radix-ui/themes'
import type { ServerNotice } from '@/domain/sync/serverEvents'
import { serverNotices, useServerEvents, useServerNotices } from '@/runtime/serverEvents'

/**
 * Keeps the backend's event stream open while someone is signed in, and shows what it says the
 * person should know (damaged data restored) until they dismiss it. Minimal on purpose: the kit's
 * toasts can take its place.
 */
export function ServerNotices() {
  useServerEvents()
  const notices = useServerNotices()
  if (notices.length === 0) return null
  return (
    <div className="server-notices">
      {notices.map((notice) => (
        <NoticeBanner key={notice.id} notice={notice} />
      ))}
    </div>
  )
}

function NoticeBanner({ notice }: { notice: ServerNotice }) {
  const { t } = useLingui()
  return (
    <div className="server-notices__item">
      <Callout.Root color="amber" highContrast role="status">
        <Flex align="center" gap="3" justify="between" wrap="wrap">
          <Callout.Text>
            {notice.kind === 'data-restored' && (
              <Trans>
                Some saved data was damaged and has been restored from the demo data; what was intact is kept.
              </Trans>
            )}
          </Callout.Text>
          <Button size="1" variant="soft" color="amber" highContrast onClick={() => serverNotices.dismiss(notice.id)}>
            {t`Dismiss`}
          </Button>
        </Flex>
      </Callout.Root>
    </div>
  )
}
