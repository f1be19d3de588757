export { CheckoutWizard } from './CheckoutWizard'
export { StepForm, WizardFrame, type WizardStepView } from './WizardFrame'
export { useStepper, useWizard, wizardDraftKey, type Wizard } from './useWizard'
