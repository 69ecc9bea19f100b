import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { Icon } from '#web/ui/Icon';
import type { HomeWidgetKey } from './home-store';
import { ManageWidgetsDialog } from './ManageWidgetsDialog';
import { QuickLinksWidget } from './QuickLinksWidget';
import { RecentsWidget } from './RecentsWidget';
import { StickiesWidget } from './StickiesWidget';
import { useHome } from './use-home';
import { YourWorkWidget } from './YourWorkWidget';

const WIDGETS: Record<HomeWidgetKey, (props: { slug: string }) => React.ReactNode> = {
  quick_links: QuickLinksWidget,
  recents: RecentsWidget,
  my_stickies: StickiesWidget,
  your_work: YourWorkWidget,
};

/**
 * The home page's widgets (spec §2): quick links, recents, stickies and the person's work at a
 * glance, in their order and as they chose to show them ("Manage widgets").
 */
export const HomeWidgets = observer(function HomeWidgets({ slug }: { slug: string }) {
  const { t } = useTranslation('home');
  const home = useHome();
  const [isManaging, setManaging] = useState(false);

  useEffect(() => {
    home.load(slug);
  }, [home, slug]);

  const widgets = home.widgets(slug);
  return (
    <div className="flex flex-col gap-8">
      <div className="flex justify-end">
        <Button
          variant="ghost"
          size="sm"
          leadingIcon={<Icon name="sliders-horizontal" size={14} />}
          disabled={widgets === undefined}
          onClick={() => {
            setManaging(true);
          }}
        >
          {t('widgets.manage')}
        </Button>
      </div>
      {(widgets ?? [])
        .filter((widget) => widget.is_enabled)
        .map((widget) => {
          const Widget = WIDGETS[widget.key as HomeWidgetKey];
          return <Widget key={widget.key} slug={slug} />;
        })}
      {isManaging && (
        <ManageWidgetsDialog
          slug={slug}
          onClose={() => {
            setManaging(false);
          }}
        />
      )}
    </div>
  );
});
