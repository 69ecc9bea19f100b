import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { Icon } from '#web/ui/Icon';
import { IconButton } from '#web/ui/IconButton';
import { TextField } from '#web/ui/TextField';
import { showErrorToast } from '#web/ui/Toaster';
import { isWebUrl } from '../module-list';
import type { ModuleLink } from '../modules-wire';
import { useModules } from '../use-modules';

/** What `editing` holds while a link is being added (ids are uuids, so never this). */
const NEW_LINK = 'new';

/** Adds a link or edits one: a title and an http(s) address. */
function LinkForm({
  link,
  onSave,
  onCancel,
}: {
  link: ModuleLink | null;
  onSave: (body: { title: string; url: string }) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['modules', 'common']);
  const [title, setTitle] = useState(link?.title ?? '');
  const [url, setUrl] = useState(link?.url ?? '');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (!isWebUrl(url)) {
      setUrlError(t('sidebar.linkUrlInvalid'));
      return;
    }
    setIsSaving(true);
    setError(null);
    try {
      await onSave({ title: title.trim(), url: url.trim() });
    } catch (cause) {
      setError(errorMessage(cause, t('sidebar.linkFailed')));
      setIsSaving(false);
    }
  };
  return (
    <form className="flex flex-col gap-2" onSubmit={(event) => void submit(event)} noValidate>
      {error !== null && <Alert>{error}</Alert>}
      <TextField
        label={t('sidebar.linkUrl')}
        type="url"
        value={url}
        error={urlError}
        placeholder={t('sidebar.linkUrlPlaceholder')}
        autoFocus
        onChange={(event) => {
          setUrlError(null);
          setUrl(event.target.value);
        }}
      />
      <TextField
        label={t('sidebar.linkTitle')}
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
        }}
      />
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="secondary" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
        <Button size="sm" type="submit" variant="primary" isLoading={isSaving}>
          {t('sidebar.saveLink')}
        </Button>
      </div>
    </form>
  );
}

/** A module's links: each opens in a new tab; members and admins add, edit and remove them. */
export const ModuleLinks = observer(function ModuleLinks({
  slug,
  projectId,
  moduleId,
  links,
  isEditable,
}: {
  slug: string;
  projectId: string;
  moduleId: string;
  links: readonly ModuleLink[];
  isEditable: boolean;
}) {
  const { t } = useTranslation(['modules', 'common']);
  const store = useModules();
  /** The link being edited, NEW_LINK while one is added, null otherwise. */
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-2">
      {links.length === 0 && editing !== 'new' && (
        <p className="text-sm text-tertiary">{t('sidebar.noLinks')}</p>
      )}
      <ul className="flex flex-col gap-1">
        {links.map((link) => {
          const title = link.title === null || link.title === '' ? link.url : link.title;
          return editing === link.id ? (
            <li key={link.id}>
              <LinkForm
                link={link}
                onCancel={() => {
                  setEditing(null);
                }}
                onSave={async (body) => {
                  await store.updateLink(slug, projectId, moduleId, link.id, body);
                  setEditing(null);
                }}
              />
            </li>
          ) : (
            <li key={link.id} className="group flex items-center gap-2 rounded-md">
              <Icon name="link" size={14} className="shrink-0 text-tertiary" />
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                title={link.url}
                className="min-w-0 flex-1 truncate text-sm text-primary hover:underline"
              >
                {title}
              </a>
              {isEditable && (
                <>
                  <IconButton
                    icon="pencil"
                    label={t('sidebar.editLink', { title })}
                    onClick={() => {
                      setEditing(link.id);
                    }}
                  />
                  <IconButton
                    icon="trash"
                    tone="danger"
                    label={t('sidebar.removeLink', { title })}
                    onClick={() => {
                      store
                        .removeLink(slug, projectId, moduleId, link.id)
                        .catch((cause: unknown) => {
                          showErrorToast(errorMessage(cause, t('sidebar.linkFailed')));
                        });
                    }}
                  />
                </>
              )}
            </li>
          );
        })}
      </ul>
      {isEditable &&
        (editing === NEW_LINK ? (
          <LinkForm
            link={null}
            onCancel={() => {
              setEditing(null);
            }}
            onSave={async (body) => {
              await store.addLink(slug, projectId, moduleId, body);
              setEditing(null);
            }}
          />
        ) : (
          <Button
            size="sm"
            variant="ghost"
            leadingIcon={<Icon name="plus" size={14} />}
            onClick={() => {
              setEditing(NEW_LINK);
            }}
            className="self-start"
          >
            {t('sidebar.addLink')}
          </Button>
        ))}
    </div>
  );
});
