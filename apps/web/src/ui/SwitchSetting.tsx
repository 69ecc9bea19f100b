import { type ReactNode, useId } from 'react';
import { cx } from './cx';
import { Icon, type IconName } from './Icon';
import { Switch } from './Switch';

export interface SwitchSettingProps {
  icon: IconName;
  title: string;
  /** 'h2' when the setting is a section of its own; the section can point at `titleId`. */
  titleAs?: 'p' | 'h2';
  titleId?: string;
  description: ReactNode;
  isOn: boolean;
  /** The change is being saved. */
  isBusy: boolean;
  disabled: boolean;
  onChange: (isOn: boolean) => void;
  className?: string;
}

/** An on/off setting: its icon, what it does, and the switch, which is named by the title. */
export function SwitchSetting({
  icon,
  title,
  titleAs: Title = 'p',
  titleId,
  description,
  isOn,
  isBusy,
  disabled,
  onChange,
  className,
}: SwitchSettingProps) {
  const ownTitleId = useId();
  const descriptionId = useId();
  const labelId = titleId ?? ownTitleId;
  return (
    <div className={cx('flex items-start gap-3', className)}>
      <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-surface-hover text-secondary">
        <Icon name={icon} size={16} />
      </span>
      <div className="min-w-0 flex-1">
        <Title id={labelId} className="font-medium text-primary">
          {title}
        </Title>
        <p id={descriptionId} className="text-sm text-tertiary">
          {description}
        </p>
      </div>
      <Switch
        isOn={isOn}
        isBusy={isBusy}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        className="mt-1.5"
        onChange={onChange}
      />
    </div>
  );
}
