import type { Label } from '@keel/core';
import { useState } from 'react';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { Dialog } from '#web/ui/Dialog';
import { SelectField } from '#web/ui/SelectField';
import { validParents } from './label-tree';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';

/** The select's value for "no parent": the top level. */
const TOP_LEVEL = '';

export interface MoveLabelDialogProps {
  label: Label;
  labels: readonly Label[];
  onClose: () => void;
  /** Moves the label under the chosen parent (null: the top level), last among its children. */
  onMove: (parentId: string | null) => Promise<void>;
}

/**
 * The keyboard way to nest a label: choose its new parent. The label itself and its descendants
 * are not offered, since the server refuses them as a cycle.
 */
export function MoveLabelDialog({ label, labels, onClose, onMove }: MoveLabelDialogProps) {
  const { t } = useTranslation(['labels', 'common']);
  const [parentId, setParentId] = useState(label.parent ?? TOP_LEVEL);
  const [error, setError] = useState<string | null>(null);
  const [isMoving, setIsMoving] = useState(false);
  const options = [
    { value: TOP_LEVEL, label: t('move.topLevel') },
    ...validParents(labels, label.id).map((entry) => ({
      value: entry.label.id,
      label: `${'\u2003'.repeat(entry.depth)}${entry.label.name}`,
    })),
  ];

  const move = async () => {
    setIsMoving(true);
    setError(null);
    try {
      await onMove(parentId === TOP_LEVEL ? null : parentId);
    } catch (cause) {
      setError(errorMessage(cause, t('errors.move')));
      setIsMoving(false);
    }
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('move.title', { name: label.name })}
      description={t('move.description')}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void move();
        }}
        className="flex flex-col gap-4"
      >
        <SelectField
          label={t('move.parent')}
          value={parentId}
          options={options}
          onChange={setParentId}
        />
        {error !== null && <Alert>{error}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button
            variant="primary"
            type="submit"
            isLoading={isMoving}
            disabled={parentId === (label.parent ?? TOP_LEVEL)}
          >
            {t('move.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
