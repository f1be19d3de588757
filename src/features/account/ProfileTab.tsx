import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Avatar, Button, Card, DataList, Flex, Heading } from '@radix-ui/themes'
import { useState, type FormEvent } from 'react'
import { api } from '@/runtime/api'
import { useSessionRuntime } from '@/runtime/session/runtimeContext'
import type { UserData } from '@/runtime/session/sessionStore'
import { useSession } from '@/runtime/session/useSession'
import { ApiError } from '@/lib/apiClient'
import { authErrorMessage, isRetryableAuthError } from '@/lib/authErrors'
import type { SessionData } from '@/machines/authSession'
import { FormAlert } from '@/components/form/FormAlert'
import { FormField } from '@/components/form/FormField'
import { avatarUrlError, collectErrors, fullNameError, usernameError, type FieldErrors } from '@/lib/authValidation'

type Field = 'fullName' | 'username' | 'avatar'
type Outcome =
  { kind: 'idle' | 'saving' | 'saved' } | { kind: 'failed'; message: MessageDescriptor; retryable: boolean }

const SAVED = msg`Your profile has been saved.`
const USERNAME_TAKEN = msg`This username is taken. Choose another one.`
const INVALID_PROFILE = msg`Some fields are invalid. Check them and try again.`

function initialsOf(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase() ?? '')
      .join('') || '?'
  )
}

/** The account tab: who you are, and the profile fields you may change. */
export function ProfileTab() {
  const { user } = useSession()
  // Outlives the form below, so "saved" stays on screen when the saved profile re-keys it.
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  if (!user) return null
  // The form starts from the profile it is given; when the backend's copy replaces the stored one
  // (after a reload, or a save in another tab) it starts again from the fresh values.
  return (
    <ProfileForm
      key={[user.fullName, user.username, user.avatar].join('\u0000')}
      user={user}
      outcome={outcome}
      setOutcome={setOutcome}
    />
  )
}

interface ProfileFormProps {
  user: UserData
  outcome: Outcome
  setOutcome: (outcome: Outcome) => void
}

function ProfileForm({ user, outcome, setOutcome }: ProfileFormProps) {
  const { t } = useLingui()
  const { actor } = useSessionRuntime()
  const [fullName, setFullName] = useState(user.fullName)
  const [username, setUsername] = useState(user.username)
  const [avatar, setAvatar] = useState(user.avatar)
  const [errors, setErrors] = useState<FieldErrors<Field>>({})

  const save = async () => {
    const found = collectErrors<Field>({
      fullName: fullNameError(fullName),
      username: usernameError(username),
      avatar: avatarUrlError(avatar),
    })
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setOutcome({ kind: 'saving' })
    try {
      const session = await api.patch<SessionData>('/session/profile', {
        fullName: fullName.trim(),
        username: username.trim(),
        avatar: avatar.trim(),
      })
      actor.send({ type: 'PROFILE_UPDATED', userData: session.userData })
      setOutcome({ kind: 'saved' })
    } catch (cause) {
      const code = cause instanceof ApiError ? cause.code : 'unknown'
      if (code === 'username-taken') {
        setErrors({ username: USERNAME_TAKEN })
        setOutcome({ kind: 'failed', message: USERNAME_TAKEN, retryable: false })
      } else if (code === 'invalid-profile') {
        setOutcome({ kind: 'failed', message: INVALID_PROFILE, retryable: false })
      } else {
        setOutcome({ kind: 'failed', message: authErrorMessage(code), retryable: isRetryableAuthError(code) })
      }
    }
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void save()
  }

  return (
    <Flex direction="column" gap="4">
      <Card size="3">
        <Flex gap="4" align="center" wrap="wrap">
          <Avatar size="6" radius="full" src={user.avatar || undefined} fallback={initialsOf(user.fullName)} alt="" />
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
      </Card>
      <Card size="3">
        <form noValidate onSubmit={onSubmit} aria-labelledby="profile-heading">
          <Flex direction="column" gap="3">
            <Heading as="h2" size="4" id="profile-heading">
              <Trans>Edit profile</Trans>
            </Heading>
            {outcome.kind === 'saved' && <FormAlert tone="success" message={SAVED} />}
            {outcome.kind === 'failed' && (
              <FormAlert message={outcome.message} onRetry={outcome.retryable ? () => void save() : undefined} />
            )}
            <FormField
              label={t`Full name`}
              name="fullName"
              autoComplete="name"
              value={fullName}
              onChange={setFullName}
              error={errors.fullName}
            />
            <FormField
              label={t`Username`}
              name="username"
              autoComplete="username"
              value={username}
              onChange={setUsername}
              error={errors.username}
            />
            <FormField
              label={t`Avatar URL`}
              name="avatar"
              type="url"
              inputMode="url"
              autoComplete="photo"
              value={avatar}
              onChange={setAvatar}
              error={errors.avatar}
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
              <Button type="submit" loading={outcome.kind === 'saving'}>
                <Trans>Save changes</Trans>
              </Button>
            </Flex>
          </Flex>
        </form>
      </Card>
    </Flex>
  )
}
