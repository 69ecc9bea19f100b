import { DEFAULT_START_OF_THE_WEEK } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { type SubmitEvent, type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useRootStore } from '../../app/store-context';
import { Alert } from '../../ui/Alert';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { ThemeToggle } from '../../ui/ThemeToggle';
import { LANGUAGE_OPTIONS, WEEK_START_OPTIONS, parseLanguage, switchLanguage } from './languages';
import {
  DisplayNameField,
  NameFields,
  type PersonNameErrors,
  personNameErrors,
  personNamesPatch,
} from './NameFields';
import { errorMessage } from '../../lib/api-error';

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
  const { user } = useRootStore();
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
      setFormError(errorMessage(error, 'Failed to update current user'));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {formError !== null && <Alert>{formError}</Alert>}
      {isSaved && !isDirty && <Alert tone="success">Profile saved.</Alert>}
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
        <TextField label="Email" value={current?.email ?? ''} disabled readOnly />
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="primary" isLoading={isSaving} disabled={!isDirty}>
          Save profile
        </Button>
      </div>
    </form>
  );
});

const Preferences = observer(function Preferences() {
  const { user, theme } = useRootStore();
  const [error, setError] = useState<string | null>(null);
  const [savedLabel, setSavedLabel] = useState<string | null>(null);
  const language = parseLanguage(user.profile?.language);
  const weekStart = user.profile?.start_of_the_week ?? DEFAULT_START_OF_THE_WEEK;

  const save = async (label: string, patch: Parameters<typeof user.updateProfile>[0]) => {
    setError(null);
    setSavedLabel(null);
    try {
      await user.updateProfile(patch);
      setSavedLabel(label);
    } catch (cause) {
      setError(errorMessage(cause, 'Could not save your preference.'));
    }
  };

  return (
    <div className="flex flex-col gap-5">
      {error !== null && <Alert>{error}</Alert>}
      <div className="flex flex-col gap-1.5">
        <span id="theme-label" className="text-sm font-medium text-secondary">
          Theme
        </span>
        <div className="flex items-center gap-3" aria-labelledby="theme-label">
          <ThemeToggle
            value={theme.preference}
            onChange={(preference) => {
              theme.setPreference(preference);
              void save('Theme saved.', { theme: { theme: preference } });
            }}
          />
          <span className="text-base capitalize text-secondary">{theme.preference}</span>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Language"
          value={language}
          options={LANGUAGE_OPTIONS}
          onChange={(value) => {
            const chosen = parseLanguage(value);
            switchLanguage(chosen);
            void save('Language saved.', { language: chosen });
          }}
        />
        <SelectField
          label="First day of the week"
          value={weekStart}
          options={WEEK_START_OPTIONS}
          onChange={(value) => {
            void save('Week start saved.', { start_of_the_week: value });
          }}
        />
      </div>
      <p role="status" className="h-4 text-sm text-success">
        {savedLabel !== null && (
          <span className="inline-flex items-center gap-1">
            <Icon name="check" size={13} /> {savedLabel}
          </span>
        )}
      </p>
    </div>
  );
});

/** '/settings/profile/general': the person's names and their theme, language and week start. */
export const ProfileSettingsScreen = observer(function ProfileSettingsScreen() {
  const { user, workspaces } = useRootStore();
  useEffect(() => {
    void workspaces.ensureLoaded();
  }, [workspaces]);
  const back =
    workspaces.list.find((entry) => entry.id === user.profile?.last_workspace_id) ??
    workspaces.list[0];

  return (
    <div data-testid="profile-settings" className="mx-auto w-full max-w-4xl px-6 py-8">
      {back !== undefined && (
        <Link
          to={`/${back.slug}`}
          className="mb-4 inline-flex items-center gap-1.5 rounded-md text-base text-secondary hover:text-primary"
        >
          <Icon name="arrow-left" size={14} /> Back to {back.name}
        </Link>
      )}
      <h1 className="text-xl font-semibold text-primary">Profile settings</h1>
      <p className="mb-8 mt-1 text-base text-secondary">
        How you appear, and how Keel looks to you.
      </p>
      <Section title="Profile" description="Your name as teammates see it.">
        <ProfileForm />
      </Section>
      <Section title="Preferences" description="Saved to your account as soon as you change them.">
        <Preferences />
      </Section>
    </div>
  );
});
