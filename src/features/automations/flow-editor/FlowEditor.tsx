import { useLingui } from '@lingui/react/macro'
import { Flex, IconButton, SegmentedControl, Text } from '@radix-ui/themes'
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react'
import { useId, useMemo, useState } from 'react'
import { splitPart } from '@/components/deferred'
import { useUndoHistory } from '@/components/undo'
import type { FlowGraph } from '@/domain/automations/flow/model'
import { FlowEditorContext, type FlowEditorContextValue } from './context'
import { stepsInOrder } from './graphEdit'
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
  const viewLabelId = useId()
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
        <Flex justify="between" align="center" gap="3" wrap="wrap" className="flow-toolbar">
          <Flex align="center" gap="2">
            <Text as="span" size="2" weight="medium" id={viewLabelId}>
              {t`View`}
            </Text>
            <SegmentedControl.Root
              value={view}
              onValueChange={(next) => setView(next as View)}
              aria-labelledby={viewLabelId}
            >
              <SegmentedControl.Item value="outline">{t`Outline`}</SegmentedControl.Item>
              <SegmentedControl.Item value="canvas">{t`Canvas`}</SegmentedControl.Item>
            </SegmentedControl.Root>
          </Flex>
          <Flex gap="2">
            <IconButton
              type="button"
              variant="soft"
              disabled={!history.canUndo}
              onClick={history.undo}
              aria-label={t`Undo`}
              title={t`Undo (Ctrl+Z)`}
            >
              <IconArrowBackUp size={18} aria-hidden />
            </IconButton>
            <IconButton
              type="button"
              variant="soft"
              disabled={!history.canRedo}
              onClick={history.redo}
              aria-label={t`Redo`}
              title={t`Redo (Ctrl+Shift+Z)`}
            >
              <IconArrowForwardUp size={18} aria-hidden />
            </IconButton>
          </Flex>
        </Flex>
        {view === 'outline' ? <OutlineView /> : <CanvasView />}
      </div>
    </FlowEditorContext.Provider>
  )
}
