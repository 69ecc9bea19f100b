import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkItemEmbedTarget } from '#web/domains/editor/WorkItemEmbed';
import { WorkItemPickerDialog } from '#web/domains/work-items/detail/work-item-picker/WorkItemPickerDialog';

/**
 * The page editor's work-item embeds: `pickWorkItems` opens the work-item picker (several may be
 * checked) and hands the chosen items to the editor; draw `dialog`.
 */
export function useWorkItemEmbeds(slug: string, projectId: string) {
  const { t } = useTranslation('pages');
  const [insert, setInsert] = useState<((items: WorkItemEmbedTarget[]) => void) | null>(null);
  const close = () => {
    setInsert(null);
  };
  return {
    pickWorkItems: (next: (items: WorkItemEmbedTarget[]) => void) => {
      setInsert(() => next);
    },
    dialog: insert !== null && (
      <WorkItemPickerDialog
        isOpen
        isMulti
        title={t('embed.pickTitle')}
        submitLabel={t('embed.submit')}
        slug={slug}
        projectId={projectId}
        onClose={close}
        onSubmit={(items) => {
          close();
          insert(
            items.map((item) => ({
              id: item.id,
              projectId: item.project_id,
              label: `${item.project__identifier}-${String(item.sequence_id)}`,
              name: item.name,
            })),
          );
        }}
      />
    ),
  };
}
