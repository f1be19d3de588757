export { CheckoutWizard } from './CheckoutWizard'
export { StepForm, WizardFrame } from './WizardFrame'
export { useStepper, useWizard, wizardDraftKey, type Wizard } from './useWizard'
