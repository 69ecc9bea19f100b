import { lazy, Suspense } from 'react';
import { withNamespaces } from '#web/lib/i18n';
import { cx } from '#web/ui/cx';
import type { RichTextEditorProps } from './rich-text-editor-props';

export type { MentionCandidate, RichTextEditorProps } from './rich-text-editor-props';

/** Tiptap and ProseMirror come in their own chunk, fetched when an editor is first drawn. */
const loadEditor = () => withNamespaces(() => import('./TiptapEditor'), ['editor', 'assets']);

const LazyTiptapEditor = lazy(async () => {
  const { TiptapEditor } = await loadEditor();
  return { default: TiptapEditor };
});

/** Starts loading the editor's chunk (and its words) ahead of need (a detail about to open). */
export function preloadRichTextEditor(): void {
  void loadEditor();
}

/**
 * Rich text for descriptions and comments (Tiptap). The module is a lazy boundary: importing it
 * costs a list screen nothing, and the editor arrives when first drawn, its place held by a
 * quiet frame of the same height.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div
          aria-busy="true"
          aria-label={props.label}
          className={cx(
            props.variant === 'description' ? 'min-h-18 text-md' : 'min-h-10 text-base',
          )}
        />
      }
    >
      <LazyTiptapEditor {...props} />
    </Suspense>
  );
}
