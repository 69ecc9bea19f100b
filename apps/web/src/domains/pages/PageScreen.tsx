import { PAGE_ACCESS, type PageVersion, canEditPage } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useApi } from '#web/app/store-context';
import { type Collaborator, CollaborativeEditor } from '#web/domains/editor/CollaborativeEditor';
import { useUser } from '#web/domains/users/use-user';
import { useWorkspaceSlug } from '#web/domains/workspaces/use-workspace-slug';
import { errorMessage } from '#web/lib/api-error';
import { formatDateTime } from '#web/lib/format';
import { Alert } from '#web/ui/Alert';
import { Avatar } from '#web/ui/Avatar';
import { Button } from '#web/ui/Button';
import { ConfirmDialog } from '#web/ui/ConfirmDialog';
import { cx } from '#web/ui/cx';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { IconButton } from '#web/ui/IconButton';
import { Menu, menuItemClassName } from '#web/ui/Menu';
import { PageSpinner } from '#web/ui/PageSpinner';
import { Skeleton } from '#web/ui/Skeleton';
import { showErrorToast, showSuccessToast } from '#web/ui/Toaster';
import { useRead } from '#web/ui/use-read';
import { useStoredFlag } from '#web/ui/use-stored-state';
import { uploadAsset } from '#web/domains/assets/upload';
import { workItemMentionCandidates } from '#web/domains/work-items/detail/work-item-picker/work-item-search-api';
import { useProjectMembers } from '#web/domains/members/use-project-members';
import { RichTextEditor } from '#web/domains/editor/RichTextEditor';
import { AiScopeContext } from '#web/domains/editor/ai-scope';
import type { Editor } from '@tiptap/react';
import { PageOutline } from './PageOutline';
import { downloadText, fileName, pageToMarkdown } from './page-markdown';
import { ownershipOf } from './page-permissions';
import { pageHref } from './page-list';
import { fetchPageVersion, listPageVersions, restorePageVersion } from './pages-api';
import { usePageProject } from './use-page-project';
import { usePages } from './use-pages';
import { useWorkItemEmbeds } from './use-work-item-embeds';

/** Spec §4, §9: a title is saved 2 s after the last keystroke. */
const TITLE_SAVE_DELAY_MS = 2_000;

type TitleState = 'saved' | 'submitting' | 'submitted';

/**
 * '/:ws/projects/:projectId/pages/:pageId' (spec §2): a page, edited together. Its title saves
 * itself after 2 s (saving, then saved; put back when refused); its body is the live document.
 * Locked and archived pages are read-only, with a banner saying why; the header holds the
 * favorite star, lock, access, versions and the rest.
 */
export const PageScreen = observer(function PageScreen() {
  const { t } = useTranslation(['pages', 'common']);
  const slug = useWorkspaceSlug();
  const { projectId = '', pageId = '' } = useParams();
  const navigate = useNavigate();
  const store = usePages();
  const api = useApi();
  const user = useUser();
  const { project, viewer, permissionsOf } = usePageProject(slug, projectId);
  const [people, setPeople] = useState<Collaborator[]>([]);
  const [status, setStatus] = useState<'connecting' | 'synced' | 'offline'>('connecting');
  const [serverCanEdit, setServerCanEdit] = useState<boolean | null>(null);
  const [panel, setPanel] = useState<'versions' | 'outline' | null>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [isFullWidth, setFullWidth] = useStoredFlag(`keel:page-full-width:${pageId}`);

  const membersStore = useProjectMembers();
  const embeds = useWorkItemEmbeds(slug, projectId);
  useEffect(() => {
    void store.fetch(slug, projectId);
    void membersStore.fetch(slug, projectId);
  }, [store, membersStore, slug, projectId]);

  const page = store.find(projectId, pageId);
  /** Stores an image or file of the page's body (assets of type PAGE_DESCRIPTION). */
  const uploadToPage = async (file: File) =>
    (
      await uploadAsset({
        slug,
        projectId,
        entityType: 'PAGE_DESCRIPTION',
        entityIdentifier: pageId,
        file,
      })
    ).url;
  const failed = (message: string) => {
    showErrorToast(t('errors.toast', { title: t('errors.title'), message }));
  };
  const run = (action: () => Promise<unknown>, failure: string, success?: string) => {
    action().then(
      () => {
        if (success !== undefined) showSuccessToast(success);
      },
      (cause: unknown) => {
        failed(errorMessage(cause, failure));
      },
    );
  };

  useEffect(() => {
    if (!page) return;
    const before = document.title;
    document.title = page.name.trim() === '' ? t('row.untitled') : page.name;
    return () => {
      document.title = before;
    };
  }, [page, page?.name, t]);

  if (!page) {
    if (store.error(projectId) !== undefined)
      return (
        <EmptyState
          tone="danger"
          icon={<Icon name="alert-circle" size={18} />}
          title={t('page.loadFailed')}
          action={
            <Button
              onClick={() => {
                void store.fetch(slug, projectId);
              }}
            >
              {t('common:retry')}
            </Button>
          }
        />
      );
    if (store.pages(projectId) === undefined) return <PageSpinner />;
    return (
      <EmptyState
        icon={<Icon name="file-text" size={18} />}
        title={t('page.notFound')}
        action={
          <Link
            className="font-medium text-accent hover:underline"
            to={`/${slug}/projects/${projectId}/pages`}
          >
            {t('page.backToPages')}
          </Link>
        }
      />
    );
  }

  const permissions = permissionsOf(page);
  const isArchived = page.archived_at !== null;
  const ruleAllows = canEditPage(viewer, ownershipOf(page)) && project?.archived_at == null;
  const canEdit = (serverCanEdit ?? true) && ruleAllows && !page.is_locked && !isArchived;
  const title = page.name.trim() === '' ? t('row.untitled') : page.name;
  const others = people.filter((person) => person.name !== user.displayName);

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="page-screen">
      <header
        data-print-hidden
        className="flex h-12 shrink-0 items-center justify-between gap-3 border-b border-subtle bg-canvas px-4"
      >
        <nav
          aria-label={t('page.breadcrumb')}
          className="flex min-w-0 items-center gap-1.5 text-base"
        >
          <Link
            to={`/${slug}/projects/${projectId}/pages`}
            className="shrink-0 text-secondary hover:text-primary"
          >
            {t('title')}
          </Link>
          <span className="text-tertiary">/</span>
          <span className="truncate font-medium text-primary" aria-current="page">
            {title}
          </span>
        </nav>
        <div className="flex shrink-0 items-center gap-1">
          <ul aria-label={t('page.people')} className="mr-1 flex -space-x-1.5 max-sm:hidden">
            {others.slice(0, 5).map((person) => (
              <li
                key={person.clientId}
                title={person.name}
                className="rounded-full ring-2 ring-(--background-color-canvas)"
                style={{ backgroundColor: `var(--color-presence-${String(person.color)})` }}
              >
                <Avatar name={person.name} size="sm" className="bg-transparent" />
                <span className="sr-only">{person.name}</span>
              </li>
            ))}
          </ul>
          <span className="mr-1 text-xs text-tertiary max-sm:hidden" role="status">
            {status === 'connecting'
              ? t('page.connecting')
              : status === 'offline'
                ? t('page.offline')
                : ''}
          </span>
          {permissions.canFavorite && (
            <IconButton
              icon="star"
              label={page.is_favorite ? t('row.unfavorite') : t('row.favorite')}
              aria-pressed={page.is_favorite}
              className={page.is_favorite ? 'text-warning' : undefined}
              onClick={() => {
                run(
                  () => store.setFavorite(slug, projectId, page.id, !page.is_favorite),
                  t('errors.favorite'),
                );
              }}
            />
          )}
          {permissions.canManage && !isArchived && (
            <IconButton
              icon="lock"
              label={page.is_locked ? t('actions.unlock') : t('actions.lock')}
              aria-pressed={page.is_locked}
              onClick={() => {
                run(
                  () => store.setLocked(slug, projectId, page.id, !page.is_locked),
                  t('errors.lock'),
                );
              }}
            />
          )}
          <IconButton
            icon="list-tree"
            label={t('page.outline')}
            aria-pressed={panel === 'outline'}
            onClick={() => {
              setPanel((open) => (open === 'outline' ? null : 'outline'));
            }}
          />
          <IconButton
            icon="history"
            label={t('page.versions')}
            aria-pressed={panel === 'versions'}
            onClick={() => {
              setPanel((open) => (open === 'versions' ? null : 'versions'));
            }}
          />
          <Menu
            triggerLabel={t('row.actions', { name: title })}
            trigger={<Icon name="ellipsis" size={16} />}
            placement="bottom-end"
            triggerClassName="flex size-7 items-center justify-center rounded-md text-secondary hover:bg-surface-hover hover:text-primary focus-visible:outline-2 focus-visible:outline-focus"
          >
            {(close) => (
              <>
                <button
                  type="button"
                  role="menuitem"
                  className={menuItemClassName}
                  onClick={() => {
                    close();
                    const url = new URL(pageHref(slug, projectId, page.id), window.location.origin);
                    navigator.clipboard.writeText(url.toString()).then(
                      () => {
                        showSuccessToast(t('notices.linkCopied'));
                      },
                      () => {
                        failed(t('errors.copyLink'));
                      },
                    );
                  }}
                >
                  <Icon name="link" size={14} />
                  {t('actions.copyLink')}
                </button>
                {permissions.canManage && !isArchived && (
                  <button
                    type="button"
                    role="menuitem"
                    className={menuItemClassName}
                    onClick={() => {
                      close();
                      const access =
                        page.access === PAGE_ACCESS.private
                          ? PAGE_ACCESS.public
                          : PAGE_ACCESS.private;
                      run(
                        () => store.setAccess(slug, projectId, page.id, access),
                        t('errors.access'),
                      );
                    }}
                  >
                    <Icon name={page.access === PAGE_ACCESS.private ? 'globe' : 'lock'} size={14} />
                    {page.access === PAGE_ACCESS.private
                      ? t('actions.makePublic')
                      : t('actions.makePrivate')}
                  </button>
                )}
                {permissions.canDuplicate && (
                  <button
                    type="button"
                    role="menuitem"
                    className={menuItemClassName}
                    onClick={() => {
                      close();
                      store.duplicate(slug, projectId, page.id).then(
                        (copy) => {
                          void navigate(pageHref(slug, projectId, copy.id));
                        },
                        (cause: unknown) => {
                          failed(errorMessage(cause, t('errors.duplicate')));
                        },
                      );
                    }}
                  >
                    <Icon name="copy" size={14} />
                    {t('actions.duplicate')}
                  </button>
                )}
                <button
                  type="button"
                  role="menuitem"
                  className={menuItemClassName}
                  disabled={editor === null}
                  onClick={() => {
                    close();
                    if (editor === null) return;
                    downloadText(
                      `${fileName(title)}.md`,
                      pageToMarkdown(title, editor.getJSON(), window.location.origin),
                      'text/markdown;charset=utf-8',
                    );
                  }}
                >
                  <Icon name="file-text" size={14} />
                  {t('page.exportMarkdown')}
                </button>
                <button
                  type="button"
                  role="menuitem"
                  className={menuItemClassName}
                  onClick={() => {
                    close();
                    // The browser's print dialog saves as PDF; print styles keep the page alone.
                    window.setTimeout(() => {
                      window.print();
                    }, 0);
                  }}
                >
                  <Icon name="file" size={14} />
                  {t('page.exportPdf')}
                </button>
                <button
                  type="button"
                  role="menuitemcheckbox"
                  aria-checked={isFullWidth}
                  className={menuItemClassName}
                  onClick={() => {
                    close();
                    setFullWidth(!isFullWidth);
                  }}
                >
                  <Icon name={isFullWidth ? 'minimize' : 'maximize'} size={14} />
                  {t('page.fullWidth')}
                </button>
                {permissions.canManage && (
                  <button
                    type="button"
                    role="menuitem"
                    className={menuItemClassName}
                    onClick={() => {
                      close();
                      if (isArchived)
                        run(() => store.restore(slug, projectId, page.id), t('errors.restore'));
                      else
                        run(
                          () => store.archive(slug, projectId, page.id),
                          t('errors.archive'),
                          t('notices.archived', { name: title }),
                        );
                    }}
                  >
                    <Icon name={isArchived ? 'archive-restore' : 'archive'} size={14} />
                    {isArchived ? t('actions.restore') : t('actions.archive')}
                  </button>
                )}
              </>
            )}
          </Menu>
        </div>
      </header>
      <div className="flex min-h-0 flex-1">
        <div className="min-h-0 min-w-0 flex-1 overflow-y-auto">
          <article
            aria-label={title}
            className={cx(
              'mx-auto flex w-full flex-col gap-4 px-4 py-8 md:px-10',
              !isFullWidth && 'max-w-3xl',
            )}
          >
            {isArchived ? (
              <Alert tone="info">{t('page.archivedBanner')}</Alert>
            ) : page.is_locked ? (
              <Alert tone="info">{t('page.lockedBanner')}</Alert>
            ) : (
              !canEdit && <Alert tone="info">{t('page.readOnlyBanner')}</Alert>
            )}
            <PageTitle
              key={`title:${page.id}`}
              name={page.name}
              canEdit={canEdit}
              onSave={(name) => store.rename(slug, projectId, page.id, name)}
              onFailed={(cause) => {
                failed(errorMessage(cause, t('page.titleFailed')));
              }}
            />
            <AiScopeContext value={{ slug, projectId, title: page.name }}>
              <CollaborativeEditor
                key={`body:${page.id}`}
                documentName={page.id}
                editable={canEdit}
                me={{ id: user.user?.id ?? '', name: user.displayName }}
                label={t('page.bodyLabel')}
                placeholder={t('page.bodyPlaceholder')}
                onPeople={setPeople}
                onStatus={setStatus}
                onAccess={setServerCanEdit}
                onEditor={setEditor}
                mentionCandidates={() =>
                  (membersStore.members(projectId) ?? []).map((member) => ({
                    id: member.member,
                    label: member.member_detail.display_name,
                    avatarUrl: member.member_detail.avatar_url,
                  }))
                }
                workItemCandidates={(query) =>
                  workItemMentionCandidates(api, slug, projectId, query)
                }
                uploadImage={uploadToPage}
                uploadFile={uploadToPage}
                pickWorkItems={embeds.pickWorkItems}
                workspace={slug}
              />
              {embeds.dialog}
            </AiScopeContext>
          </article>
        </div>
        {panel === 'outline' && editor !== null && (
          <PageOutline
            editor={editor}
            onClose={() => {
              setPanel(null);
            }}
          />
        )}
        {panel === 'versions' && (
          <PageHistory
            nameOf={(userId) =>
              membersStore.members(projectId)?.find((member) => member.member === userId)
                ?.member_detail.display_name ?? t('row.unknownOwner')
            }
            slug={slug}
            projectId={projectId}
            pageId={page.id}
            canRestore={canEdit}
            onClose={() => {
              setPanel(null);
            }}
          />
        )}
      </div>
    </div>
  );
});

/** The page's title, saved 2 s after the last keystroke; put back when the server refuses. */
function PageTitle({
  name,
  canEdit,
  onSave,
  onFailed,
}: {
  name: string;
  canEdit: boolean;
  onSave: (name: string) => Promise<void>;
  onFailed: (cause: unknown) => void;
}) {
  const { t } = useTranslation('pages');
  const [draft, setDraft] = useState(name);
  const [state, setState] = useState<TitleState>('saved');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saved = useRef(name);

  // Another person's rename arrives while this one is not typing.
  useEffect(() => {
    if (timer.current !== null) return;
    saved.current = name;
    setDraft(name);
  }, [name]);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const save = (next: string) => {
    timer.current = null;
    if (next === saved.current) return;
    setState('submitting');
    onSave(next).then(
      () => {
        saved.current = next;
        setState('submitted');
      },
      (cause: unknown) => {
        setDraft(saved.current);
        setState('saved');
        onFailed(cause);
      },
    );
  };

  return (
    <div className="flex flex-col gap-1">
      <textarea
        aria-label={t('page.titleLabel')}
        rows={1}
        readOnly={!canEdit}
        placeholder={t('row.untitled')}
        maxLength={255}
        value={draft}
        className="field-sizing-content w-full resize-none bg-transparent text-2xl font-semibold leading-tight text-primary outline-none placeholder:text-tertiary"
        onChange={(event) => {
          const next = event.target.value.replace(/\n/g, ' ');
          setDraft(next);
          if (timer.current !== null) clearTimeout(timer.current);
          timer.current = setTimeout(() => {
            save(next);
          }, TITLE_SAVE_DELAY_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <p className="h-4 text-xs text-tertiary" aria-live="polite" data-testid="page-title-state">
        {state === 'submitting' ? t('page.saving') : state === 'submitted' ? t('page.saved') : ''}
      </p>
    </div>
  );
}

/** The versions panel: who saved when, a read-only preview, and putting one back. */
function PageHistory({
  nameOf,
  slug,
  projectId,
  pageId,
  canRestore,
  onClose,
}: {
  nameOf: (userId: string | null) => string;
  slug: string;
  projectId: string;
  pageId: string;
  canRestore: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['pages', 'common']);
  const api = useApi();
  const [attempt, setAttempt] = useState(0);
  const versions = useRead(
    `${pageId}:${String(attempt)}`,
    () => listPageVersions(api, slug, projectId, pageId),
    t('page.versionsFailed'),
  );
  const [selected, setSelected] = useState<PageVersion | null>(null);
  const preview = useRead(
    selected?.id ?? '',
    () =>
      selected === null
        ? Promise.resolve(null)
        : fetchPageVersion(api, slug, projectId, pageId, selected.id),
    t('page.versionsFailed'),
  );
  const [isConfirming, setConfirming] = useState(false);
  const [isRestoring, setRestoring] = useState(false);
  const [restoreError, setRestoreError] = useState<string | null>(null);

  const restore = () => {
    if (selected === null) return;
    setRestoring(true);
    setRestoreError(null);
    restorePageVersion(api, slug, projectId, pageId, selected.id)
      .then(
        () => {
          setConfirming(false);
          setSelected(null);
          setAttempt((count) => count + 1);
          showSuccessToast(t('page.restored'));
        },
        (cause: unknown) => {
          setRestoreError(errorMessage(cause, t('page.restoreFailed')));
        },
      )
      .finally(() => {
        setRestoring(false);
      });
  };

  return (
    <aside
      aria-label={t('page.versions')}
      data-testid="page-versions"
      data-print-hidden
      className="absolute inset-0 z-20 flex flex-col bg-surface md:static md:w-96 md:shrink-0 md:border-l md:border-subtle"
    >
      <header className="flex h-11 shrink-0 items-center justify-between border-b border-subtle px-3">
        <h2 className="text-sm font-medium text-primary">{t('page.versions')}</h2>
        <IconButton icon="x" label={t('common:close')} onClick={onClose} />
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {versions.error !== null ? (
          <Alert className="m-3">{versions.error}</Alert>
        ) : versions.value === undefined ? (
          <div className="flex flex-col gap-2 p-3" aria-busy="true">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        ) : versions.value.length === 0 ? (
          <p className="p-4 text-sm text-tertiary">{t('page.versionsEmpty')}</p>
        ) : (
          <ul className="flex flex-col p-1.5">
            {versions.value.map((version) => (
              <li key={version.id}>
                <VersionRow
                  author={nameOf(version.owned_by)}
                  version={version}
                  isSelected={selected?.id === version.id}
                  onSelect={() => {
                    setSelected(version);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
        {selected !== null && (
          <section
            aria-label={t('page.preview')}
            className="flex flex-col gap-3 border-t border-subtle p-3"
          >
            {preview.value == null ? (
              <Skeleton className="h-24 w-full" />
            ) : (
              <div className="rounded-md border border-subtle p-3">
                <RichTextEditor
                  key={preview.value.id}
                  initialHtml={preview.value.description_html}
                  editable={false}
                  variant="description"
                  label={t('page.preview')}
                />
              </div>
            )}
            {canRestore && (
              <Button
                variant="primary"
                leadingIcon={<Icon name="history" size={14} />}
                onClick={() => {
                  setRestoreError(null);
                  setConfirming(true);
                }}
              >
                {t('page.restore')}
              </Button>
            )}
          </section>
        )}
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        onClose={() => {
          setConfirming(false);
        }}
        title={t('page.restoreTitle')}
        description={t('page.restoreBody')}
        confirmLabel={t('page.restore')}
        confirmVariant="primary"
        isBusy={isRestoring}
        error={restoreError}
        onConfirm={restore}
      />
    </aside>
  );
}

function VersionRow({
  author,
  version,
  isSelected,
  onSelect,
}: {
  author: string;
  version: PageVersion;
  isSelected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('pages');
  return (
    <button
      type="button"
      aria-pressed={isSelected}
      className={cx(
        'flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus',
        isSelected && 'bg-surface-hover',
      )}
      onClick={onSelect}
    >
      <Avatar name={author} size="sm" />
      <span className="min-w-0 flex-1 truncate text-primary">{author}</span>
      <span className="shrink-0 text-xs text-tertiary">
        {t('page.savedAt', { date: formatDateTime(version.last_saved_at) })}
      </span>
    </button>
  );
}
