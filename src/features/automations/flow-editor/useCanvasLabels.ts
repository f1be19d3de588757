import { useLingui } from '@lingui/react/macro'
import type { AriaLabelConfig } from '@xyflow/react'

/** What the canvas says to assistive technology, in the person's language. */
export function useCanvasLabels(): Partial<AriaLabelConfig> {
  const { t } = useLingui()
  return {
    'node.a11yDescription.default': t`Press Enter or Space to select a step and edit it beside the canvas.`,
    'node.a11yDescription.keyboardDisabled': t`Press Enter or Space to select a step, then the arrow keys to move it.`,
    'node.a11yDescription.ariaLiveMessage': ({ x, y }) => {
      const across = Math.round(x)
      const down = Math.round(y)
      return t`Step moved to ${across}, ${down}.`
    },
    'edge.a11yDescription.default': t`An arrow from an outcome to the step it leads to.`,
    'controls.ariaLabel': t`Canvas controls`,
    'controls.zoomIn.ariaLabel': t`Zoom in`,
    'controls.zoomOut.ariaLabel': t`Zoom out`,
    'controls.fitView.ariaLabel': t`Show the whole flow`,
    'controls.interactive.ariaLabel': t`Lock or unlock the canvas`,
    'minimap.ariaLabel': t`Overview of the flow`,
    'handle.ariaLabel': t`Connection point`,
  }
}
