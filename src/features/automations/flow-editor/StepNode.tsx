import { Badge, Text } from '@radix-ui/themes'
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'

export type StepNodeData = {
  name: string
  outcomes: { id: string; label: string }[]
  problemCount: number
  hasError: boolean
  rtl: boolean
  start: boolean
}

export type StepNodeType = Node<StepNodeData, 'step'>

/** A step on the canvas: its name, its problems, and a handle per outcome to drag to the next step. */
export function StepNode({ data, selected }: NodeProps<StepNodeType>) {
  const { t } = useLingui()
  const into = data.rtl ? Position.Right : Position.Left
  const out = data.rtl ? Position.Left : Position.Right
  return (
    <div className="flow-node" data-selected={selected || undefined}>
      <Handle type="target" position={into} />
      <div className="flow-node-head">
        <Text size="2" weight="bold">
          {data.name}
        </Text>
        {data.start ? <Badge color="blue">{t`Starts here`}</Badge> : null}
        {data.problemCount > 0 ? (
          <Badge color={data.hasError ? 'red' : 'amber'}>
            {t({ message: plural(data.problemCount, { one: '# problem', other: '# problems' }) })}
          </Badge>
        ) : null}
      </div>
      {data.outcomes.map((outcome) => (
        <div key={outcome.id} className="flow-node-outcome">
          <Text size="1" color="gray">
            {outcome.label}
          </Text>
          <Handle type="source" position={out} id={outcome.id} />
        </div>
      ))}
    </div>
  )
}
