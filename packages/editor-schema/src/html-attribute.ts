/** What parsing reads of an element (the server has no DOM types). */
export interface Attributed {
  getAttribute(name: string): string | null;
}

/**
 * A node attribute read from the HTML attribute `html` and written back by the node's own
 * renderHTML (which names Plane's attributes itself), so Tiptap adds nothing of its own.
 */
export function htmlAttribute(html: string) {
  return {
    default: null,
    parseHTML: (element: Attributed) => element.getAttribute(html),
    renderHTML: () => ({}),
  };
}
