import { MIN_PASSWORD_LENGTH } from '@keel/core';
import { useTranslation } from 'react-i18next';
import { passwordProblemText } from './password-checker';
import { useMemo } from 'react';
import { cx } from '#web/ui/cx';
import { usePasswordChecker } from './password-checker';

const LABELS = ['tooWeak', 'weak', 'fair', 'strong', 'veryStrong'] as const;

/**
 * A live estimate of a new password's strength (zxcvbn via @keel/core/password, the same rule the
 * server applies), with the reason when it would be refused. Until the rule has loaded, it shows the
 * length requirement.
 */
export function PasswordStrength({
  password,
  userInputs,
}: {
  password: string;
  userInputs: string[];
}) {
  const { t } = useTranslation('auth');
  const checkPassword = usePasswordChecker();
  const check = useMemo(
    () => checkPassword?.(password, userInputs) ?? null,
    [checkPassword, password, userInputs],
  );
  if (password === '' || check === null) {
    return <span>{t('strength.hint', { min: MIN_PASSWORD_LENGTH })}</span>;
  }
  const filled = check.isAcceptable ? check.score : Math.min(check.score, 2);
  return (
    <span className="flex flex-col gap-1.5">
      <span className="flex items-center gap-2">
        <span aria-hidden="true" className="flex flex-1 gap-1">
          {[0, 1, 2, 3].map((index) => (
            <span
              key={index}
              className={cx(
                'h-1 flex-1 rounded-full',
                index < Math.max(filled, 1)
                  ? check.isAcceptable
                    ? 'bg-success'
                    : filled <= 1
                      ? 'bg-danger'
                      : 'bg-warning'
                  : 'bg-surface-hover',
              )}
            />
          ))}
        </span>
        <span
          className={cx(
            'w-20 text-right font-medium',
            check.isAcceptable ? 'text-success' : 'text-secondary',
          )}
        >
          {t(`strength.${LABELS[check.score] ?? LABELS[0]}`)}
        </span>
      </span>
      {check.problem !== null && <span>{passwordProblemText(password, check)}</span>}
    </span>
  );
}
