import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/ui/Icon';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';
import { PropertyOptionList } from '../PropertyOptionList';
import { PropertyPopover } from '../PropertyPopover';
import { toggled } from '../toggled';
import { moduleOptions } from './cycle-module-options';
import type { PickerProps } from './picker-props';

/** Modules named one by one in the trigger; more are summed up as "N modules". */
const MAX_NAMED_MODULES = 1;

export type ModulesPickerProps = PickerProps<readonly string[], string[]>;

/** The modules an item is in (any number); picking one adds or removes it. */
export const ModulesPicker = observer(function ModulesPicker({
  projectId,
  value,
  onChange,
  variant,
  isEditable = true,
  label: labelProp,
  testId = 'property-modules',
}: ModulesPickerProps) {
  const { t } = useTranslation(['work-items', 'common']);
  const label = labelProp ?? t('property.modules');
  const { lookups } = useWorkItemsScreen();
  const modules = lookups.modules(projectId);
  const chosen = value.flatMap((id) => {
    const module = modules.find((entry) => entry.id === id) ?? lookups.findModule(id);
    return module ? [module] : [];
  });
  const summary =
    chosen.length === 0 ? t('group.none.module') : chosen.map((entry) => entry.name).join(', ');
  const emptyText = variant === 'button' ? label : t('group.none.module');
  return (
    <PropertyPopover
      triggerLabel={t('properties.trigger', { label, value: summary })}
      variant={variant}
      isEditable={isEditable}
      isEmpty={chosen.length === 0}
      testId={testId}
      trigger={
        <>
          <Icon
            name="boxes"
            size={14}
            className={chosen.length > 0 ? 'text-secondary' : 'text-tertiary'}
          />
          {chosen.length === 0 ? (
            variant !== 'badge' && <span className="truncate">{emptyText}</span>
          ) : chosen.length <= MAX_NAMED_MODULES ? (
            <span className="max-w-32 truncate">{summary}</span>
          ) : (
            <span>{t('properties.moduleCount', { count: chosen.length })}</span>
          )}
        </>
      }
    >
      {() => (
        <PropertyOptionList
          isMulti
          searchPlaceholder={t('properties.addModules')}
          emptyText={t('properties.noModulesMatch')}
          selected={value}
          options={moduleOptions(modules)}
          onPick={(picked) => {
            onChange(toggled(value, picked));
          }}
        />
      )}
    </PropertyPopover>
  );
});
