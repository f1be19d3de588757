import { useLingui } from '@lingui/react/macro'
import { Flex, IconButton, Tabs } from '@radix-ui/themes'
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { splitPart } from '@/components/deferred'
import { useUndoHistory } from '@/components/undo'
import type { FlowGraph } from '@/domain/automations/flow/model'
import { FlowEditorContext, type FlowEditorContextValue } from './context'
import { stepsInOrder } from './graphEdit'
import { FlowProblems } from './FlowProblems'
import { OutlineView } from './OutlineView'
import type { FlowEditorProblem, FlowEditorSurroundings } from './types'
import './flowEditor.css'

const CanvasView = splitPart(() => import('./CanvasView'), 'CanvasView', {
  placeholder: <div className="flow-canvas-placeholder" aria-hidden="true" />,
})

export interface FlowEditorProps extends FlowEditorSurroundings {
  value: FlowGraph
  onChange: (next: FlowGraph) => void
  /** Problems to show on their steps, in both views. */
  problems: readonly FlowEditorProblem[]
}

type View = 'outline' | 'canvas'

/**
 * The flow editor: an outline of the steps (the default, complete by keyboard and screen reader) or
 * a canvas to arrange them, over the same flow, with undo and redo.
 */
export function FlowEditor({ value, onChange, problems, ...surroundings }: FlowEditorProps) {
  const { t } = useLingui()
  const [view, setView] = useState<View>('outline')
  const history = useUndoHistory({ value, onChange })
  const numbers = useMemo(() => new Map(stepsInOrder(value).map(({ step }, index) => [step.id, index + 1])), [value])
  const context: FlowEditorContextValue = {
    ...surroundings,
    graph: value,
    problems,
    numbers,
    change: history.change,
  }
  return (
    <FlowEditorContext.Provider value={context}>
      <div className="flow-editor" role="group" aria-label={t`Conversation`} onKeyDown={history.onKeyDown}>
        <FlowProblems problems={problems.filter((problem) => problem.stepId === null)} />
        <Tabs.Root value={view} onValueChange={(next) => setView(next as View)}>
          <Flex justify="between" align="end" gap="3" wrap="wrap">
            <Tabs.List aria-label={t`View`}>
              <Tabs.Trigger value="outline">{t`Outline`}</Tabs.Trigger>
              <Tabs.Trigger value="canvas">{t`Canvas`}</Tabs.Trigger>
            </Tabs.List>
            <Flex gap="2">
              <IconButton
                type="button"
                variant="soft"
                disabled={!history.canUndo}
                onClick={history.undo}
                aria-label={t`Undo`}
                title={t`Undo (Ctrl+Z)`}
              >
                <IconArrowBackUp size={18} aria-hidden className="flow-mirrored-icon" />
              </IconButton>
              <IconButton
                type="button"
                variant="soft"
                disabled={!history.canRedo}
                onClick={history.redo}
                aria-label={t`Redo`}
                title={t`Redo (Ctrl+Shift+Z)`}
              >
                <IconArrowForwardUp size={18} aria-hidden className="flow-mirrored-icon" />
              </IconButton>
            </Flex>
          </Flex>
          <Tabs.Content value="outline" className="flow-view">
            <OutlineView />
          </Tabs.Content>
          <Tabs.Content value="canvas" className="flow-view">
            <CanvasView />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </FlowEditorContext.Provider>
  )
}
