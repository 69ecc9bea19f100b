import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useRootStore } from '../../app/store-context';
import { CenteredPage } from '../../ui/CenteredPage';
import { InstanceErrorCard } from './InstanceErrorCard';
import { InstanceIntroCard } from './InstanceIntroCard';
import { InstanceLoadingCard } from './InstanceLoadingCard';

/** The root screen: what this instance is, and the way in (setting it up, or signing up). */
export const InstanceHomeScreen = observer(function InstanceHomeScreen() {
  const { instance: instanceStore } = useRootStore();
  useEffect(() => {
    void instanceStore.ensureLoaded();
  }, [instanceStore]);

  const { instance, error, isLoading } = instanceStore;
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
