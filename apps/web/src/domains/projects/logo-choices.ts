import type { IconName } from '#web/ui/Icon';
import { DEFAULT_LOGO_ICON_COLOR } from './project-logo';
import { i18n } from '#web/lib/i18n';

/** An emoji the logo picker offers, with the words a search matches it by. */
export interface EmojiChoice {
  emoji: string;
  name: string;
}

/**
 * Emojis that suit a work project, kept in the bundle so that the picker needs no network and no
 * emoji data set.
 */
export const LOGO_EMOJIS: readonly EmojiChoice[] = [
  { emoji: '🚀', name: 'rocket launch' },
  { emoji: '💼', name: 'briefcase work' },
  { emoji: '📁', name: 'folder' },
  { emoji: '📊', name: 'bar chart analytics' },
  { emoji: '📈', name: 'chart increasing growth' },
  { emoji: '📉', name: 'chart decreasing' },
  { emoji: '📅', name: 'calendar date' },
  { emoji: '📌', name: 'pushpin pin' },
  { emoji: '📎', name: 'paperclip' },
  { emoji: '📝', name: 'memo note writing' },
  { emoji: '📚', name: 'books library docs' },
  { emoji: '📦', name: 'package box shipping' },
  { emoji: '📣', name: 'megaphone marketing' },
  { emoji: '📱', name: 'mobile phone app' },
  { emoji: '💻', name: 'laptop computer' },
  { emoji: '🖥️', name: 'desktop computer' },
  { emoji: '⌨️', name: 'keyboard' },
  { emoji: '🖱️', name: 'mouse' },
  { emoji: '🧑‍💻', name: 'technologist developer' },
  { emoji: '🐛', name: 'bug' },
  { emoji: '🔧', name: 'wrench tool' },
  { emoji: '🔨', name: 'hammer build' },
  { emoji: '🛠️', name: 'hammer and wrench tools' },
  { emoji: '⚙️', name: 'gear settings' },
  { emoji: '🔒', name: 'lock security' },
  { emoji: '🔑', name: 'key' },
  { emoji: '🛡️', name: 'shield security' },
  { emoji: '🔍', name: 'magnifying glass search' },
  { emoji: '💡', name: 'light bulb idea' },
  { emoji: '🎯', name: 'target goal' },
  { emoji: '🏆', name: 'trophy win' },
  { emoji: '🏁', name: 'chequered flag finish' },
  { emoji: '🚩', name: 'flag' },
  { emoji: '⭐', name: 'star' },
  { emoji: '✨', name: 'sparkles new' },
  { emoji: '🔥', name: 'fire hot' },
  { emoji: '⚡', name: 'lightning fast zap' },
  { emoji: '💎', name: 'gem diamond' },
  { emoji: '💰', name: 'money bag finance' },
  { emoji: '💳', name: 'credit card payments' },
  { emoji: '🛒', name: 'shopping cart store' },
  { emoji: '🏪', name: 'convenience store shop' },
  { emoji: '🏢', name: 'office building company' },
  { emoji: '🏠', name: 'house home' },
  { emoji: '🚚', name: 'truck delivery' },
  { emoji: '✈️', name: 'airplane travel' },
  { emoji: '🌍', name: 'globe earth world' },
  { emoji: '🌱', name: 'seedling plant growth' },
  { emoji: '🌟', name: 'glowing star' },
  { emoji: '☁️', name: 'cloud' },
  { emoji: '🧪', name: 'test tube experiment' },
  { emoji: '🧩', name: 'puzzle piece' },
  { emoji: '🎨', name: 'palette art design' },
  { emoji: '🎬', name: 'clapper board video' },
  { emoji: '🎵', name: 'music note' },
  { emoji: '🎓', name: 'graduation cap education' },
  { emoji: '🤝', name: 'handshake partnership' },
  { emoji: '👥', name: 'people team' },
  { emoji: '💬', name: 'speech balloon chat' },
  { emoji: '📧', name: 'email mail' },
  { emoji: '🧭', name: 'compass' },
  { emoji: '🗺️', name: 'map roadmap' },
  { emoji: '❤️', name: 'red heart love' },
  { emoji: '✅', name: 'check mark done' },
];

/** Icons that read as a project's subject, in the order the picker shows them. */
export const LOGO_ICON_NAMES: readonly IconName[] = [
  'briefcase',
  'rocket',
  'code',
  'bug',
  'store',
  'truck',
  'building',
  'folder-kanban',
  'layers',
  'boxes',
  'book-open',
  'file-text',
  'calendar',
  'target',
  'flag',
  'lightbulb',
  'sparkles',
  'zap',
  'star',
  'heart',
  'cloud',
  'server',
  'database',
  'cpu',
  'monitor',
  'smartphone',
  'globe',
  'compass',
  'map',
  'megaphone',
  'mail',
  'inbox',
  'users',
  'contact',
  'shopping-bag',
  'wallet',
  'gauge',
  'timer',
  'shield',
  'wrench',
  'palette',
  'image',
  'music',
  'coffee',
  'leaf',
  'graduation-cap',
  'home',
  'shapes',
];

/** The colours an icon logo can take; user-chosen, so applied through `style`. */
const ICON_COLORS = [
  { value: DEFAULT_LOGO_ICON_COLOR, key: 'grey' },
  { value: '#3F76FF', key: 'blue' },
  { value: '#8B5CF6', key: 'purple' },
  { value: '#DB2777', key: 'pink' },
  { value: '#DC2626', key: 'red' },
  { value: '#EA580C', key: 'orange' },
  { value: '#CA8A04', key: 'yellow' },
  { value: '#16A34A', key: 'green' },
] as const;

/** The icon colours; each name is read in the current language when it is looked up. */
export const LOGO_ICON_COLORS: readonly { value: string; readonly name: string }[] =
  ICON_COLORS.map(({ value, key }) => ({
    value,
    get name() {
      return i18n.t(`projects:logo.colors.${key}`);
    },
  }));

/** The emojis whose name has every word of the query, in the curated order. */
export function searchEmojis(query: string, choices: readonly EmojiChoice[] = LOGO_EMOJIS) {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...choices];
  return choices.filter((choice) => words.every((word) => choice.name.includes(word)));
}
