import type { SidebarPreferenceKey } from '@keel/core';
import { useTranslation } from 'react-i18next';
import type { IconName } from '#web/ui/Icon';

/** Where a sidebar entry leads, and how it is drawn. */
export interface SidebarItem {
  to: string;
  icon: IconName;
  label: string;
}

/** Each entry a person may pin, place or tuck under "More", in the interface's language. */
export function useSidebarItems(slug: string): Record<SidebarPreferenceKey, SidebarItem> {
  const { t } = useTranslation('workspaces');
  return {
    views: { to: `/${slug}/workspace-views`, icon: 'layers', label: t('layout.views') },
    active_cycles: {
      to: `/${slug}/active-cycles`,
      icon: 'contrast',
      label: t('layout.activeCycles'),
    },
    analytics: { to: `/${slug}/report`, icon: 'signal', label: t('layout.report') },
    drafts: { to: `/${slug}/drafts`, icon: 'pencil', label: t('layout.drafts') },
    your_work: { to: `/${slug}/profile/me`, icon: 'circle-user', label: t('layout.yourWork') },
    archives: { to: `/${slug}/projects/archives`, icon: 'archive', label: t('layout.archives') },
    stickies: { to: `/${slug}/stickies`, icon: 'sticky-note', label: t('layout.stickies') },
  };
}
