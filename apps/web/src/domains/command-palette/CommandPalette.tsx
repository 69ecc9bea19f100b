import { useTranslation } from 'react-i18next';
import { Command } from 'cmdk';
import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useCommandPalette } from './use-command-palette';
import { useProjects } from '#web/domains/projects/use-projects';
import { Icon } from '#web/ui/Icon';
import { Kbd } from '#web/ui/Kbd';
import { Spinner } from '#web/ui/Spinner';
import { pagePlaceholder, pageTitle, type PalettePage, initialValue } from './palette-entry';
import { PaletteSections } from './PaletteSections';
import { useHomeSections } from './use-home-sections';
import { useOpenWorkItem } from './use-open-work-item';
import { usePageSections } from './use-page-sections';
import { useWorkspaceSearch } from './use-workspace-search';

/**
 * The command palette (Cmd/Ctrl+K, `/`): a modal with one input over grouped rows. Nested pages
 * (a theme, the open item's state, priority or people) stack: Escape or Backspace in the empty
 * input goes back a page, Escape on the first page closes. Mounted while open.
 */
export const CommandPalette = observer(function CommandPalette({ slug }: { slug: string }) {
  const projects = useProjects();
  const { t } = useTranslation(['command-palette', 'common', 'shortcuts']);
  const palette = useCommandPalette();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [pages, setPages] = useState<PalettePage[]>([]);
  const [text, setText] = useState('');
  const [selected, setSelected] = useState('');
  const page = pages.at(-1) ?? null;
  const item = useOpenWorkItem(slug);
  const search = useWorkspaceSearch(slug, page === null ? text : '');

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement;
    if (dialog && !dialog.open) dialog.showModal();
    inputRef.current?.focus();
    // Not closed here: unmounting removes it, and close() would fire a close event afterwards.
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    void projects.ensureLoaded(slug);
  }, [projects, slug]);

  const close = () => {
    palette.close();
  };
  const openPage = (next: PalettePage) => {
    setPages((current) => [...current, next]);
    setText('');
  };
  const goBack = () => {
    setPages((current) => current.slice(0, -1));
    setText('');
  };

  const homeSections = useHomeSections({
    slug,
    text,
    mode: palette.mode,
    search,
    item,
    openPage,
    close,
  });
  const pageSections = usePageSections({ slug, page: page ?? 'theme', text, item, close });
  const sections = page === null ? homeSections : pageSections;
  const first = initialValue(sections);

  // New results (or a new page) select their first row, or the page's current value.
  useEffect(() => {
    setSelected(first);
  }, [first, search.response, page]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Handled here so the native dialog does not close, and the peek view under it stays.
      event.preventDefault();
      event.stopPropagation();
      if (pages.length > 0) goBack();
      else close();
      return;
    }
    if (event.key === 'Backspace' && text === '' && pages.length > 0) {
      event.preventDefault();
      goBack();
    }
  };

  const isLoading = page === null && search.isLoading;
  const placeholder = page === null ? t(`placeholders.${palette.mode}`) : pagePlaceholder(page);
  let emptyText = t('common:noResults');
  if (isLoading) emptyText = t('searching');
  else if (search.error !== null && page === null) emptyText = search.error;
  else if (page === 'state' || page === 'assignee') emptyText = t('nothingToChoose');

  return (
    <dialog
      ref={dialogRef}
      aria-label={t('label')}
      data-testid="command-palette"
      onClose={close}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="mx-auto mt-[12vh] w-full max-w-xl overflow-hidden rounded-xl border border-strong bg-surface p-0 text-primary shadow-card backdrop:bg-scrim"
    >
      <Command
        label={t('label')}
        shouldFilter={false}
        loop
        vimBindings={false}
        value={selected}
        onValueChange={setSelected}
        onKeyDown={onKeyDown}
        className="flex flex-col"
      >
        <div className="flex h-12 items-center gap-2 border-b border-subtle px-3.5">
          {page === null ? (
            <Icon name="search" size={16} className="shrink-0 text-tertiary" />
          ) : (
            <button
              type="button"
              onClick={goBack}
              aria-label={t('backFrom', { page: pageTitle(page) })}
              className="flex shrink-0 items-center gap-1 rounded-md bg-surface-sunken px-1.5 py-0.5 text-xs font-medium text-secondary hover:bg-surface-hover"
            >
              <Icon name="chevron-left" size={12} />
              {pageTitle(page)}
            </button>
          )}
          <Command.Input
            ref={inputRef}
            value={text}
            onValueChange={setText}
            placeholder={placeholder}
            aria-label={placeholder}
            className="h-full min-w-0 flex-1 bg-transparent text-base text-primary outline-none placeholder:text-tertiary"
          />
          {isLoading && <Spinner size={14} label={t('searchingLabel')} className="text-tertiary" />}
        </div>
        <Command.List className="max-h-[min(60vh,420px)] overflow-y-auto p-1.5">
          <Command.Empty className="px-3 py-8 text-center text-base text-tertiary">
            {emptyText}
          </Command.Empty>
          <PaletteSections sections={sections} />
        </Command.List>
        <div className="flex items-center gap-4 border-t border-subtle bg-surface-sunken px-3.5 py-2 text-xs text-tertiary">
          <span className="flex items-center gap-1">
            <Kbd>↑</Kbd>
            <Kbd>↓</Kbd>
            {t('footer.move')}
          </span>
          <span className="flex items-center gap-1">
            <Kbd>{t('shortcuts:keys.enter')}</Kbd>
            {t('footer.select')}
          </span>
          <span className="flex items-center gap-1">
            <Kbd>{t('shortcuts:keys.esc')}</Kbd>
            {pages.length > 0 ? t('footer.back') : t('footer.close')}
          </span>
        </div>
      </Command>
    </dialog>
  );
});
