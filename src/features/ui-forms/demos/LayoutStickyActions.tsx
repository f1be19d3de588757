import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Flex, Heading } from '@radix-ui/themes'
import { useState } from 'react'
import type { z } from 'zod'
import { DateField } from '@/components/date'
import {
  CheckboxField,
  Form,
  InputField,
  RadioGroupField,
  SelectField,
  SubmitButton,
  TextAreaField,
  useZodForm,
} from '@/components/form'
import { notify } from '@/components/toast'
import { pretendToSave, useCountryOptions, useLanguageOptions } from '../layoutParts'
import { shopProfileSchema } from '../layoutSchemas'

type ShopProfile = z.input<typeof shopProfileSchema>

const AURORA: ShopProfile = {
  shopName: 'Aurora Coffee Roasters',
  instagram: '@auroracoffee',
  email: 'hello@aurora-coffee.test',
  phone: '+33 4 78 00 12 34',
  website: 'https://aurora-coffee.test',
  street: '12 rue des Torréfacteurs',
  city: 'Lyon',
  postalCode: '69002',
  country: 'FR',
  openingDate: '2019-04-12',
  replyLanguage: 'fr',
  greeting: 'Bonjour ! Thanks for your message, a barista answers within the hour.',
  awayMessage: '',
  notifyOnMention: true,
}

/**
 * A long form whose Save and Cancel stay in view: the form scrolls inside its frame and the action
 * bar is `position: sticky` at the frame's foot. Cancel goes back to what was last saved.
 */
export default function LayoutStickyActions() {
  const { t } = useLingui()
  const countries = useCountryOptions()
  const languages = useLanguageOptions()
  const [saved, setSaved] = useState<ShopProfile>(AURORA)
  const form = useZodForm(shopProfileSchema, { defaultValues: AURORA })
  const { isDirty } = form.formState

  const save = async (profile: z.output<typeof shopProfileSchema>) => {
    await pretendToSave()
    setSaved(profile)
    // What was saved becomes the form's new starting point: Cancel comes back to it.
    form.reset(profile)
    const { shopName } = profile
    notify.success(t`The profile of ${shopName} is saved.`)
  }
  const cancel = () => {
    form.reset(saved)
    notify.info(t`Changes discarded.`)
  }

  return (
    <Form form={form} onSubmit={save} aria-label={t`Shop profile`}>
      <div className="forms-sticky" role="region" aria-label={t`Shop profile, scrollable`}>
        <Flex direction="column" gap="4" className="forms-sticky__body">
          <Heading as="h3" size="3">
            <Trans>Shop</Trans>
          </Heading>
          <InputField control={form.control} name="shopName" label={t`Shop name`} required />
          <InputField control={form.control} name="instagram" label={t`Instagram account`} required />
          <InputField control={form.control} name="email" label={t`Contact e-mail`} type="email" required />
          <InputField control={form.control} name="phone" label={t`Phone`} type="tel" required />
          <InputField control={form.control} name="website" label={t`Website`} type="url" />
          <DateField control={form.control} name="openingDate" label={t`Opened on`} />
          <Heading as="h3" size="3">
            <Trans>Address</Trans>
          </Heading>
          <InputField control={form.control} name="street" label={t`Street and number`} required />
          <InputField control={form.control} name="city" label={t`City`} required />
          <InputField control={form.control} name="postalCode" label={t`Postal code`} required />
          <SelectField control={form.control} name="country" label={t`Country`} options={countries} required />
          <Heading as="h3" size="3">
            <Trans>Replies</Trans>
          </Heading>
          <RadioGroupField
            control={form.control}
            name="replyLanguage"
            label={t`Language of the automatic replies`}
            options={languages}
            direction="row"
            required
          />
          <TextAreaField
            control={form.control}
            name="greeting"
            label={t`Greeting for a first DM`}
            hint={t`Between 10 and 300 characters.`}
            required
          />
          <TextAreaField
            control={form.control}
            name="awayMessage"
            label={t`Away message`}
            hint={t`Sent outside opening hours; leave empty to send none.`}
          />
          <CheckboxField
            control={form.control}
            name="notifyOnMention"
            label={t`Notify me when a story mentions the shop`}
          />
        </Flex>
        <div className="forms-sticky__actions">
          {isDirty ? (
            <Badge color="amber">
              <Trans>Unsaved changes</Trans>
            </Badge>
          ) : (
            <Badge color="gray">
              <Trans>All changes saved</Trans>
            </Badge>
          )}
          <Flex gap="3">
            <Button type="button" variant="soft" color="gray" disabled={!isDirty} onClick={cancel}>
              <Trans>Cancel</Trans>
            </Button>
            <SubmitButton>
              <Trans>Save</Trans>
            </SubmitButton>
          </Flex>
        </div>
      </div>
    </Form>
  )
}
