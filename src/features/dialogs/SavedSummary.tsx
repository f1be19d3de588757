import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { Text } from '@radix-ui/themes'
import { useFormat } from '@/components/format'
import { PLAN_COPY } from '@/components/pricing/planCopy'
import type { CardBrand } from '@/domain/dialogs/payments'
import type { DialogKind, DialogResult, DialogSaved } from '@/domain/dialogs/schemas'

const BRANDS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  other: '',
}

/** What the backend keeps of a dialog, in a line, with when it was saved. */
export function SavedSummary<K extends DialogKind>({ kind, result }: { kind: K; result?: DialogResult<K> }) {
  const format = useFormat()
  if (!result)
    return (
      <Text as="p" size="2" color="gray">
        <Trans>Nothing saved yet.</Trans>
      </Text>
    )
  const when = format.dateTime(result.savedAt)
  return (
    <Text as="p" size="2">
      <Describe kind={kind} saved={result.saved} />{' '}
      <Text color="gray">
        <Trans>(saved {when})</Trans>
      </Text>
    </Text>
  )
}

function Describe<K extends DialogKind>({ kind, saved }: { kind: K; saved: DialogSaved[K] }) {
  const { i18n } = useLinguiRuntime()
  const format = useFormat()
  const region = (code: string) => new Intl.DisplayNames([format.locale], { type: 'region' }).of(code) ?? code
  switch (kind) {
    case 'share-project': {
      const { members } = saved as DialogSaved['share-project']
      return <Plural value={members.length} one="Shared with # person." other="Shared with # people." />
    }
    case 'add-card': {
      const card = saved as DialogSaved['add-card']
      const brand = BRANDS[card.brand]
      return (
        <Trans>
          {brand} card ending in {card.last4}, expires {card.expiry}.
        </Trans>
      )
    }
    case 'pricing': {
      const { plan, period } = saved as DialogSaved['pricing']
      const name = i18n._(PLAN_COPY[plan].name)
      return period === 'annual' ? (
        <Trans>{name} plan, billed yearly.</Trans>
      ) : (
        <Trans>{name} plan, billed monthly.</Trans>
      )
    }
    case 'refer-and-earn': {
      const { invited } = saved as DialogSaved['refer-and-earn']
      return <Plural value={invited.length} one="# friend invited." other="# friends invited." />
    }
    case 'edit-user': {
      const user = saved as DialogSaved['edit-user']
      const name = `${user.firstName} ${user.lastName}`
      return (
        <Trans>
          {name} (@{user.username}), {region(user.country)}.
        </Trans>
      )
    }
    case 'enable-otp': {
      const { phone } = saved as DialogSaved['enable-otp']
      return <Trans>Codes go to {phone}.</Trans>
    }
    case 'add-address': {
      const address = saved as DialogSaved['add-address']
      // Parts of one address, not a list of things: commas without a final "and".
      const place = new Intl.ListFormat(format.locale, { type: 'unit', style: 'short' }).format([
        address.line1,
        address.city,
        region(address.country),
      ])
      return <Trans>{place}.</Trans>
    }
    case 'create-app': {
      const app = saved as DialogSaved['create-app']
      const name = app.details.name
      const stack = format.list([app.framework.framework, app.database.database].map((id) => STACK_NAMES[id] ?? id))
      return (
        <Trans>
          {name}, built with {stack}.
        </Trans>
      )
    }
    case 'two-factor': {
      const choice = saved as DialogSaved['two-factor']
      const phone = choice.phone ?? ''
      return choice.method === 'app' ? (
        <Trans>On, with an authenticator app.</Trans>
      ) : (
        <Trans>On, with codes texted to {phone}.</Trans>
      )
    }
    default:
      return null
  }
}

const STACK_NAMES: Record<string, string> = {
  react: 'React',
  vue: 'Vue',
  angular: 'Angular',
  laravel: 'Laravel',
  firebase: 'Firebase',
  aws: 'AWS',
  mysql: 'MySQL',
}
