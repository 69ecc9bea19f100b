import { useTranslation } from 'react-i18next';
import { Icon } from '#web/ui/Icon';
import { Spinner } from '#web/ui/Spinner';
import type { Availability } from './use-identifier-availability';

/**
 * The line under a project identifier field: checking, available, not checked, or the form's own
 * hint. The texts of the last three differ between creating a project and editing one.
 */
export function IdentifierHint({
  availability,
  available,
  unchecked,
  hint,
}: {
  availability: Availability;
  available: string;
  unchecked: string;
  hint: string;
}) {
  const { t } = useTranslation('projects');
  if (availability === 'checking')
    return (
      <span className="inline-flex items-center gap-1.5">
        <Spinner size={12} /> {t('identifier.checking')}
      </span>
    );
  if (availability === 'available')
    return (
      <span className="inline-flex items-center gap-1 text-success">
        <Icon name="check" size={13} /> {available}
      </span>
    );
  return availability === 'unknown' ? unchecked : hint;
}
