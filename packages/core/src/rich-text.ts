const NON_TEXT = /<(?:img|image-component|mention-component)\b/i;

/**
 * Whether rich-text HTML holds nothing worth keeping: no text, no image, no mention (`<p></p>`
 * is what an untouched editor writes).
 */
export function isBlankHtml(html: string): boolean {
  if (NON_TEXT.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|\u00a0/g, ' ')
      .trim() === ''
  );
}
