import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '#web/lib/format';
import { useWorkItem } from '#web/domains/work-items/use-work-items';
import { Avatar } from '#web/ui/Avatar';
import { cx } from '#web/ui/cx';
import { Icon, type IconName } from '#web/ui/Icon';
import { AssigneesDropdown } from '../properties/AssigneesDropdown';
import { BusinessFieldControl } from '../properties/business/BusinessFieldControl';
import { BUSINESS_TEXTS } from '../properties/business/business-texts';
import { useBusinessFields } from '../properties/business/use-business-catalogues';
import { CycleDropdown } from '../properties/CycleDropdown';
import { DateDropdown } from '../properties/DateDropdown';
import { EstimateDropdown } from '../properties/EstimateDropdown';
import { LabelsDropdown } from '../properties/LabelsDropdown';
import { ModulesDropdown } from '../properties/ModulesDropdown';
import { memberName } from '../properties/pickers/property-options';
import { PriorityDropdown } from '../properties/PriorityDropdown';
import { StateDropdown } from '../properties/StateDropdown';
import { useWorkItemsScreen } from '../screen-context';
import { useWorkItemDetail } from './detail-context';
import { ParentProperty } from './ParentProperty';

function PropertyRow({
  icon,
  label,
  children,
}: {
  icon: IconName;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-8 items-start gap-2 touch:min-h-10">
      {/* Long labels (German, Russian…) wrap and hyphenate instead of being cut off. */}
      <div className="flex min-h-8 w-28 shrink-0 items-center gap-2 py-1 text-sm text-secondary touch:min-h-10">
        <Icon name={icon} size={14} className="shrink-0 text-tertiary" />
        <span className="min-w-0 hyphens-auto leading-tight break-words">{label}</span>
      </div>
      {children}
    </div>
  );
}

/** A property control drawn full width in its row, its frame showing only on hover. */
function Cell({ children, isTall = false }: { children: ReactNode; isTall?: boolean }) {
  return (
    <div
      className={cx(
        'flex min-w-0 flex-1 items-center overflow-hidden rounded-md [&>*]:rounded-md',
        isTall
          ? 'min-h-8 [&>*]:min-h-8 [&>*]:flex-wrap touch:min-h-10 touch:[&>*]:min-h-10'
          : 'h-8 touch:h-10',
      )}
    >
      {children}
    </div>
  );
}

/**
 * The item's properties, one per row with its name (Plane's and Linear's sidebar): state,
 * assignees, priority, labels, dates, estimate (when the project has one), cycle and modules (when
 * turned on), parent, the business
 * fields the project has set up, and who created it and when.
 */
export const WorkItemPropertyList = observer(function WorkItemPropertyList() {
  const { t } = useTranslation(['work-item-detail', 'common', 'work-items']);
  const { slug, projectId, workItemId } = useWorkItemDetail();
  const { lookups } = useWorkItemsScreen();
  const item = useWorkItem(workItemId);
  const business = useBusinessFields(slug, projectId, item);
  if (!item) return null;
  const creator = item.created_by === null ? undefined : lookups.findMember(item.created_by);
  const hasEstimate = lookups.estimatePoints(projectId).length > 0;
  return (
    <div className="flex flex-col gap-0.5" role="group" aria-label={t('page.properties')}>
      <PropertyRow icon="circle-dot" label={t('work-items:property.state')}>
        <Cell>
          <StateDropdown id={workItemId} variant="cell" />
        </Cell>
      </PropertyRow>
      <PropertyRow icon="users" label={t('work-items:property.assignees')}>
        <Cell>
          <AssigneesDropdown id={workItemId} variant="cell" />
        </Cell>
      </PropertyRow>
      <PropertyRow icon="signal-high" label={t('work-items:property.priority')}>
        <Cell>
          <PriorityDropdown id={workItemId} variant="cell" />
        </Cell>
      </PropertyRow>
      <PropertyRow icon="tag" label={t('work-items:property.labels')}>
        <Cell isTall>
          <LabelsDropdown id={workItemId} variant="cell" />
        </Cell>
      </PropertyRow>
      <PropertyRow icon="calendar-clock" label={t('work-items:property.startDate')}>
        <Cell>
          <DateDropdown id={workItemId} variant="cell" field="start_date" />
        </Cell>
      </PropertyRow>
      <PropertyRow icon="calendar-check" label={t('work-items:property.dueDate')}>
        <Cell>
          <DateDropdown id={workItemId} variant="cell" field="target_date" />
        </Cell>
      </PropertyRow>
      {hasEstimate && (
        <PropertyRow icon="triangle" label={t('work-items:property.estimate')}>
          <Cell>
            <EstimateDropdown id={workItemId} variant="cell" />
          </Cell>
        </PropertyRow>
      )}
      {lookups.hasCycles(projectId) && (
        <PropertyRow icon="contrast" label={t('work-items:property.cycle')}>
          <Cell>
            <CycleDropdown id={workItemId} variant="cell" />
          </Cell>
        </PropertyRow>
      )}
      {lookups.hasModules(projectId) && (
        <PropertyRow icon="boxes" label={t('work-items:property.modules')}>
          <Cell isTall>
            <ModulesDropdown id={workItemId} variant="cell" />
          </Cell>
        </PropertyRow>
      )}
      <PropertyRow icon="list-tree" label={t('property.parent')}>
        <ParentProperty />
      </PropertyRow>
      {business.fields.map((field) => (
        <PropertyRow
          key={field}
          icon={BUSINESS_TEXTS[field].icon}
          label={BUSINESS_TEXTS[field].label}
        >
          <Cell>
            <BusinessFieldControl id={workItemId} field={field} catalogues={business.catalogues} />
          </Cell>
        </PropertyRow>
      ))}
      <PropertyRow icon="user" label={t('work-items:property.createdBy')}>
        <div className="flex h-8 min-w-0 flex-1 items-center gap-1.5 px-2 text-sm text-primary touch:h-10">
          {creator ? (
            <>
              <Avatar
                name={memberName(creator.member_detail)}
                src={creator.member_detail.avatar}
                size="sm"
              />
              <span className="truncate">{memberName(creator.member_detail)}</span>
            </>
          ) : (
            <span className="text-tertiary">{t('property.unknown')}</span>
          )}
        </div>
      </PropertyRow>
      <PropertyRow icon="clock" label={t('property.created')}>
        <div
          className="flex h-8 min-w-0 flex-1 items-center px-2 text-sm text-primary touch:h-10"
          title={formatDateTime(item.created_at)}
        >
          {formatDate(item.created_at)}
        </div>
      </PropertyRow>
    </div>
  );
});
