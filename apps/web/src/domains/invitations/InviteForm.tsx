import { ROLE } from '@keel/core';
import { type SubmitEvent, type ReactNode, useState } from 'react';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { Icon } from '#web/ui/Icon';
import { IconButton } from '#web/ui/IconButton';
import { Select } from '#web/ui/SelectField';
import { TextField } from '#web/ui/TextField';
import { ROLE_OPTIONS } from '../members/role-options';
import { type InviteRow, parseInviteRows } from './invite-rows';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { useInvitations } from './use-invitations';

/** Rows shown when the form opens. */
const INITIAL_ROWS = 3;
/** Most rows one submission takes. */
const MAX_ROWS = 20;

function blankRow(): InviteRow {
  return { email: '', role: ROLE.member };
}

export interface InviteFormProps {
  slug: string;
  /** Called with how many people were invited. */
  onInvited: (count: number) => void | Promise<void>;
  /** Buttons beside the submit button, such as Cancel or Skip. */
  secondaryAction?: ReactNode;
  submitLabel?: string;
  initialRows?: number;
}

/** Emails and a role for each: POST /api/workspaces/:slug/invitations/ {emails: [{email, role}]}. */
export function InviteForm({
  slug,
  onInvited,
  secondaryAction,
  submitLabel,
  initialRows = INITIAL_ROWS,
}: InviteFormProps) {
  const { t } = useTranslation('invitations');
  const invitations = useInvitations();
  const [rows, setRows] = useState<InviteRow[]>(() =>
    Array.from({ length: initialRows }, blankRow),
  );
  const [errors, setErrors] = useState<Map<number, string>>(new Map());
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const update = (index: number, patch: Partial<InviteRow>) => {
    setRows(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
    if (errors.has(index)) {
      const next = new Map(errors);
      next.delete(index);
      setErrors(next);
    }
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const parsed = parseInviteRows(rows);
    setErrors(parsed.errors);
    setFormError(null);
    if (parsed.errors.size > 0) {
      const first = Math.min(...parsed.errors.keys());
      document.getElementById(`invite-email-${first}`)?.focus();
      return;
    }
    if (parsed.invitations.length === 0) {
      setFormError(t('form.atLeastOne'));
      document.getElementById('invite-email-0')?.focus();
      return;
    }
    setIsSubmitting(true);
    try {
      await invitations.invite(slug, parsed.invitations);
      await onInvited(parsed.invitations.length);
    } catch (error) {
      setFormError(errorMessage(error, t('errors.send')));
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <form
      noValidate
      data-testid="invite-form"
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-3"
    >
      {formError !== null && <Alert>{formError}</Alert>}
      <div className="flex flex-col gap-2">
        {rows.map((row, index) => (
          <div key={index} className="flex items-start gap-2">
            <TextField
              id={`invite-email-${index}`}
              label={t('form.email', { position: index + 1 })}
              type="email"
              autoComplete="off"
              placeholder={t('form.emailPlaceholder')}
              autoFocus={index === 0}
              value={row.email}
              error={errors.get(index)}
              isLabelHidden
              className="flex-1"
              onChange={(event) => {
                update(index, { email: event.target.value });
              }}
            />
            <Select
              aria-label={t('form.role', { position: index + 1 })}
              value={row.role}
              options={ROLE_OPTIONS}
              onChange={(role) => {
                update(index, { role });
              }}
              className="w-28 shrink-0"
            />
            {rows.length > 1 && (
              <IconButton
                icon="x"
                label={t('form.remove', { position: index + 1 })}
                className="mt-0.5"
                onClick={() => {
                  setRows(rows.filter((_, at) => at !== index));
                  setErrors(new Map());
                }}
              />
            )}
          </div>
        ))}
      </div>
      {rows.length < MAX_ROWS && (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          leadingIcon={<Icon name="plus" size={13} />}
          onClick={() => {
            setRows([...rows, blankRow()]);
          }}
        >
          {t('form.addAnother')}
        </Button>
      )}
      <div className="mt-2 flex items-center justify-end gap-2">
        {secondaryAction}
        <Button type="submit" variant="primary" isLoading={isSubmitting}>
          {submitLabel ?? t('form.send')}
        </Button>
      </div>
    </form>
  );
}
