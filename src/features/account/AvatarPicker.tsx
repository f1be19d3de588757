import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Button, Flex, Text } from '@radix-ui/themes'
import { useRef, useState, type ChangeEvent } from 'react'
import { FormAlert } from '@/components/form'
import { apiErrorMessage } from '@/components/feedback'
import { ApiError } from '@/lib/apiClient'
import type { UserData } from '@/runtime/session/sessionStore'
import { useSaveProfile, useUploadAvatar } from './api'

/** What the backend takes (src/mocks/api/session.ts): checked here first, so a wrong file never travels. */
const TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp']
const MAX_BYTES = 800 * 1024
const WRONG_TYPE = msg`Choose a PNG, JPEG, GIF or WebP image.`
const TOO_BIG = msg`Choose an image of 800 KB at most.`

function uploadFailure(error: unknown): MessageDescriptor {
  if (error instanceof ApiError && error.code === 'avatar/type') return WRONG_TYPE
  if (error instanceof ApiError && error.code === 'avatar/size') return TOO_BIG
  return apiErrorMessage(error)
}

/** Upload a new profile photo, or go back to initials. */
export function AvatarPicker({ user }: { user: UserData }) {
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadAvatar()
  const reset = useSaveProfile()
  const [refused, setRefused] = useState<MessageDescriptor | null>(null)
  const failure =
    refused ?? (upload.isError ? uploadFailure(upload.error) : reset.isError ? apiErrorMessage(reset.error) : null)

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // The same file chosen again after a failure still fires a change.
    event.target.value = ''
    if (!file) return
    upload.reset()
    if (!TYPES.includes(file.type)) return setRefused(WRONG_TYPE)
    if (file.size > MAX_BYTES) return setRefused(TOO_BIG)
    setRefused(null)
    upload.mutate(file)
  }
  return (
    <Flex direction="column" gap="2">
      <Flex gap="2" wrap="wrap">
        <Button type="button" loading={upload.isPending} onClick={() => input.current?.click()}>
          <Trans>Upload a new photo</Trans>
        </Button>
        <input
          ref={input}
          type="file"
          accept={TYPES.join(',')}
          hidden
          aria-hidden
          tabIndex={-1}
          onChange={onChosen}
          data-testid="avatar-file"
        />
        <Button
          type="button"
          variant="soft"
          color="gray"
          disabled={!user.avatar}
          loading={reset.isPending}
          onClick={() => {
            setRefused(null)
            reset.mutate({ fullName: user.fullName, username: user.username, avatar: '' })
          }}
        >
          <Trans>Reset</Trans>
        </Button>
      </Flex>
      <Text size="1" color="gray">
        <Trans>PNG, JPEG, GIF or WebP, 800 KB at most.</Trans>
      </Text>
      {failure && <FormAlert message={failure} />}
    </Flex>
  )
}
