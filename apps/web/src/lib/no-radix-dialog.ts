/**
 * Stands in for @radix-ui/react-dialog (vite.config.ts aliases it here). Only cmdk's
 * Command.Dialog uses it, which Keel never draws; cmdk's Object.assign keeps it reachable, so it
 * was bundled whole (some 11 KB gzip on every list's first visit).
 */
function notInKeel(): never {
  throw new Error('cmdk’s Command.Dialog is not available in Keel.');
}

export const Root = notInKeel;
export const Portal = notInKeel;
export const Overlay = notInKeel;
export const Content = notInKeel;
