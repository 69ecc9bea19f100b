import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '#web/domains/users/use-user';
import { useWorkItems } from '#web/domains/work-items/use-work-items';
import { Button } from '#web/ui/Button';
import { Icon } from '#web/ui/Icon';
import { showErrorToast } from '#web/ui/Toaster';
import { useWorkItemDetail } from './detail-context';

/** Plane's text when there is nobody signed in to (un)subscribe (spec §5). */
const NO_USER_MESSAGE = 'user id not available';

/**
 * Follow or stop following the work item's changes. The button flips at once; when the server
 * refuses, the real state is fetched back and the reason shown (spec §4).
 */
export const SubscribeButton = observer(function SubscribeButton() {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const { slug, projectId, workItemId } = useWorkItemDetail();
  const workItems = useWorkItems();
  const userStore = useUser();
  const item = workItems.get(workItemId);
  const [isBusy, setIsBusy] = useState(false);
  if (!item) return null;
  const isSubscribed = item.is_subscribed;

  const toggle = async () => {
    if (!userStore.user) {
      showErrorToast(NO_USER_MESSAGE);
      return;
    }
    setIsBusy(true);
    try {
      await workItems.detailSync.setSubscribed(slug, projectId, workItemId, !isSubscribed);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={isSubscribed}
      disabled={isBusy}
      data-testid="subscribe-button"
      title={isSubscribed ? t('subscribe.onHint') : t('subscribe.offHint')}
      leadingIcon={<Icon name={isSubscribed ? 'bell-off' : 'bell'} size={15} />}
      onClick={() => {
        void toggle();
      }}
    >
      {isSubscribed ? t('subscribe.unsubscribe') : t('subscribe.subscribe')}
    </Button>
  );
});
