import { getSchema } from '@tiptap/core';
import { generateHTML, generateJSON } from '@tiptap/html/server';
import { prosemirrorJSONToYXmlFragment, yXmlFragmentToProseMirrorRootNode } from '@tiptap/y-tiptap';
import { documentExtensions } from '@keel/editor-schema';
import * as Y from 'yjs';

/** The Yjs field a page's body lives in (Plane's name, so its documents read the same). */
export const PAGE_BODY_FIELD = 'default';

const extensions = documentExtensions();
const schema = getSchema(extensions);

/** Fills an empty Yjs document's body from HTML (a page that has HTML but no Yjs state yet). */
export function fillFromHtml(doc: Y.Doc, html: string): void {
  const json = generateJSON(html, extensions);
  const fragment = doc.getXmlFragment(PAGE_BODY_FIELD);
  prosemirrorJSONToYXmlFragment(schema, json, fragment);
}

/** Replaces a document's whole body with the content of `html` (within the caller's transaction). */
export function replaceFromHtml(doc: Y.Doc, html: string): void {
  const fragment = doc.getXmlFragment(PAGE_BODY_FIELD);
  fragment.delete(0, fragment.length);
  prosemirrorJSONToYXmlFragment(schema, generateJSON(html, extensions), fragment);
}

/**
 * The HTML of a Yjs document's body, as the editor would write it. Read from a copy: the
 * conversion drops (from the document it reads) what the schema does not know, and the live
 * document must never lose anything to a server whose schema is behind its editors'.
 */
export function htmlOf(doc: Y.Doc): string {
  const copy = new Y.Doc();
  try {
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
    const root = yXmlFragmentToProseMirrorRootNode(copy.getXmlFragment(PAGE_BODY_FIELD), schema);
    return generateHTML(root.toJSON() as Record<string, unknown>, extensions);
  } finally {
    copy.destroy();
  }
}
