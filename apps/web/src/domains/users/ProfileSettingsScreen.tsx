import { useTranslation } from 'react-i18next';
import { ProfileSettingsTabs } from './ProfileSettingsTabs';
import { DEFAULT_START_OF_THE_WEEK } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { type SubmitEvent, type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LocalCacheSetting } from '#web/domains/local-cache/LocalCacheSetting';
import { useTheme } from '#web/domains/theme/use-theme';
import { Alert } from '#web/ui/Alert';
import { Avatar } from '#web/ui/Avatar';
import { Button } from '#web/ui/Button';
import { Icon } from '#web/ui/Icon';
import { SelectField } from '#web/ui/SelectField';
import { TextField } from '#web/ui/TextField';
import { ThemeToggle } from '#web/ui/ThemeToggle';
import {
  languagePickerOptions,
  parseLanguage,
  switchLanguage,
  weekStartOptions,
} from './languages';
import {
  DisplayNameField,
  NameFields,
  type PersonNameErrors,
  personNameErrors,
  personNamesPatch,
} from './NameFields';
import { errorMessage } from '#web/lib/api-error';
import { useUser } from './use-user';
import { useWorkspaces } from '../workspaces/use-workspaces';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className="grid gap-6 border-t border-subtle py-8 first:border-t-0 first:pt-0 md:grid-cols-[14rem_1fr]">
      <div>
        <h2 className="text-md font-semibold text-primary">{title}</h2>
        <p className="mt-1 text-base text-secondary">{description}</p>
      </div>
      <div>{children}</div>
    </section>
  );
}

const ProfileForm = observer(function ProfileForm() {
  const user = useUser();
  const { t } = useTranslation('users');
  const current = user.user;
  const [firstName, setFirstName] = useState(current?.first_name ?? '');
  const [lastName, setLastName] = useState(current?.last_name ?? '');
  const [displayName, setDisplayName] = useState(current?.display_name ?? '');
  const [errors, setErrors] = useState<PersonNameErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const isDirty =
    firstName !== (current?.first_name ?? '') ||
    lastName !== (current?.last_name ?? '') ||
    displayName !== (current?.display_name ?? '');

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const names = { firstName, lastName, displayName };
    const found = personNameErrors(names);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setIsSaving(true);
    setFormError(null);
    setIsSaved(false);
    try {
      await user.updateUser(personNamesPatch(names));
      setIsSaved(true);
    } catch (error) {
      setFormError(errorMessage(error, t('profile.saveFailed')));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {formError !== null && <Alert>{formError}</Alert>}
      {isSaved && !isDirty && <Alert tone="success">{t('profile.saved')}</Alert>}
      <div className="flex items-center gap-3">
        <Avatar name={user.displayName} src={current?.avatar} size="lg" />
        <div className="min-w-0">
          <p className="truncate font-medium text-primary">{user.fullName}</p>
          <p className="truncate text-sm text-tertiary">{current?.email}</p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields
          firstName={firstName}
          lastName={lastName}
          firstNameError={errors.first}
          onFirstNameChange={setFirstName}
          onLastNameChange={setLastName}
        />
        <DisplayNameField value={displayName} error={errors.display} onChange={setDisplayName} />
        <TextField label={t('profile.email')} value={current?.email ?? ''} disabled readOnly />
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="primary" isLoading={isSaving} disabled={!isDirty}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
});

type SavedKey = 'themeSaved' | 'languageSaved' | 'weekStartSaved';

const Preferences = observer(function Preferences() {
  const user = useUser();
  const theme = useTheme();
  const { t } = useTranslation('users');
  const [error, setError] = useState<string | null>(null);
  // The key, not the text: a language change re-words the confirmation too.
  const [savedLabel, setSavedLabel] = useState<SavedKey | null>(null);
  const language = parseLanguage(user.profile?.language);
  const weekStart = user.profile?.start_of_the_week ?? DEFAULT_START_OF_THE_WEEK;

  const save = async (label: SavedKey, patch: Parameters<typeof user.updateProfile>[0]) => {
    setError(null);
    setSavedLabel(null);
    try {
      await user.updateProfile(patch);
      setSavedLabel(label);
    } catch (cause) {
      setError(errorMessage(cause, t('preferences.saveFailed')));
    }
  };

  return (
    <div className="flex flex-col gap-5">
      {error !== null && <Alert>{error}</Alert>}
      <div className="flex flex-col gap-1.5">
        <span id="theme-label" className="text-sm font-medium text-secondary">
          {t('preferences.theme')}
        </span>
        <div className="flex items-center gap-3" aria-labelledby="theme-label">
          <ThemeToggle
            value={theme.preference}
            onChange={(preference) => {
              theme.setPreference(preference);
              void save('themeSaved', { theme: { theme: preference } });
            }}
          />
          <span className="text-base text-secondary">
            {t(`preferences.themes.${theme.preference}`)}
          </span>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('preferences.language')}
          value={language}
          options={languagePickerOptions()}
          onChange={(value) => {
            const chosen = parseLanguage(value);
            switchLanguage(chosen);
            void save('languageSaved', { language: chosen });
          }}
        />
        <SelectField
          label={t('preferences.weekStart')}
          value={weekStart}
          options={weekStartOptions()}
          onChange={(value) => {
            void save('weekStartSaved', { start_of_the_week: value });
          }}
        />
      </div>
      <p role="status" className="h-4 text-sm text-success">
        {savedLabel !== null && (
          <span className="inline-flex items-center gap-1">
            <Icon name="check" size={13} /> {t(`preferences.${savedLabel}`)}
          </span>
        )}
      </p>
    </div>
  );
});

/** '/settings/profile/general': the person's names and their theme, language and week start. */
export const ProfileSettingsScreen = observer(function ProfileSettingsScreen() {
  const user = useUser();
  const workspaces = useWorkspaces();
  const { t } = useTranslation('users');
  const { t: tCache } = useTranslation('local-cache');
  useEffect(() => {
    void workspaces.ensureLoaded();
  }, [workspaces]);
  const back =
    workspaces.list.find((entry) => entry.id === user.profile?.last_workspace_id) ??
    workspaces.list[0];

  return (
    <div
      data-testid="profile-settings"
      className="mx-auto w-full max-w-4xl px-4 py-6 md:px-6 md:py-8"
    >
      {back !== undefined && (
        <Link
          to={`/${back.slug}`}
          className="mb-4 inline-flex items-center gap-1.5 rounded-md text-base text-secondary hover:text-primary"
        >
          <Icon name="arrow-left" size={14} /> {t('profile.backTo', { name: back.name })}
        </Link>
      )}
      <h1 className="text-xl font-semibold text-primary">{t('profile.title')}</h1>
      <p className="mb-6 mt-1 text-base text-secondary">{t('profile.subtitle')}</p>
      <ProfileSettingsTabs />
      <Section title={t('profile.sectionTitle')} description={t('profile.sectionDescription')}>
        <ProfileForm />
      </Section>
      <Section title={t('preferences.title')} description={t('preferences.description')}>
        <Preferences />
      </Section>
      <Section title={tCache('setting.title')} description={tCache('setting.description')}>
        <LocalCacheSetting />
      </Section>
    </div>
  );
});
