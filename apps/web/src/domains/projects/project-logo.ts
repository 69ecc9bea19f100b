import { isIconName, type IconName } from '#web/ui/Icon';

/**
 * A project's logo as stored in `logo_props` (Plane's shape): `in_use` says which of `emoji` or
 * `icon` is shown. Plane keeps an emoji as its decimal code points joined by '-' ("128640" for 🚀).
 */
export type ProjectLogo =
  | { kind: 'emoji'; emoji: string }
  | { kind: 'icon'; name: IconName; color: string }
  | { kind: 'none' };

/** The colour an icon logo takes when none was chosen. */
export const DEFAULT_LOGO_ICON_COLOR = '#6E7781';

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** "128640" or "128104-8205-128187" → the emoji; other text is taken as the emoji itself. */
export function emojiFromValue(value: string): string {
  if (!/^\d+(?:-\d+)*$/.test(value)) return value;
  try {
    return String.fromCodePoint(...value.split('-').map(Number));
  } catch {
    return '';
  }
}

/** The emoji's code points as Plane stores them. */
export function emojiToValue(emoji: string): string {
  return Array.from(emoji)
    .map((character) => character.codePointAt(0) ?? 0)
    .join('-');
}

/** Reads `logo_props`, tolerating anything a Plane client may have stored there. */
export function readProjectLogo(props: Record<string, unknown>): ProjectLogo {
  const emoji = record(props.emoji);
  const icon = record(props.icon);
  if (props.in_use === 'emoji' && typeof emoji?.value === 'string') {
    const text = emojiFromValue(emoji.value);
    if (text) return { kind: 'emoji', emoji: text };
  }
  if (props.in_use === 'icon' && isIconName(icon?.name)) {
    const color = typeof icon.color === 'string' ? icon.color : DEFAULT_LOGO_ICON_COLOR;
    return { kind: 'icon', name: icon.name, color };
  }
  return { kind: 'none' };
}

/** The `logo_props` to send for a chosen logo. */
export function writeProjectLogo(logo: ProjectLogo): Record<string, unknown> {
  switch (logo.kind) {
    case 'emoji':
      return { in_use: 'emoji', emoji: { value: emojiToValue(logo.emoji) } };
    case 'icon':
      return { in_use: 'icon', icon: { name: logo.name, color: logo.color } };
    case 'none':
      return {};
  }
}
