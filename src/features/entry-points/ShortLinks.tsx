import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, Code, Flex, Select, Text } from '@radix-ui/themes'
import { IconCopy, IconDownload } from '@tabler/icons-react'
import { useEffect, useId, useState } from 'react'
import { notify } from '@/components/toast'
import type { AccountEntryPoints } from '@/domain/entryPoints/apiTypes'
import { automationLabel } from './labels'
import { qrImages, type QrImages } from './qrCode'

/**
 * Each automation's `ig.me` link: opening it starts a conversation with the account that the
 * automation answers. The link to copy, and its QR code to download for print (SVG and PNG).
 */
export function ShortLinks({ data }: { data: AccountEntryPoints }) {
  const { t, i18n } = useLingui()
  const pickerId = useId()
  // The engine starts an automation from a link only when that is its trigger.
  const linked = data.automations.filter((candidate) => candidate.startsFrom === 'ref-link')
  const [chosen, setChosen] = useState(linked[0]?.id ?? '')
  const automation = linked.find((candidate) => candidate.id === chosen) ?? linked[0]

  if (!automation)
    return (
      <Text as="p">
        <Trans>
          No automation of this account starts from a link yet: create one whose trigger is “ig.me link or ad”, and its
          link will be here.
        </Trans>
      </Text>
    )
  return (
    <Flex direction="column" gap="3">
      {data.iceBreakersSet ? null : (
        <Callout.Root color="amber" role="note">
          <Callout.Text>
            <Trans>
              Instagram tells Conversa which link a person came from only while the account has ice breakers: add at
              least one above, or the link opens the conversation without starting the automation.
            </Trans>
          </Callout.Text>
        </Callout.Root>
      )}
      <Flex direction="column" gap="1">
        <Text as="label" id={pickerId} size="2" weight="medium">
          <Trans>Automation</Trans>
        </Text>
        <Select.Root value={automation.id} onValueChange={setChosen}>
          <Select.Trigger aria-labelledby={pickerId} />
          <Select.Content position="popper">
            {linked.map((candidate) => (
              <Select.Item key={candidate.id} value={candidate.id}>
                {automationLabel(i18n, candidate)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      {automation.status === 'paused' ? (
        <Text as="p" size="2" color="amber">
          <Trans>
            This automation is paused: the link opens the conversation, and nothing answers until you start it.
          </Trans>
        </Text>
      ) : null}
      <Flex gap="2" align="center" wrap="wrap">
        {/* A web address reads left to right in every language. */}
        <Code size="3" dir="ltr" aria-label={t`Link`} style={{ overflowWrap: 'anywhere' }}>
          {automation.link}
        </Code>
        <Button
          type="button"
          variant="soft"
          onClick={() =>
            void navigator.clipboard.writeText(automation.link).then(
              () => notify.success(t`The link is copied.`),
              () => notify.error(t`The link could not be copied. Select it and copy it by hand.`),
            )
          }
        >
          <IconCopy size={16} aria-hidden="true" />
          <Trans>Copy the link</Trans>
        </Button>
      </Flex>
      <QrCode link={automation.link} name={automation.name} fileName={`ig-me-${data.username}-${automation.ref}`} />
    </Flex>
  )
}

/** The link's QR code, shown and offered as SVG and PNG files. */
export function QrCode({ link, name, fileName }: { link: string; name: string; fileName: string }) {
  const { t } = useLingui()
  const [images, setImages] = useState<{ link: string; images: QrImages } | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let current = true
    qrImages(link).then(
      (made) => {
        if (current) setImages({ link, images: made })
      },
      () => {
        if (current) setFailed(true)
      },
    )
    return () => {
      current = false
    }
  }, [link])

  if (failed)
    return (
      <Text as="p" color="red" role="alert">
        <Trans>The QR code could not be drawn.</Trans>
      </Text>
    )
  const shown = images?.link === link ? images.images : null
  return (
    <Flex direction="column" gap="2" align="start">
      <div className="entry-points-qr">
        {shown ? <img src={shown.svg} alt={t`QR code of the link of ${name}`} width={240} height={240} /> : null}
      </div>
      <Flex gap="2" wrap="wrap">
        <Button asChild variant="soft" disabled={!shown}>
          <a href={shown?.svg} download={`${fileName}.svg`}>
            <IconDownload size={16} aria-hidden="true" />
            <Trans>Download SVG</Trans>
          </a>
        </Button>
        <Button asChild variant="soft" disabled={!shown}>
          <a href={shown?.png} download={`${fileName}.png`}>
            <IconDownload size={16} aria-hidden="true" />
            <Trans>Download PNG</Trans>
          </a>
        </Button>
      </Flex>
    </Flex>
  )
}
