import { Alert } from '../../ui/Alert';

/** Why a settings tab of an archived project shows its data read-only, and how to change that. */
export function ArchivedProjectNotice({ subject }: { subject: string }) {
  return (
    <Alert tone="info">
      This project is archived. Restore it on the General tab to change its {subject}.
    </Alert>
  );
}
