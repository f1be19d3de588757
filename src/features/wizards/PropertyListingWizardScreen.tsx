import { Trans, useLingui } from '@lingui/react/macro'
import { Flex, Heading, Text } from '@radix-ui/themes'
import { InputField, MoneyField, NumberField, SelectField, SwitchField } from '@/components/form'
import { propertyListingSteps } from '@/domain/wizards/schemas'
import { StepForm, useWizard, WizardFrame } from '@/components/wizard'

/** `/wizard-examples/property-listing`: a property put up for sale, in five steps. */
export default function PropertyListingWizardScreen() {
  const { t } = useLingui()
  const wizard = useWizard('property-listing')
  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7">
          <Trans>Property listing</Trans>
        </Heading>
        <Text color="gray">
          <Trans>List a property for sale in five steps.</Trans>
        </Text>
      </Flex>
      <WizardFrame
        wizard={wizard}
        done={(reference) => <Trans>Listing {reference} is published.</Trans>}
        steps={[
          {
            id: 'personal',
            title: <Trans>Personal details</Trans>,
            render: () => (
              <StepForm
                wizard={wizard}
                schema={propertyListingSteps.personal}
                defaults={{ fullName: '', email: '', phone: '' }}
              >
                {(form) => (
                  <>
                    <InputField
                      control={form.control}
                      name="fullName"
                      label={t`Full name`}
                      autoComplete="name"
                      required
                    />
                    <InputField
                      control={form.control}
                      name="email"
                      label={t`Email`}
                      type="email"
                      autoComplete="email"
                      required
                    />
                    <InputField
                      control={form.control}
                      name="phone"
                      label={t`Phone`}
                      type="tel"
                      autoComplete="tel"
                      required
                    />
                  </>
                )}
              </StepForm>
            ),
          },
          {
            id: 'property',
            title: <Trans>Property details</Trans>,
            render: () => (
              <StepForm wizard={wizard} schema={propertyListingSteps.property} defaults={{ address: '' }}>
                {(form) => (
                  <>
                    <SelectField
                      control={form.control}
                      name="propertyType"
                      label={t`Type of property`}
                      placeholder={t`Choose a type`}
                      required
                      options={[
                        { value: 'apartment', label: t`Apartment` },
                        { value: 'house', label: t`House` },
                        { value: 'office', label: t`Office` },
                        { value: 'shop', label: t`Shop` },
                      ]}
                    />
                    <InputField control={form.control} name="address" label={t`Address`} required />
                  </>
                )}
              </StepForm>
            ),
          },
          {
            id: 'features',
            title: <Trans>Features</Trans>,
            render: () => (
              <StepForm
                wizard={wizard}
                schema={propertyListingSteps.features}
                defaults={{ bedrooms: 0, bathrooms: 0, furnished: false }}
              >
                {(form) => (
                  <>
                    <NumberField control={form.control} name="bedrooms" label={t`Bedrooms`} required />
                    <NumberField control={form.control} name="bathrooms" label={t`Bathrooms`} required />
                    <SwitchField control={form.control} name="furnished" label={t`Furnished`} />
                  </>
                )}
              </StepForm>
            ),
          },
          {
            id: 'area',
            title: <Trans>Area</Trans>,
            render: () => (
              <StepForm wizard={wizard} schema={propertyListingSteps.area} defaults={{}}>
                {(form) => (
                  <NumberField control={form.control} name="area" label={t`Living area in square metres`} required />
                )}
              </StepForm>
            ),
          },
          {
            id: 'price',
            title: <Trans>Price</Trans>,
            render: () => (
              <StepForm
                wizard={wizard}
                schema={propertyListingSteps.price}
                defaults={{ negotiable: false }}
                submitLabel={t`Publish listing`}
              >
                {(form) => (
                  <>
                    <MoneyField control={form.control} name="price" label={t`Asking price`} currency="EUR" required />
                    <SwitchField control={form.control} name="negotiable" label={t`Price is negotiable`} />
                  </>
                )}
              </StepForm>
            ),
          },
        ]}
      />
    </Flex>
  )
}
