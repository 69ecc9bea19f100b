import type { Sticky } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '#web/domains/editor/RichTextEditor';
import { errorMessage } from '#web/lib/api-error';
import { withNamespaces } from '#web/lib/i18n';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { Icon } from '#web/ui/Icon';
import { Skeleton } from '#web/ui/Skeleton';
import { isBlankHtml } from './stickies';
import { useHome } from './use-home';
import { WidgetFrame } from './WidgetFrame';

const AllStickiesDialog = lazy(async () => ({
  default: (await withNamespaces(() => import('./AllStickiesDialog'), ['home', 'editor']))
    .AllStickiesDialog,
}));

/** A sticky's text, read-only, on its own background colour. */
export function StickyCard({ sticky, label }: { sticky: Sticky; label: string }) {
  return (
    <div
      data-testid="sticky"
      className="rounded-lg border border-subtle bg-warning-subtle px-4 py-3"
      style={sticky.background_color ? { backgroundColor: sticky.background_color } : undefined}
    >
      <RichTextEditor
        key={sticky.updated_at}
        initialHtml={sticky.description_html}
        editable={false}
        variant="comment"
        label={label}
      />
    </div>
  );
}

/**
 * "Your stickies": the person's latest sticky (spec §9: fetched one at a time), a new one written
 * in place (spec §4: one new sticky at a time), and every sticky in the "All stickies" dialog.
 */
export const StickiesWidget = observer(function StickiesWidget({ slug }: { slug: string }) {
  const { t } = useTranslation('home');
  const home = useHome();
  const [draft, setDraft] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isAllOpen, setAllOpen] = useState(false);
  const part = home.latestSticky.get(slug);

  const save = async () => {
    if (draft === null || isBlankHtml(draft)) return;
    setIsSaving(true);
    setError(null);
    try {
      await home.addSticky(slug, draft);
      setDraft(null);
    } catch (cause) {
      setError(errorMessage(cause, t('stickies.saveFailed')));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <WidgetFrame
      title={t('stickies.title')}
      testId="home-stickies"
      action={
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setAllOpen(true);
            }}
          >
            {t('stickies.all')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            leadingIcon={<Icon name="plus" size={14} />}
            disabled={draft !== null}
            onClick={() => {
              setDraft('');
            }}
          >
            {t('stickies.add')}
          </Button>
        </div>
      }
    >
      {draft !== null && (
        <div className="flex flex-col gap-2 rounded-lg border border-strong bg-surface px-4 py-3">
          {error !== null && <Alert>{error}</Alert>}
          <RichTextEditor
            initialHtml=""
            autoFocus
            variant="comment"
            label={t('stickies.new')}
            placeholder={t('stickies.placeholder')}
            onChange={setDraft}
            onSubmit={() => void save()}
          />
          <div className="flex justify-end gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setDraft(null);
                setError(null);
              }}
            >
              {t('stickies.discard')}
            </Button>
            <Button
              variant="primary"
              size="sm"
              isLoading={isSaving}
              disabled={isBlankHtml(draft)}
              onClick={() => void save()}
            >
              {t('stickies.save')}
            </Button>
          </div>
        </div>
      )}
      {part?.value === undefined ? (
        part?.error ? (
          <p className="text-sm text-danger">{part.error}</p>
        ) : (
          <Skeleton className="h-20 w-full" />
        )
      ) : part.value === null ? (
        draft === null && <p className="text-sm text-tertiary">{t('stickies.empty')}</p>
      ) : (
        <StickyCard sticky={part.value} label={t('stickies.latest')} />
      )}
      {isAllOpen && (
        <Suspense fallback={null}>
          <AllStickiesDialog
            slug={slug}
            onClose={() => {
              setAllOpen(false);
              void home.reloadLatestSticky(slug);
            }}
          />
        </Suspense>
      )}
    </WidgetFrame>
  );
});
