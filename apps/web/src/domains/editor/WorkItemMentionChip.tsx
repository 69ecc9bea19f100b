import { type NodeViewProps, NodeViewWrapper } from '@tiptap/react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { useWorkspaceSlug } from '#web/domains/workspaces/use-workspace-slug';
import { useLiveWorkItem } from './use-live-work-item';

/** The project identifier of a key such as WEB-12 (identifiers may hold dashes themselves). */
function identifierOf(key: string): string {
  const dash = key.lastIndexOf('-');
  return dash > 0 ? key.slice(0, dash) : '';
}

/**
 * A mentioned work item as a chip of its key, name and state as they are now: the item is read
 * into the work-item store (where realtime keeps it current) from the project its key names; what
 * the mention kept shows until then, and when the item is gone or out of reach.
 */
export const WorkItemMentionChip = observer(function WorkItemMentionChip({ node }: NodeViewProps) {
  const slug = useWorkspaceSlug();
  const attrs = node.attrs as Record<string, string | null>;
  const id = attrs.id ?? '';
  const keptKey = attrs.label ?? '';
  const {
    item,
    key: liveKey,
    state,
  } = useLiveWorkItem(
    slug,
    id,
    (projects) =>
      projects.list(slug)?.find((project) => project.identifier === identifierOf(keptKey))?.id ??
      '',
  );
  const key = liveKey ?? keptKey;
  const stateName = state?.name ?? (item ? null : attrs.state);
  return (
    <NodeViewWrapper as="span" className="editor-work-item-wrapper">
      <Link
        to={`/${encodeURIComponent(slug)}/browse/${encodeURIComponent(key)}/`}
        className="editor-mention editor-work-item"
        contentEditable={false}
      >
        <span className="editor-work-item-key">{key}</span> {item?.name ?? attrs.name ?? ''}
        {stateName && (
          <span
            className="editor-work-item-state"
            data-group={state?.group ?? item?.state__group ?? attrs.stateGroup ?? ''}
          >
            {stateName}
          </span>
        )}
      </Link>
    </NodeViewWrapper>
  );
});
