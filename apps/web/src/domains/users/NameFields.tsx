import { useTranslation } from 'react-i18next';
import { i18n } from '#web/lib/i18n';
import { TextField } from '#web/ui/TextField';

/** The names a person edits about themselves, as typed. */
export interface PersonNames {
  firstName: string;
  lastName: string;
  displayName: string;
}

export interface PersonNameErrors {
  first?: string;
  display?: string;
}

/** What is missing before the names can be saved; the last name may stay empty. */
export function personNameErrors({ firstName, displayName }: PersonNames): PersonNameErrors {
  return {
    ...(firstName.trim() === '' ? { first: i18n.t('users:names.firstNameRequired') } : {}),
    ...(displayName.trim() === '' ? { display: i18n.t('users:names.displayNameRequired') } : {}),
  };
}

/** The names as the users/me PATCH takes them, without stray spaces. */
export function personNamesPatch({ firstName, lastName, displayName }: PersonNames) {
  return {
    first_name: firstName.trim(),
    last_name: lastName.trim(),
    display_name: displayName.trim(),
  };
}

export interface NameFieldsProps {
  firstName: string;
  lastName: string;
  firstNameError?: string | undefined;
  onFirstNameChange: (value: string) => void;
  onLastNameChange: (value: string) => void;
  autoFocus?: boolean;
  /** Lets the form move focus to the first name when it is the first field in error. */
  firstNameId?: string;
  /** Names the inputs first_name and last_name, for forms posted natively. */
  hasFormNames?: boolean;
}

/**
 * The first- and last-name inputs, side by side in the caller's grid: returned without a wrapper
 * so a form can lay further fields (display name, email) out in the same grid.
 */
export function NameFields({
  firstName,
  lastName,
  firstNameError,
  onFirstNameChange,
  onLastNameChange,
  autoFocus,
  firstNameId,
  hasFormNames = false,
}: NameFieldsProps) {
  const { t } = useTranslation('users');
  return (
    <>
      <TextField
        id={firstNameId}
        label={t('names.firstName')}
        name={hasFormNames ? 'first_name' : undefined}
        autoComplete="given-name"
        autoFocus={autoFocus}
        value={firstName}
        error={firstNameError}
        onChange={(event) => {
          onFirstNameChange(event.target.value);
        }}
      />
      <TextField
        label={t('names.lastName')}
        name={hasFormNames ? 'last_name' : undefined}
        autoComplete="family-name"
        value={lastName}
        onChange={(event) => {
          onLastNameChange(event.target.value);
        }}
      />
    </>
  );
}

/** The name shown in mentions and assignments. */
export function DisplayNameField({
  value,
  error,
  hint,
  onChange,
}: {
  value: string;
  error?: string | undefined;
  hint?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('users');
  return (
    <TextField
      label={t('names.displayName')}
      autoComplete="nickname"
      value={value}
      error={error}
      hint={hint}
      onChange={(event) => {
        onChange(event.target.value);
      }}
    />
  );
}
