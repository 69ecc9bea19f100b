import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/ui/Icon';
import { useWorkItemsScreen } from '../screen-context';
import {
  DISPLAY_PROPERTY_DESCRIPTORS,
  FEATURE_PROPERTY_DESCRIPTORS,
  displaySectionsFor,
  flippedOrderBy,
  groupByChoices,
  orderByChoices,
  parseOrderBy,
  pickedOrderBy,
  subGroupByChoices,
  TYPE_CHOICES,
} from './display-descriptors';
import {
  ChoiceSection,
  DisplayBlock,
  PropertyPills,
  SegmentedChoice,
  SwitchRow,
} from './DisplayControls';
import { ToolbarPopover } from './ToolbarPopover';

const NAVIGATION_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

/** Arrow keys walk through every control of the panel, Home and End jump to its ends. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (!NAVIGATION_KEYS.has(event.key)) return;
  const controls = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>('button:not([disabled])'),
  );
  if (controls.length === 0) return;
  event.preventDefault();
  const index = controls.indexOf(document.activeElement as HTMLElement);
  const last = controls.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? index >= last
            ? 0
            : index + 1
          : index <= 0
            ? last
            : index - 1;
  controls[next]?.focus();
}

const DisplayPanel = observer(function DisplayPanel() {
  const { t } = useTranslation('work-items');
  const { context, settings, projectId, lookups } = useWorkItemsScreen();
  const { display, displayProperties } = settings;
  // Cycles and modules where the project has them turned on (in every list spanning projects).
  const features = {
    cycles: projectId === null || lookups.hasCycles(projectId),
    modules: projectId === null || lookups.hasModules(projectId),
  };

  const sections = displaySectionsFor(display.layout, context);
  const order = parseOrderBy(display.order_by);
  const change = settings.changeDisplay.bind(settings);
  const [openSection, setOpenSection] = useState<string | null>(null);
  /** One choice list open at a time keeps the panel short. */
  const sectionProps = (title: string) => ({
    title,
    isOpen: openSection === title,
    onToggle: () => {
      setOpenSection((open) => (open === title ? null : title));
    },
  });

  return (
    <div className="min-h-0 flex-1 overflow-y-auto" onKeyDown={moveFocus}>
      {sections.displayProperties && (
        <DisplayBlock title={t('display.properties.title')}>
          <PropertyPills
            label={t('display.properties.title')}
            pills={[
              ...DISPLAY_PROPERTY_DESCRIPTORS,
              ...FEATURE_PROPERTY_DESCRIPTORS.filter((descriptor) => features[descriptor.feature]),
            ].map((descriptor) => ({
              key: descriptor.key,
              label: descriptor.label,
              isOn: displayProperties[descriptor.key],
              onToggle: () => void settings.toggleDisplayProperty(descriptor.key),
            }))}
          />
        </DisplayBlock>
      )}
      {sections.groupBy && (
        <ChoiceSection
          {...sectionProps(t('display.groupByTitle'))}
          choices={groupByChoices(context, display.layout, features).map((choice) => ({
            key: choice.value ?? 'none',
            label: choice.label,
            isChecked: choice.value === display.group_by,
            onPick: () => void change({ group_by: choice.value }),
          }))}
        />
      )}
      {sections.subGroupBy && (
        <ChoiceSection
          {...sectionProps(t('display.subGroupByTitle'))}
          choices={subGroupByChoices(context, display.layout, display.group_by, features).map(
            (choice) => ({
              key: choice.value ?? 'none',
              label: choice.label,
              isChecked: choice.value === display.sub_group_by,
              onPick: () => void change({ sub_group_by: choice.value }),
            }),
          )}
        />
      )}
      {sections.orderBy && (
        <ChoiceSection
          {...sectionProps(t('display.orderByTitle'))}
          choices={orderByChoices(context, features).map((descriptor) => ({
            key: descriptor.field,
            label: descriptor.label,
            isChecked: descriptor.field === order.field,
            onPick: () => void change({ order_by: pickedOrderBy(descriptor) }),
          }))}
          aside={
            order.field !== 'sort_order' && (
              <button
                type="button"
                aria-label={t('display.descending')}
                aria-pressed={order.isDescending}
                title={order.isDescending ? t('display.descending') : t('display.ascending')}
                onClick={() => void change({ order_by: flippedOrderBy(display.order_by) })}
                className="flex size-7 shrink-0 items-center justify-center rounded-md text-secondary hover:bg-surface-hover hover:text-primary focus-visible:outline-2 focus-visible:outline-focus"
              >
                <Icon name={order.isDescending ? 'arrow-down' : 'arrow-up'} size={14} />
              </button>
            )
          }
        />
      )}
      <DisplayBlock>
        {sections.type && (
          <div className="flex items-center justify-between gap-3">
            <span className="text-base text-secondary">{t('display.type.title')}</span>
            <div className="w-48">
              <SegmentedChoice
                label={t('display.type.title')}
                choices={TYPE_CHOICES.map((choice) => ({
                  key: choice.value ?? 'all',
                  label: choice.label,
                  isChecked: choice.value === display.type,
                  onPick: () => void change({ type: choice.value }),
                }))}
              />
            </div>
          </div>
        )}
        {sections.subIssue && (
          <SwitchRow
            label={t('display.showSubWorkItems')}
            isOn={display.sub_issue}
            onChange={(isOn) => void change({ sub_issue: isOn })}
          />
        )}
        {sections.showEmptyGroups && (
          <SwitchRow
            label={t('display.showEmptyGroups')}
            isOn={display.show_empty_groups}
            onChange={(isOn) => void change({ show_empty_groups: isOn })}
          />
        )}
      </DisplayBlock>
    </div>
  );
});

/**
 * The toolbar's "Display" button and its menu: what the layout shows (grouping, order, quick type
 * filter, sub-work items, empty groups) and which properties rows and cards carry.
 */
export function DisplayMenu() {
  const { t } = useTranslation('work-items');
  return (
    <ToolbarPopover
      label={t('display.button')}
      icon="sliders-horizontal"
      panelLabel={t('display.panel')}
      widthClassName="w-80"
    >
      {() => <DisplayPanel />}
    </ToolbarPopover>
  );
}
