/** Placeholder while issue 7 is built; replaced by its owner. */
export function SubItemsWidget() {
  return null;
}
