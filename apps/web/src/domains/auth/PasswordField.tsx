import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Icon } from '#web/ui/Icon';
import { TextField, type TextFieldProps } from '#web/ui/TextField';

/** A password input with a button that shows what was typed. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation('auth');
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-label={isVisible ? t('password.hide') : t('password.show')}
          aria-pressed={isVisible}
          onClick={() => {
            setIsVisible((visible) => !visible);
          }}
          className="flex size-6 items-center justify-center rounded-sm text-tertiary hover:text-primary"
        >
          <Icon name={isVisible ? 'eye-off' : 'eye'} size={15} />
        </button>
      }
    />
  );
}
