import { WorkItemEmbedBase } from '@keel/editor-schema';
import { type NodeViewProps, NodeViewWrapper, ReactNodeViewRenderer } from '@tiptap/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StateGroupIcon } from '#web/domains/states/StateGroupIcon';
import { isEditableStateGroup } from '#web/domains/states/state-groups';
import { PriorityIcon } from '#web/domains/work-items/properties/PriorityIcon';
import { useWorkspaceSlug } from '#web/domains/workspaces/use-workspace-slug';
import { cx } from '#web/ui/cx';
import { Icon } from '#web/ui/Icon';
import { useLiveWorkItem } from './use-live-work-item';

/** A work item to embed: what the block keeps of it. */
export interface WorkItemEmbedTarget {
  id: string;
  projectId: string;
  /** Its key, such as WEB-12, and name, as they are when embedded. */
  label: string;
  name: string;
}

/** The block's content for an item, as `insertContent` takes it. */
export function workItemEmbedContent(target: WorkItemEmbedTarget, workspace: string) {
  return {
    type: 'workItemEmbed',
    attrs: {
      id: target.id,
      projectId: target.projectId,
      workspace,
      label: target.label,
      name: target.name,
    },
  };
}

/**
 * The embedded work item as it is now: its state, key, name and priority, read into the work-item
 * store (realtime keeps it current) and linking to the item. What the block kept (key and name)
 * shows while it loads and when the item is gone or hidden.
 */
const WorkItemEmbedCard = observer(function WorkItemEmbedCard({ node, selected }: NodeViewProps) {
  const { t } = useTranslation('editor');
  const slug = useWorkspaceSlug();
  const attrs = node.attrs as Record<string, string | null>;
  const id = attrs.id ?? '';
  const {
    item,
    readState,
    retry,
    key: liveKey,
    state,
  } = useLiveWorkItem(slug, id, () => attrs.projectId ?? '');
  const key = liveKey ?? attrs.label ?? '';
  const name = item?.name ?? attrs.name ?? '';
  const isGone = readState === 'missing' || readState === 'failed';
  const group = state?.group ?? item?.state__group ?? null;

  return (
    <NodeViewWrapper
      className={cx('editor-embed', selected && 'is-selected')}
      data-testid="work-item-embed"
      data-drag-handle=""
    >
      {isGone ? (
        <div className="flex items-center gap-2 rounded-md border border-dashed border-subtle px-3 py-2 text-sm text-tertiary">
          <Icon name="eye-off" size={14} />
          <span className="shrink-0 font-mono text-xs">{key}</span>
          <span className="truncate">
            {readState === 'missing' ? t('embed.unavailable') : t('embed.failed')}
          </span>
          {readState === 'failed' && (
            <button
              type="button"
              className="ml-auto rounded px-1.5 py-0.5 text-xs text-secondary hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus"
              onClick={retry}
            >
              {t('embed.retry')}
            </button>
          )}
        </div>
      ) : (
        <Link
          to={`/${encodeURIComponent(slug)}/browse/${encodeURIComponent(key)}/`}
          className="flex min-w-0 items-center gap-2 rounded-md border border-subtle bg-surface px-3 py-2 text-sm text-primary no-underline shadow-xs hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus"
          aria-busy={item === undefined}
          contentEditable={false}
        >
          {group !== null && isEditableStateGroup(group) ? (
            <StateGroupIcon group={group} color={state?.color} />
          ) : (
            <Icon name="circle-dashed" size={14} className="text-tertiary" />
          )}
          <span className="shrink-0 font-mono text-xs text-tertiary">{key}</span>
          <span className={cx('min-w-0 truncate', item === undefined && 'text-tertiary')}>
            {name}
          </span>
          {item && (
            <span className="ml-auto flex shrink-0 items-center gap-2 text-xs text-secondary">
              <PriorityIcon priority={item.priority} />
              {state && <span className="hidden sm:inline">{state.name}</span>}
            </span>
          )}
        </Link>
      )}
    </NodeViewWrapper>
  );
});

/** The shared embed node, drawn as a live card of the item. */
export const WorkItemEmbed = WorkItemEmbedBase.extend({
  addNodeView() {
    return ReactNodeViewRenderer(WorkItemEmbedCard);
  },
});
