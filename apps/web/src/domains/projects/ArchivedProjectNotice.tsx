import { useTranslation } from 'react-i18next';
import { Alert } from '#web/ui/Alert';

/** The settings a tab of an archived project holds, read-only until the project is restored. */
export type ArchivedSubject =
  'features' | 'automations' | 'estimates' | 'members' | 'shops' | 'customers';

/** Why a settings tab of an archived project shows its data read-only, and how to change that. */
export function ArchivedProjectNotice({ subject }: { subject: ArchivedSubject }) {
  const { t } = useTranslation('projects');
  return <Alert tone="info">{t(`archivedNotice.${subject}`)}</Alert>;
}
