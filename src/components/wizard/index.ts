export { CheckoutWizard } from './CheckoutWizard'
export { StepForm, WizardFrame, type WizardStepView } from './WizardFrame'
export { useWizard, type Wizard } from './useWizard'
