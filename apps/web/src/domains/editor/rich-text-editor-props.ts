import type { MentionCandidate } from './mention-filter';
import type { WorkItemCandidate } from './work-item-mention';

export type { MentionCandidate };

export interface RichTextEditorProps {
  /** The HTML the editor starts from; later changes to it are ignored while the editor is open. */
  initialHtml: string;
  /** Called with sanitized-by-the-server-later HTML after each change (the caller debounces). */
  onChange?: (html: string) => void;
  placeholder?: string;
  editable?: boolean;
  autoFocus?: boolean;
  /** People `@` may mention; none turns mentions off. */
  mentionCandidates?: () => MentionCandidate[];
  /** Work items `#` may mention, for what is typed after it; none turns `#` mentions off. */
  workItemCandidates?: (query: string) => Promise<WorkItemCandidate[]>;
  /** Stores a pasted or dropped image and answers its URL; none turns images off. */
  uploadImage?: (file: File) => Promise<string>;
  /**
   * `description` is the large work-item body; `comment` is compact with a submit on Mod+Enter;
   * `note` is compact, its formatting bar shown over a selection (a sticky).
   */
  variant: 'description' | 'comment' | 'note';
  onSubmit?: () => void;
  /** An accessible name for the editing area. */
  label: string;
}
