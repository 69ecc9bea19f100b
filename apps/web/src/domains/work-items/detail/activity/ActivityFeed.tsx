/** Placeholder while issue 7 is built; replaced by its owner. */
export function ActivityFeed() {
  return null;
}
