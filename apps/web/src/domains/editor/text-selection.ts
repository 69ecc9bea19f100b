import type { Editor } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';

/**
 * Whether the formatting bar belongs over the selection: editable text is selected, not a whole
 * block such as an image, an embedded work item or an attached file.
 */
export function isFormattableSelection(editor: Editor, from: number, to: number): boolean {
  return editor.isEditable && from !== to && !(editor.state.selection instanceof NodeSelection);
}
