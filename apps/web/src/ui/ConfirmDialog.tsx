import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import type { ButtonVariant } from './button-styles';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** Called by Cancel, Escape and a click on the backdrop. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** The confirming button's text, such as "Delete" or "Leave project". */
  confirmLabel: string;
  /** 'danger' for what cannot be undone. */
  confirmVariant?: ButtonVariant;
  isBusy: boolean;
  onConfirm: () => void;
  /** Why the last attempt failed, shown above the buttons so the dialog can be tried again. */
  error?: string | null;
}

/** A dialog asking to confirm one action before it happens, with Cancel beside it. */
export function ConfirmDialog({
  isOpen,
  onClose,
  title,
  description,
  confirmLabel,
  confirmVariant = 'danger',
  isBusy,
  onConfirm,
  error = null,
}: ConfirmDialogProps) {
  const { t } = useTranslation(['ui', 'common']);
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title} description={description}>
      {error !== null && <Alert className="mb-4">{error}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          {t('common:cancel')}
        </Button>
        <Button variant={confirmVariant} isLoading={isBusy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
