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
import { StickyNote } from './StickyNote';
import { useHome } from './use-home';
import { WidgetFrame } from './WidgetFrame';

const AllStickiesDialog = lazy(async () => ({
  default: (await withNamespaces(() => import('./AllStickiesDialog'), ['home', 'editor']))
    .AllStickiesDialog,
}));

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
      {draft === null && error !== null && <Alert>{error}</Alert>}
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
        <StickyNote
          key={part.value.id}
          entry={{ key: part.value.id, sticky: part.value }}
          label={t('stickies.latest')}
          onSave={async (html) => {
            if (part.value) await home.saveSticky(slug, part.value.id, { description_html: html });
          }}
          onPaint={(color) => {
            if (!part.value) return;
            home
              .saveSticky(slug, part.value.id, { background_color: color })
              .catch((cause: unknown) => {
                setError(errorMessage(cause, t('stickies.saveFailed')));
              });
          }}
          onDelete={() => {
            if (!part.value) return;
            home.deleteSticky(slug, part.value.id).catch((cause: unknown) => {
              setError(errorMessage(cause, t('stickies.deleteFailed')));
            });
          }}
        />
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
