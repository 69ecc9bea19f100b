import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cx } from '#web/ui/cx';
import { Icon } from '#web/ui/Icon';
import { type PageNode, type PageSort, buildPageTree, pageHref } from './page-list';
import { usePages } from './use-pages';

/** The sidebar lists pages by name. */
const BY_NAME: PageSort = { key: 'name', direction: 'asc' };

/** How deep the sidebar draws the tree; deeper pages are reached from their parents. */
const MAX_DEPTH = 4;

/**
 * The project's pages under its Pages link in the sidebar (issue 19): live ones, as a tree whose
 * branches open and close, each row a link to its page.
 */
export const SidebarPagesTree = observer(function SidebarPagesTree({
  slug,
  projectId,
}: {
  slug: string;
  projectId: string;
}) {
  const store = usePages();
  useEffect(() => {
    void store.fetch(slug, projectId);
  }, [store, slug, projectId]);
  const pages = (store.pages(projectId) ?? []).filter((page) => page.archived_at === null);
  const tree = buildPageTree(pages, BY_NAME);
  if (tree.length === 0) return null;
  return (
    <ul className="ml-3 flex flex-col border-l border-subtle pl-1.5" data-testid="sidebar-pages">
      {tree.map((node) => (
        <TreeRow key={node.page.id} node={node} slug={slug} projectId={projectId} depth={1} />
      ))}
    </ul>
  );
});

function TreeRow({
  node,
  slug,
  projectId,
  depth,
}: {
  node: PageNode;
  slug: string;
  projectId: string;
  depth: number;
}) {
  const { t } = useTranslation('projects');
  const [isOpen, setOpen] = useState(false);
  const name = node.page.name.trim() === '' ? t('sidebar.untitledPage') : node.page.name;
  const hasChildren = node.children.length > 0 && depth < MAX_DEPTH;
  return (
    <li>
      <div className="flex items-center">
        {hasChildren ? (
          <button
            type="button"
            aria-expanded={isOpen}
            aria-label={t(isOpen ? 'sidebar.hidePagesUnder' : 'sidebar.showPagesUnder', { name })}
            className="flex size-5 shrink-0 items-center justify-center rounded-sm text-tertiary hover:bg-surface-hover hover:text-primary focus-visible:outline-2 focus-visible:outline-focus"
            onClick={() => {
              setOpen((open) => !open);
            }}
          >
            <Icon name={isOpen ? 'chevron-down' : 'chevron-right'} size={12} />
          </button>
        ) : (
          <span aria-hidden className="size-5 shrink-0" />
        )}
        <NavLink
          to={pageHref(slug, projectId, node.page.id)}
          className={({ isActive }) =>
            cx(
              'min-w-0 flex-1 truncate rounded-md px-1.5 py-1 text-sm transition-colors duration-100',
              isActive
                ? 'bg-surface-hover font-medium text-primary'
                : 'text-secondary hover:bg-surface-hover hover:text-primary',
            )
          }
        >
          {name}
        </NavLink>
      </div>
      {hasChildren && isOpen && (
        <ul className="ml-2.5 flex flex-col border-l border-subtle pl-1">
          {node.children.map((child) => (
            <TreeRow
              key={child.page.id}
              node={child}
              slug={slug}
              projectId={projectId}
              depth={depth + 1}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
