import { problemsOf, useFlowEditor } from '../context'

/** The problems about one place in a step (`messages.0.text`). */
export function useStepProblems(stepId: string) {
  const { problems } = useFlowEditor()
  return (path: string) => problemsOf(problems, stepId, path)
}
