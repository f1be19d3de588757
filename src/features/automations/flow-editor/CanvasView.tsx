import { useLingui } from '@lingui/react/macro'
import { Flex, Text, useThemeContext } from '@radix-ui/themes'
import {
  Background,
  Controls,
  ReactFlow,
  type Connection,
  type Edge,
  type NodeChange,
  type XYPosition,
} from '@xyflow/react'
import '@xyflow/react/dist/style.css'
import { Direction } from 'radix-ui'
import { useMemo, useState } from 'react'
import type { StepId } from '@/domain/automations/flow/model'
import { canvasOf, mirrorX } from './canvasModel'
import { problemsOf, useFlowEditor } from './context'
import { setOutcome, stepsInOrder } from './graphEdit'
import { NextStepSelect } from './NextStepSelect'
import { StepCard } from './StepCard'
import { StepNode, type StepNodeType } from './StepNode'
import { useCanvasLabels } from './useCanvasLabels'

const NODE_TYPES = { step: StepNode }

/**
 * The flow drawn as steps and arrows: drag a step to move it, drag from an outcome's handle to a
 * step to lead it there, select a step to edit it beside the canvas with the outline's own editor.
 */
export function CanvasView() {
  const { t, i18n } = useLingui()
  const { graph, numbers, problems, change } = useFlowEditor()
  const rtl = Direction.useDirection() === 'rtl'
  const ariaLabelConfig = useCanvasLabels()
  // The canvas's class names its colour mode, and Radix Themes' tokens follow that class: they must agree.
  const { appearance } = useThemeContext()
  const colorMode = appearance === 'inherit' ? 'system' : appearance
  // A phone opens on the first step, readable, rather than on the whole flow shrunk to fit.
  const [narrow] = useState(() => window.matchMedia('(max-width: 768px)').matches)
  const [selected, setSelected] = useState<StepId | null>(null)
  const [dragged, setDragged] = useState<Record<StepId, XYPosition>>({})
  const [sizes, setSizes] = useState<Record<StepId, { width: number; height: number }>>({})
  const { steps, links } = useMemo(() => canvasOf(graph, numbers, i18n, rtl), [graph, numbers, i18n, rtl])

  const nodes: StepNodeType[] = steps.map((step) => {
    const stepProblems = problemsOf(problems, step.id)
    return {
      id: step.id,
      type: 'step',
      position: dragged[step.id] ?? step.position,
      measured: sizes[step.id],
      selected: step.id === selected,
      ariaLabel: step.name,
      data: {
        name: step.name,
        outcomes: step.outcomes,
        problemCount: stepProblems.length,
        hasError: stepProblems.some((problem) => problem.severity === 'error'),
        rtl,
        start: step.id === graph.start,
      },
    }
  })
  const names = new Map(steps.map((step) => [step.id, step.name]))
  const edges: Edge[] = links.map((link) => {
    const from = names.get(link.from)
    const to = names.get(link.to)
    return {
      id: link.id,
      source: link.from,
      sourceHandle: link.outcome,
      target: link.to,
      label: link.label,
      ariaLabel: t`${from}, ${link.label}: goes to ${to}`,
      className: 'flow-edge',
    }
  })

  const onNodesChange = (changes: NodeChange<StepNodeType>[]) => {
    for (const nodeChange of changes) {
      if (nodeChange.type === 'select') setSelected(nodeChange.selected ? nodeChange.id : null)
      if (nodeChange.type === 'dimensions' && nodeChange.dimensions) {
        const size = nodeChange.dimensions
        setSizes((known) => ({ ...known, [nodeChange.id]: size }))
      }
      if (nodeChange.type === 'position' && nodeChange.position) {
        const { id, position } = nodeChange
        if (nodeChange.dragging) {
          setDragged((moving) => ({ ...moving, [id]: position }))
        } else {
          change({ ...graph, layout: { ...graph.layout, [id]: { x: mirrorX(position.x, rtl), y: position.y } } })
          setDragged(({ [id]: _done, ...moving }) => moving)
        }
      }
    }
  }
  const onConnect = (connection: Connection) => {
    if (connection.sourceHandle)
      change(setOutcome(graph, connection.source, connection.sourceHandle, connection.target))
  }
  const selectedStep = selected ? graph.steps[selected] : undefined
  const reachable = stepsInOrder(graph).find(({ step }) => step.id === selected)?.reachable ?? false

  return (
    <div className="flow-canvas-layout">
      <div className="flow-canvas" dir={rtl ? 'rtl' : 'ltr'}>
        <ReactFlow<StepNodeType>
          nodes={nodes}
          edges={edges}
          nodeTypes={NODE_TYPES}
          onNodesChange={onNodesChange}
          onConnect={onConnect}
          deleteKeyCode={null}
          colorMode={colorMode}
          fitView
          fitViewOptions={narrow && graph.start ? { nodes: [{ id: graph.start }], maxZoom: 1 } : { maxZoom: 1 }}
          minZoom={0.3}
          ariaLabelConfig={ariaLabelConfig}
          proOptions={{ hideAttribution: true }}
        >
          <Background />
          <Controls position={rtl ? 'bottom-right' : 'bottom-left'} showInteractive={false} />
        </ReactFlow>
      </div>
      <aside className="flow-canvas-panel" aria-label={t`Selected step`}>
        {selectedStep ? (
          <StepCard step={selectedStep} reachable={reachable} />
        ) : (
          <Flex direction="column" gap="2">
            <Text size="2" color="gray">
              {t`Select a step on the canvas to edit it here.`}
            </Text>
            <NextStepSelect from={null} to={graph.start} label={t`The conversation starts with`} />
          </Flex>
        )}
      </aside>
    </div>
  )
}
