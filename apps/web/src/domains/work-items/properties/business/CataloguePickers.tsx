import type { CatalogueEntry } from '@keel/core';
import { Icon, type IconName } from '#web/ui/Icon';
import { PropertyOptionList } from '../PropertyOptionList';
import { PropertyPopover } from '../PropertyPopover';
import type { PropertyVariant } from '../property-styles';
import { toggled } from '../toggled';
import { useTranslation } from 'react-i18next';
import { catalogueOptions, chosenEntries, NO_ENTRY } from './business-fields';
import type { BusinessTexts } from './business-texts';

/** Entries named one by one in a multi-select trigger; more are summed up as "N shops". */
const MAX_NAMED_ENTRIES = 2;

/** The field's texts (see BusinessTexts): name, empty value, search prompt, counts. */
type CatalogueTexts = BusinessTexts;

interface CataloguePickerBase<Value, Next> extends CatalogueTexts {
  /** The project's entries, in its order. */
  entries: readonly CatalogueEntry[];
  value: Value;
  onChange: (next: Next) => void;
  variant: PropertyVariant;
  isEditable?: boolean;
}

function EmptyTrigger({ icon, text, variant }: { icon: IconName; text: string; variant: string }) {
  return (
    <>
      <Icon name={icon} size={14} className="text-tertiary" />
      {variant !== 'badge' && (
        <span className={variant === 'button' ? 'truncate' : 'truncate text-tertiary'}>{text}</span>
      )}
    </>
  );
}

/** One entry of a catalogue (a shop, a customer) or none; searchable, picking closes the list. */
export function CataloguePicker({
  entries,
  value,
  onChange,
  variant,
  isEditable = true,
  label,
  noneLabel,
  searchPlaceholder,
  emptyText,
  icon,
  testId,
}: CataloguePickerBase<string | null, string | null>) {
  const { t } = useTranslation(['work-items', 'common']);
  const current = entries.find((entry) => entry.id === value);
  return (
    <PropertyPopover
      triggerLabel={t('properties.trigger', {
        label,
        value: current?.name ?? t('common:none'),
      })}
      variant={variant}
      isEditable={isEditable}
      isEmpty={current === undefined}
      testId={testId}
      trigger={
        current === undefined ? (
          <EmptyTrigger
            icon={icon}
            text={variant === 'button' ? label : noneLabel}
            variant={variant}
          />
        ) : (
          <>
            <Icon name={icon} size={14} className="text-tertiary" />
            <span className="truncate">{current.name}</span>
          </>
        )
      }
    >
      {(close) => (
        <PropertyOptionList
          isMulti={false}
          searchPlaceholder={searchPlaceholder}
          emptyText={emptyText}
          selected={[current?.id ?? NO_ENTRY]}
          options={catalogueOptions(entries, noneLabel)}
          onPick={(picked) => {
            close();
            const next = picked === NO_ENTRY ? null : picked;
            if (next !== (current?.id ?? null)) onChange(next);
          }}
        />
      )}
    </PropertyPopover>
  );
}

/** Any number of a catalogue's entries; each pick adds or removes one and the list stays open. */
export function CatalogueMultiPicker({
  entries,
  value,
  onChange,
  variant,
  isEditable = true,
  label,
  noneLabel,
  searchPlaceholder,
  emptyText,
  countLabel,
  icon,
  testId,
}: CataloguePickerBase<readonly string[], string[]>) {
  const { t } = useTranslation('work-items');
  const chosen = chosenEntries(entries, value);
  const summary = chosen.length === 0 ? noneLabel : chosen.map((entry) => entry.name).join(', ');
  return (
    <PropertyPopover
      triggerLabel={t('properties.trigger', { label, value: summary })}
      variant={variant}
      isEditable={isEditable}
      isEmpty={chosen.length === 0}
      testId={testId}
      title={t('properties.trigger', { label, value: summary })}
      trigger={
        chosen.length === 0 ? (
          <EmptyTrigger
            icon={icon}
            text={variant === 'button' ? label : noneLabel}
            variant={variant}
          />
        ) : (
          <>
            <Icon name={icon} size={14} className="text-tertiary" />
            <span className="truncate">
              {chosen.length <= MAX_NAMED_ENTRIES ? summary : countLabel(chosen.length)}
            </span>
          </>
        )
      }
    >
      {() => (
        <PropertyOptionList
          isMulti
          searchPlaceholder={searchPlaceholder}
          emptyText={emptyText}
          selected={value}
          options={catalogueOptions(entries)}
          onPick={(picked) => {
            // Ids of entries deleted since are dropped with the first change.
            const known = chosen.map((entry) => entry.id);
            onChange(toggled(known, picked));
          }}
        />
      )}
    </PropertyPopover>
  );
}
