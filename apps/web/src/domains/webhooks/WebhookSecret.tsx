import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { controlClassName } from '#web/ui/field-styles';
import { Icon } from '#web/ui/Icon';

/**
 * A webhook's secret, shown once (after create or regenerate) with Copy and a warning; "Done"
 * forgets it for good.
 */
export function WebhookSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation('webhooks');
  const inputId = useId();
  const messageId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      setCopy('failed');
      inputRef.current?.focus();
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <Alert tone="info">{t('secret.warning')}</Alert>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-secondary">
          {t('secret.label')}
        </label>
        <div className="flex gap-2">
          <input
            ref={inputRef}
            id={inputId}
            data-testid="webhook-secret"
            value={secret}
            readOnly
            spellCheck={false}
            autoComplete="off"
            aria-describedby={messageId}
            onFocus={(event) => {
              event.currentTarget.select();
            }}
            className={`${controlClassName()} min-w-0 flex-1 font-mono text-sm`}
          />
          <Button
            variant="secondary"
            autoFocus
            leadingIcon={<Icon name={copy === 'copied' ? 'check' : 'copy'} size={14} />}
            onClick={() => void copySecret()}
            className={copy === 'copied' ? 'text-success' : undefined}
          >
            {copy === 'copied' ? t('secret.copied') : t('secret.copy')}
          </Button>
        </div>
        <p
          id={messageId}
          role="status"
          className={copy === 'failed' ? 'text-sm text-danger' : 'text-sm text-tertiary'}
        >
          {copy === 'failed' ? t('secret.copyFailed') : t('secret.usage')}
        </p>
      </div>
      <div className="flex justify-end">
        <Button variant="primary" onClick={onDone}>
          {t('secret.done')}
        </Button>
      </div>
    </div>
  );
}
