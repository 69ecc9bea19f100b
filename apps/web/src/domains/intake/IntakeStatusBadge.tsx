import { INTAKE_STATUS } from '@keel/core';
import { useTranslation } from 'react-i18next';
import { cx } from '#web/ui/cx';
import { Icon, type IconName } from '#web/ui/Icon';

const LOOKS: Record<number, { key: StatusKey; icon: IconName; className: string }> = {
  [INTAKE_STATUS.pending]: { key: 'pending', icon: 'circle-dashed', className: 'text-warning' },
  [INTAKE_STATUS.snoozed]: { key: 'snoozed', icon: 'clock', className: 'text-secondary' },
  [INTAKE_STATUS.accepted]: { key: 'accepted', icon: 'check-circle', className: 'text-success' },
  [INTAKE_STATUS.declined]: { key: 'declined', icon: 'ban', className: 'text-danger' },
  [INTAKE_STATUS.duplicate]: { key: 'duplicate', icon: 'copy', className: 'text-secondary' },
};

type StatusKey = 'pending' | 'snoozed' | 'accepted' | 'declined' | 'duplicate';

/** A request's status as a quiet coloured label. */
export function IntakeStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('intake');
  const look = LOOKS[status] ?? LOOKS[INTAKE_STATUS.pending];
  if (!look) return null;
  return (
    <span
      className={cx('inline-flex shrink-0 items-center gap-1 text-xs font-medium', look.className)}
    >
      <Icon name={look.icon} size={12} />
      {t(`status.${look.key}`)}
    </span>
  );
}
