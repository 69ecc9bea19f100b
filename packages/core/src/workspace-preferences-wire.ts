import { z } from 'zod';

/** The sidebar entries a person may pin and order (Plane's WorkspaceUserPreference keys). */
export const SIDEBAR_PREFERENCE_KEYS = [
  'views',
  'active_cycles',
  'analytics',
  'drafts',
  'your_work',
  'archives',
  'stickies',
] as const;
export type SidebarPreferenceKey = (typeof SIDEBAR_PREFERENCE_KEYS)[number];
export function isSidebarPreferenceKey(value: string): value is SidebarPreferenceKey {
  return (SIDEBAR_PREFERENCE_KEYS as readonly string[]).includes(value);
}
/** Entries pinned until the person says otherwise (Plane). */
export const SIDEBAR_PINNED_BY_DEFAULT: readonly SidebarPreferenceKey[] = [
  'drafts',
  'your_work',
  'stickies',
];
/** Plane's default sort_order of the first entry; each next one is 10000 further. */
export const SIDEBAR_FIRST_SORT_ORDER = 65_535;
export const SIDEBAR_SORT_ORDER_GAP = 10_000;

/**
 * The home page's widgets (Plane's WorkspaceHomePreference keys, and Keel's `your_work`, which is
 * only answered once a person has set it, so Plane's own clients never meet it).
 */
export const HOME_PREFERENCE_KEYS = [
  'quick_links',
  'recents',
  'my_stickies',
  'new_at_plane',
  'quick_tutorial',
  'your_work',
] as const;
export type HomePreferenceKey = (typeof HOME_PREFERENCE_KEYS)[number];
/** Widgets every person has from the start; the others appear once set (Plane). */
export const HOME_DEFAULT_KEYS: readonly HomePreferenceKey[] = [
  'quick_links',
  'recents',
  'my_stickies',
];

/** The widgets Keel's home draws, top to bottom until the person reorders them. */
export const HOME_DRAWN_KEYS: readonly HomePreferenceKey[] = [
  'quick_links',
  'recents',
  'my_stickies',
  'your_work',
];

/** A widget's default: enabled, no config, the first widget highest (Plane: 999, 998…). */
export function homePreferenceDefault(key: HomePreferenceKey): {
  is_enabled: boolean;
  config: Record<string, unknown>;
  sort_order: number;
} {
  const position = HOME_DRAWN_KEYS.indexOf(key);
  return {
    is_enabled: true,
    config: {},
    sort_order: 1000 - (position < 0 ? HOME_DRAWN_KEYS.length + 1 : position + 1),
  };
}

export const SidebarPreferenceSchema = z.object({
  is_pinned: z.boolean(),
  sort_order: z.number(),
});
/** `GET workspaces/<slug>/sidebar-preferences/`: each entry's setting by key, in sort order. */
export const SidebarPreferencesSchema = z.record(z.string(), SidebarPreferenceSchema);
export type SidebarPreferences = z.infer<typeof SidebarPreferencesSchema>;
export type SidebarPreference = z.infer<typeof SidebarPreferenceSchema>;

/**
 * Every sidebar entry's setting, lowest sort_order first: what the person chose over the defaults
 * (Plane's: pinned as SIDEBAR_PINNED_BY_DEFAULT says, 10000 apart in SIDEBAR_PREFERENCE_KEYS order).
 */
export function sidebarPreferencesOf(
  stored: Readonly<Record<string, Partial<SidebarPreference>>>,
): SidebarPreferences {
  const entries = SIDEBAR_PREFERENCE_KEYS.map((key, index) => {
    const fallback = {
      is_pinned: SIDEBAR_PINNED_BY_DEFAULT.includes(key),
      sort_order: SIDEBAR_FIRST_SORT_ORDER + index * SIDEBAR_SORT_ORDER_GAP,
    };
    return [key, { ...fallback, ...stored[key] }] as const;
  });
  entries.sort(([, a], [, b]) => a.sort_order - b.sort_order);
  return Object.fromEntries(entries);
}

const SidebarKeySchema = z.enum(SIDEBAR_PREFERENCE_KEYS, {
  error: `key must be one of ${SIDEBAR_PREFERENCE_KEYS.join(', ')}`,
});
const SortOrderSchema = z.number({ error: 'sort_order must be a number' });

const SidebarPreferenceChangeSchema = z.object({
  key: SidebarKeySchema,
  is_pinned: z.boolean({ error: 'is_pinned must be true or false' }).optional(),
  sort_order: SortOrderSchema.optional(),
});
export type SidebarPreferenceChange = z.infer<typeof SidebarPreferenceChangeSchema>;

/** `PATCH workspaces/<slug>/sidebar-preferences/`: a list of changes (Plane), or a single one. */
export const UpdateSidebarPreferencesBodySchema = z.preprocess(
  (body: unknown): unknown[] => (Array.isArray(body) ? (body as unknown[]) : [body]),
  z.array(SidebarPreferenceChangeSchema).max(50, 'At most 50 changes at a time'),
);

export const HomePreferenceSchema = z.object({
  key: z.string(),
  is_enabled: z.boolean(),
  config: z.record(z.string(), z.unknown()),
  sort_order: z.number(),
});
export type HomePreference = z.infer<typeof HomePreferenceSchema>;
export const HomePreferenceListSchema = z.array(HomePreferenceSchema);

export const HomePreferenceParamsSchema = z.object({
  slug: z.string(),
  key: z.enum(HOME_PREFERENCE_KEYS, {
    error: `key must be one of ${HOME_PREFERENCE_KEYS.join(', ')}`,
  }),
});

/** `PATCH workspaces/<slug>/home-preferences/<key>/`: what changes of one widget. */
export const UpdateHomePreferenceBodySchema = z.object({
  is_enabled: z.boolean({ error: 'is_enabled must be true or false' }).optional(),
  config: z
    .record(z.string(), z.unknown(), { error: 'config must be an object' })
    .refine((config) => JSON.stringify(config).length <= 10_000, 'config is too large')
    .optional(),
  sort_order: SortOrderSchema.optional(),
});
export type UpdateHomePreferenceBody = z.infer<typeof UpdateHomePreferenceBodySchema>;

/** `GET users/me/workspaces/<slug>/project-roles/`: the caller's role in each of their projects. */
export const ProjectRolesSchema = z.record(z.string(), z.number());

/** `GET timezones/`: every time zone with its current offset (Plane's list). */
export const TimezoneListSchema = z.object({
  timezones: z.array(
    z.object({
      /** Such as UTC+05:30. */
      utc_offset: z.string(),
      /** Such as GMT+05:30. */
      gmt_offset: z.string(),
      /** The IANA name, such as Asia/Kolkata: what user_timezone holds. */
      value: z.string(),
      label: z.string(),
    }),
  ),
});
export type TimezoneList = z.infer<typeof TimezoneListSchema>;

/** `GET unsplash/?query=&page=&per_page=`: a page of Unsplash's gallery. */
export const UnsplashQuerySchema = z.object({
  query: z.string().trim().max(200, 'query is too long').optional(),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(100, 'page must be at most 100')
    .default(1),
  per_page: z.coerce
    .number({ error: 'per_page must be a number' })
    .int('per_page must be a whole number')
    .min(1, 'per_page must be at least 1')
    .max(30, 'per_page must be at most 30')
    .default(20),
});
/**
 * Unsplash's answer as Plane relays it: a list of photos, or for a search `{ total, total_pages,
 * results }`. Empty when the instance has no Unsplash key.
 */
export const UnsplashGallerySchema = z.union([
  z.array(z.record(z.string(), z.unknown())),
  z.looseObject({ results: z.array(z.record(z.string(), z.unknown())) }),
]);
export type UnsplashGallery = z.infer<typeof UnsplashGallerySchema>;
