import CodeBlockLowlight from '@tiptap/extension-code-block-lowlight';
import { common, createLowlight } from 'lowlight';

/**
 * Code blocks with highlighting for the common languages (highlight.js grammars through lowlight):
 * the same `codeBlock` node as the plain one, so documents read the same everywhere; the colours
 * are the theme's (editor-content.css).
 */
export const HighlightedCodeBlock = CodeBlockLowlight.configure({
  lowlight: createLowlight(common),
  defaultLanguage: null,
});
