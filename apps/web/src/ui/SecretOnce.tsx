import { useId, useRef, useState } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { controlClassName } from './field-styles';
import { Icon } from './Icon';

/** The words around a secret shown once, in the caller's language. */
export interface SecretOnceText {
  warning: string;
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
  /** How the secret is used, under the field. */
  usage: string;
  done: string;
}

/**
 * A secret shown once (an API token, a webhook's signing key): a warning, the value read-only with
 * Copy (focus on Copy; when the clipboard refuses, the value is selected for copying by hand), and
 * Done, after which it is gone for good.
 */
export function SecretOnce({
  secret,
  text,
  testId,
  onDone,
}: {
  secret: string;
  text: SecretOnceText;
  testId: string;
  onDone: () => void;
}) {
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
      <Alert tone="info">{text.warning}</Alert>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-secondary">
          {text.label}
        </label>
        <div className="flex gap-2">
          <input
            ref={inputRef}
            id={inputId}
            data-testid={testId}
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
            {copy === 'copied' ? text.copied : text.copy}
          </Button>
        </div>
        <p
          id={messageId}
          role="status"
          className={copy === 'failed' ? 'text-sm text-danger' : 'text-sm text-tertiary'}
        >
          {copy === 'failed' ? text.copyFailed : text.usage}
        </p>
      </div>
      <div className="flex justify-end">
        <Button variant="primary" onClick={onDone}>
          {text.done}
        </Button>
      </div>
    </div>
  );
}
