import { i18n } from '#web/lib/i18n';

/** The company sizes a workspace can record (Plane's list). */
export const ORGANIZATION_SIZES = ['Just myself', '2-10', '11-50', '51-200', '201-500', '500+'];

/** A stored size in words of the current language; values stay as the server keeps them. */
export function organizationSizeLabel(size: string): string {
  return size === 'Just myself'
    ? i18n.t('workspaces:sizes.justMe')
    : i18n.t('workspaces:sizes.people', { size });
}

export const ORGANIZATION_SIZE_OPTIONS: readonly { value: string; readonly label: string }[] =
  ORGANIZATION_SIZES.map((size) => ({
    value: size,
    get label() {
      return organizationSizeLabel(size);
    },
  }));
