import { useTranslation } from 'react-i18next';
import { SecretOnce } from '#web/ui/SecretOnce';

/**
 * A webhook's secret, shown once (after create or regenerate) with Copy and a warning; "Done"
 * forgets it for good.
 */
export function WebhookSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <SecretOnce
      secret={secret}
      testId="webhook-secret"
      onDone={onDone}
      text={{
        warning: t('secret.warning'),
        label: t('secret.label'),
        copy: t('secret.copy'),
        copied: t('secret.copied'),
        copyFailed: t('secret.copyFailed'),
        usage: t('secret.usage'),
        done: t('secret.done'),
      }}
    />
  );
}
