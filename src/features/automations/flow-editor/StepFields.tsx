import type { FlowStep } from '@/domain/automations/flow/model'
import { AskStepFields } from './steps/AskStepFields'
import { ConditionStepFields } from './steps/ConditionStepFields'
import { GotoFlowStepFields } from './steps/GotoFlowStepFields'
import { HandoverStepFields } from './steps/HandoverStepFields'
import { PublicReplyStepFields } from './steps/PublicReplyStepFields'
import { SendStepFields } from './steps/SendStepFields'
import { SetFieldStepFields } from './steps/SetFieldStepFields'
import { SplitStepFields } from './steps/SplitStepFields'
import { TagStepFields } from './steps/TagStepFields'
import { WaitReplyStepFields } from './steps/WaitReplyStepFields'
import { WaitStepFields } from './steps/WaitStepFields'
import type { StepChange } from './steps/stepProps'

/** The fields of a step of any kind; outcomes are routed by the card's outcome list. */
export function StepFields({ step, onChange }: { step: FlowStep; onChange: StepChange<FlowStep> }) {
  switch (step.kind) {
    case 'send':
      return <SendStepFields step={step} onChange={onChange} />
    case 'public-reply':
      return <PublicReplyStepFields step={step} onChange={onChange} />
    case 'wait':
      return <WaitStepFields step={step} onChange={onChange} />
    case 'wait-reply':
      return <WaitReplyStepFields step={step} onChange={onChange} />
    case 'ask':
      return <AskStepFields step={step} onChange={onChange} />
    case 'condition':
      return <ConditionStepFields step={step} onChange={onChange} />
    case 'split':
      return <SplitStepFields step={step} onChange={onChange} />
    case 'tag':
      return <TagStepFields step={step} onChange={onChange} />
    case 'set-field':
      return <SetFieldStepFields step={step} onChange={onChange} />
    case 'handover':
      return <HandoverStepFields step={step} onChange={onChange} />
    case 'goto-flow':
      return <GotoFlowStepFields step={step} onChange={onChange} />
    case 'end':
      return null
  }
}
