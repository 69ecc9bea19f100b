import { useTranslation } from 'react-i18next';
import type { HomeWidgetKey } from './home-store';

/** Each home widget's name, in the interface's language. */
export function useWidgetLabels(): Record<HomeWidgetKey, string> {
  const { t } = useTranslation('home');
  return {
    quick_links: t('links.title'),
    recents: t('recents.title'),
    my_stickies: t('stickies.title'),
    your_work: t('work.title'),
  };
}
