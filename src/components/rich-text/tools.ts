/** The toolbar's buttons: the marks and blocks a document may hold, and undo / redo. */
export type RichTextTool = 'bold' | 'italic' | 'strike' | 'bulletList' | 'orderedList' | 'undo' | 'redo'

/** What the toolbar shows when no `toolbar` is given. */
export const DEFAULT_TOOLBAR: readonly RichTextTool[] = ['bold', 'italic', 'strike', 'bulletList', 'orderedList']
