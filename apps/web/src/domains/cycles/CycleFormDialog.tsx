import { observer } from 'mobx-react-lite';
import { type SubmitEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { cx } from '#web/ui/cx';
import { Dialog } from '#web/ui/Dialog';
import { controlClassName } from '#web/ui/field-styles';
import { Select } from '#web/ui/SelectField';
import { TextField } from '#web/ui/TextField';
import { useProjectMembers } from '../members/use-project-members';
import { useUser } from '../users/use-user';
import { dayIn, takenRanges } from './cycle-dates';
import { checkCycleForm, cycleBody, type CycleFormValues } from './cycle-form';
import type { Cycle } from './cycles-wire';
import { DateRangePicker } from './DateRangePicker';
import { useCycles } from './use-cycles';

const NO_OWNER = '';
/** How long the dates rest before the server is asked whether they are free. */
const DATE_CHECK_DELAY_MS = 300;

function initialValues(cycle: Cycle | undefined, timeZone: string, userId: string | null) {
  return {
    name: cycle?.name ?? '',
    description: cycle?.description ?? '',
    start: cycle?.start_date ? dayIn(cycle.start_date, timeZone) : '',
    end: cycle?.end_date ? dayIn(cycle.end_date, timeZone) : '',
    ownerId: cycle ? cycle.owned_by_id : userId,
  } satisfies CycleFormValues;
}

/** Creating a cycle, or editing one (`cycle`): name, description, dates and owner. */
export const CycleFormDialog = observer(function CycleFormDialog({
  isOpen,
  onClose,
  slug,
  projectId,
  timeZone,
  cycle,
}: {
  isOpen: boolean;
  onClose: () => void;
  slug: string;
  projectId: string;
  timeZone: string;
  cycle?: Cycle | undefined;
}) {
  const { t } = useTranslation(['cycles', 'common']);
  const cycles = useCycles();
  const members = useProjectMembers();
  const user = useUser();
  const formId = useId();
  const [values, setValues] = useState(() => initialValues(cycle, timeZone, user.user?.id ?? null));
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [dateConflict, setDateConflict] = useState<string | null>(null);

  useEffect(() => {
    if (!isOpen) return;
    setValues(initialValues(cycle, timeZone, user.user?.id ?? null));
    setIsSubmitted(false);
    setServerError(null);
    setDateConflict(null);
    void members.fetch(slug, projectId);
  }, [isOpen, cycle, timeZone, user, members, slug, projectId]);

  const taken = takenRanges(cycles.cycles(projectId) ?? [], cycle?.id ?? null, timeZone);
  const problems = checkCycleForm(values, taken);

  // The server has the last word on overlaps (cycles this browser has not seen).
  useEffect(() => {
    setDateConflict(null);
    if (!isOpen || values.start === '' || values.end === '' || values.end < values.start) return;
    const timer = setTimeout(() => {
      cycles
        .checkDates(slug, projectId, {
          start_date: values.start,
          end_date: values.end,
          ...(cycle ? { cycle_id: cycle.id } : {}),
        })
        .then((isFree) => {
          setDateConflict(isFree ? null : t('form.overlapUnknown'));
        })
        .catch((error: unknown) => {
          setDateConflict(errorMessage(error, t('form.overlapUnknown')));
        });
    }, DATE_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [isOpen, values.start, values.end, cycles, slug, projectId, cycle, t]);

  const dateError =
    problems.dates !== undefined
      ? t(`form.errors.${problems.dates}`)
      : problems.overlap
        ? t('form.errors.overlap', { name: problems.overlap.name })
        : dateConflict;
  const nameError =
    isSubmitted && problems.name !== undefined ? t(`form.errors.${problems.name}`) : null;

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (problems.name !== undefined || dateError !== null) return;
    setIsSaving(true);
    setServerError(null);
    try {
      const body = cycleBody(values);
      if (cycle) await cycles.update(slug, projectId, cycle.id, body);
      else await cycles.create(slug, projectId, body);
      onClose();
    } catch (error) {
      setServerError(errorMessage(error, t(cycle ? 'errors.update' : 'errors.create')));
    } finally {
      setIsSaving(false);
    }
  };

  const ownerOptions = [
    { value: NO_OWNER, label: t('form.noOwner') },
    ...(members.members(projectId) ?? []).map((member) => ({
      value: member.member,
      label: member.member_detail.display_name,
    })),
  ];

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={cycle ? t('form.editTitle') : t('form.createTitle')}
      isWide
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {serverError !== null && <Alert>{serverError}</Alert>}
        <TextField
          label={t('common:name')}
          value={values.name}
          required
          maxLength={255}
          error={nameError}
          placeholder={t('form.namePlaceholder')}
          onChange={(event) => {
            setValues({ ...values, name: event.target.value });
          }}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${formId}-description`} className="text-sm font-medium text-secondary">
            {t('common:description')}{' '}
            <span className="font-normal text-tertiary">{t('common:optional')}</span>
          </label>
          <textarea
            id={`${formId}-description`}
            rows={2}
            value={values.description}
            onChange={(event) => {
              setValues({ ...values, description: event.target.value });
            }}
            className={cx(controlClassName(), 'h-auto resize-y py-1.5')}
          />
        </div>
        <DateRangePicker
          value={{ start: values.start, end: values.end }}
          taken={taken}
          error={dateError}
          onChange={(range) => {
            setValues({ ...values, ...range });
          }}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${formId}-owner`} className="text-sm font-medium text-secondary">
            {t('form.owner')}
          </label>
          <Select<string>
            id={`${formId}-owner`}
            value={values.ownerId ?? NO_OWNER}
            options={ownerOptions}
            onChange={(value) => {
              setValues({ ...values, ownerId: value === NO_OWNER ? null : value });
            }}
          />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" variant="primary" isLoading={isSaving}>
            {cycle ? t('common:save') : t('form.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
});
