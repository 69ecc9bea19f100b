import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect } from 'react';
import { useInstance } from './use-instance';
import { CenteredPage } from '#web/ui/CenteredPage';
import { InstanceErrorCard } from './InstanceErrorCard';
import { InstanceIntroCard } from './InstanceIntroCard';
import { InstanceLoadingCard } from './InstanceLoadingCard';

/**
 * Shows its children once the instance is loaded and set up; until then the loading card, the
 * failure with a retry, or the invitation to set the instance up.
 */
export const InstanceGate = observer(function InstanceGate({ children }: { children: ReactNode }) {
  const instanceStore = useInstance();
  useEffect(() => {
    void instanceStore.ensureLoaded();
  }, [instanceStore]);

  const { instance, error, isLoading } = instanceStore;
  if (instance?.is_setup_done === true) return children;
  return (
    <CenteredPage>
      {instance ? (
        <InstanceIntroCard instance={instance} />
      ) : error ? (
        <InstanceErrorCard
          error={error}
          isRetrying={isLoading}
          onRetry={() => {
            void instanceStore.fetchInstanceInfo();
          }}
        />
      ) : (
        <InstanceLoadingCard />
      )}
    </CenteredPage>
  );
});
