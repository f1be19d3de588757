export { PeriodSwitch, PlanCards, PlanComparison, usePeriod } from './PricingPlans'
