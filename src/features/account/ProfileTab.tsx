import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, DataList, Flex, Heading } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import type { UserData } from '@/runtime/session/sessionStore'
import { useSession } from '@/runtime/session/useSession'
import { ApiError } from '@/lib/apiClient'
import { authErrorMessage, isRetryableAuthError } from '@/lib/authErrors'
import { FormAlert } from '@/components/form/FormAlert'
import { FormField } from '@/components/form/FormField'
import { avatarUrlError, collectErrors, fullNameError, usernameError, type FieldErrors } from '@/lib/authValidation'
import { profileQuery, useSaveProfile } from './api'
import { AvatarPicker } from './AvatarPicker'
import { UserAvatar } from '@/components/avatar'
import { DeleteAccountCard } from './DeleteAccountCard'

type Field = 'fullName' | 'username' | 'avatar'
type SaveProfile = ReturnType<typeof useSaveProfile>

const SAVED = msg`Your profile has been saved.`
const USERNAME_TAKEN = msg`This username is taken. Choose another one.`
const INVALID_PROFILE = msg`Some fields are invalid. Check them and try again.`
const NOT_LOADED = msg`Your latest profile could not be loaded; the form shows the one from your sign-in.`

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : 'unknown')

/** Why a save failed, in the words the screen shows (translated when rendered). */
function saveFailure(error: unknown): { message: MessageDescriptor; retryable: boolean } {
  const code = codeOf(error)
  if (code === 'username-taken') return { message: USERNAME_TAKEN, retryable: false }
  if (code === 'invalid-profile') return { message: INVALID_PROFILE, retryable: false }
  return { message: authErrorMessage(code), retryable: isRetryableAuthError(code) }
}

/** The account tab: who you are, and the profile fields you may change. */
export function ProfileTab() {
  const { user } = useSession()
  const profile = useQuery(profileQuery())
  // Outlives the form below, so "saved" stays on screen when the saved profile re-keys it.
  const save = useSaveProfile()
  // The backend's copy when it has arrived; until then (or if it cannot be read) the session's.
  const shown = profile.data ?? user
  if (!shown) return null
  return (
    <Flex direction="column" gap="4">
      {profile.isError && <FormAlert message={NOT_LOADED} onRetry={() => void profile.refetch()} />}
      {/* The form starts from the profile it is given; when a fresher copy replaces it (the
          backend's, a save, another tab's) it starts again from the fresh values. */}
      <ProfileForm key={[shown.fullName, shown.username, shown.avatar].join('\u0000')} user={shown} save={save} />
    </Flex>
  )
}

function ProfileForm({ user, save }: { user: UserData; save: SaveProfile }) {
  const { t } = useLingui()
  const [fullName, setFullName] = useState(user.fullName)
  const [username, setUsername] = useState(user.username)
  const [avatar, setAvatar] = useState(user.avatar)
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const failure = save.isError ? saveFailure(save.error) : null
  const shownErrors: FieldErrors<Field> =
    save.isError && codeOf(save.error) === 'username-taken' ? { ...errors, username: USERNAME_TAKEN } : errors

  const submit = () => {
    const found = collectErrors<Field>({
      fullName: fullNameError(fullName),
      username: usernameError(username),
      avatar: avatarUrlError(avatar),
    })
    setErrors(found)
    if (Object.keys(found).length > 0) {
      save.reset()
      return
    }
    save.mutate({ fullName: fullName.trim(), username: username.trim(), avatar: avatar.trim() })
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit()
  }

  return (
    <>
      <Card size="3">
        <Flex direction="column" gap="4">
          <Flex gap="4" align="center" wrap="wrap">
            <UserAvatar size="6" src={user.avatar || undefined} name={user.fullName} />
            <DataList.Root>
              <DataList.Item>
                <DataList.Label>
                  <Trans>Name</Trans>
                </DataList.Label>
                <DataList.Value>{user.fullName}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>
                  <Trans>Username</Trans>
                </DataList.Label>
                <DataList.Value>{user.username}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label>
                  <Trans>Email</Trans>
                </DataList.Label>
                <DataList.Value>{user.email}</DataList.Value>
              </DataList.Item>
            </DataList.Root>
          </Flex>
          <AvatarPicker user={user} />
        </Flex>
      </Card>
      <Card size="3">
        <form noValidate onSubmit={onSubmit} aria-labelledby="profile-heading">
          <Flex direction="column" gap="3">
            <Heading as="h2" size="4" id="profile-heading">
              <Trans>Edit profile</Trans>
            </Heading>
            {save.isSuccess && <FormAlert tone="success" message={SAVED} />}
            {failure && <FormAlert message={failure.message} onRetry={failure.retryable ? submit : undefined} />}
            <FormField
              label={t`Full name`}
              name="fullName"
              autoComplete="name"
              value={fullName}
              onChange={setFullName}
              error={shownErrors.fullName}
            />
            <FormField
              label={t`Username`}
              name="username"
              autoComplete="username"
              value={username}
              onChange={setUsername}
              error={shownErrors.username}
            />
            <FormField
              label={t`Avatar URL`}
              name="avatar"
              type="url"
              inputMode="url"
              autoComplete="photo"
              value={avatar}
              onChange={setAvatar}
              error={shownErrors.avatar}
            />
            <FormField
              label={t`Email`}
              name="email"
              type="email"
              value={user.email}
              onChange={() => {}}
              readOnly
              hint={t`Your sign-in email cannot be changed here.`}
            />
            <Flex justify="end">
              <Button type="submit" loading={save.isPending}>
                <Trans>Save changes</Trans>
              </Button>
            </Flex>
          </Flex>
        </form>
      </Card>
      <DeleteAccountCard />
    </>
  )
}
