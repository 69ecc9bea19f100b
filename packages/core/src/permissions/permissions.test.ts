import { describe, expect, it } from 'vitest';
import { ROLE, type Role } from '../roles';
import {
  PAGE_ACCESS,
  type PageAccess,
  PROJECT_SETTINGS_TABS,
  type ProjectSettingsTab,
  WORKSPACE_SETTINGS_TABS,
  actingProjectRole,
  canArchivePage,
  canChangePageAccess,
  canCreatePage,
  canDeletePage,
  canDeleteWorkItem,
  canDuplicatePage,
  canEditPage,
  canEditProjectSettingsTab,
  canEditWorkItem,
  canEditWorkspaceSettingsTab,
  canFavoritePage,
  canLockPage,
  canMovePage,
  canOpenProjectSettingsTab,
  canOpenWorkspaceSettingsTab,
  canSeeWorkItem,
  canViewPage,
  highestRole,
  membershipRole,
  seesAllWorkItems,
  workItemOwnership,
} from './index';

const ME = 'me';
const OTHER = 'other';
const { admin, member, guest } = ROLE;
const ROLES = [admin, member, guest, null] as const;

describe('acting role (spec §6: original_role preferred; workspace admins act as admins)', () => {
  it.each([
    // workspace role, project role, original role, acts as
    [member, member, null, member],
    [member, member, guest, guest],
    [member, guest, member, member],
    [guest, guest, null, guest],
    [admin, guest, null, admin],
    [admin, member, guest, admin],
    [member, admin, undefined, admin],
  ] as const)('workspace %s, role %s, original %s acts as %s', (ws, role, original, expected) => {
    expect(actingProjectRole(ws, { role, original_role: original })).toBe(expected);
  });

  it('is null without a project membership, whatever the workspace role', () => {
    expect(actingProjectRole(admin, null)).toBeNull();
    expect(actingProjectRole(member, undefined)).toBeNull();
  });

  it('prefers the original role of a stored membership', () => {
    expect(membershipRole({ role: admin, original_role: guest })).toBe(guest);
    expect(membershipRole({ role: member, original_role: null })).toBe(member);
  });
});

describe('work items (Plane: guests see their own unless the project shows them all)', () => {
  // role, guest_view_all_features, sees all, sees own, sees another's, edits own, edits another's,
  // deletes own, deletes another's
  const table: [
    Role | null,
    boolean,
    boolean,
    boolean,
    boolean,
    boolean,
    boolean,
    boolean,
    boolean,
  ][] = [
    [admin, false, true, true, true, true, true, true, true],
    [admin, true, true, true, true, true, true, true, true],
    [member, false, true, true, true, true, true, true, false],
    [member, true, true, true, true, true, true, true, false],
    [guest, false, false, true, false, true, false, true, false],
    [guest, true, true, true, true, true, false, true, false],
    [null, false, false, false, false, false, false, false, false],
    [null, true, false, false, false, false, false, false, false],
  ];
  it.each(table)(
    'role %s with guest_view_all_features %s',
    (role, viewAll, all, seeOwn, seeOther, editOwn, editOther, deleteOwn, deleteOther) => {
      const viewer = { userId: ME, role, guestViewAllFeatures: viewAll };
      const own = { creatorId: ME, isDraft: false };
      const others = { creatorId: OTHER, isDraft: false };
      expect(seesAllWorkItems(role, viewAll)).toBe(all);
      expect(canSeeWorkItem(viewer, own)).toBe(seeOwn);
      expect(canSeeWorkItem(viewer, others)).toBe(seeOther);
      expect(canEditWorkItem(viewer, own)).toBe(editOwn);
      expect(canEditWorkItem(viewer, others)).toBe(editOther);
      expect(canDeleteWorkItem(viewer, own)).toBe(deleteOwn);
      expect(canDeleteWorkItem(viewer, others)).toBe(deleteOther);
    },
  );

  it('reads a wire work item', () => {
    expect(workItemOwnership({ created_by: ME, is_draft: true })).toEqual({
      creatorId: ME,
      isDraft: true,
    });
  });

  it.each(ROLES)('keeps a draft to its author for role %s', (role) => {
    const viewer = { userId: ME, role, guestViewAllFeatures: true };
    const draft = { creatorId: OTHER, isDraft: true };
    expect(canSeeWorkItem(viewer, draft)).toBe(false);
    expect(canEditWorkItem(viewer, draft)).toBe(false);
    expect(canDeleteWorkItem(viewer, draft)).toBe(false);
    expect(canSeeWorkItem(viewer, { creatorId: ME, isDraft: true })).toBe(role !== null);
  });
});

describe('project settings tab access (spec §6 table)', () => {
  const rows: [readonly ProjectSettingsTab[], readonly Role[]][] = [
    [
      ['general', 'members'],
      [admin, member, guest],
    ],
    [['features', 'estimates', 'automations'], [admin]],
    [
      ['states', 'labels', 'shops', 'customers'],
      [admin, member],
    ],
  ];

  it('covers every tab once', () => {
    expect(rows.flatMap(([tabs]) => tabs).sort()).toEqual([...PROJECT_SETTINGS_TABS].sort());
  });

  it.each(rows)('%j open for %j only', (tabs, roles) => {
    for (const tab of tabs)
      for (const role of ROLES)
        expect(canOpenProjectSettingsTab(role, tab)).toBe(role !== null && roles.includes(role));
  });

  it('lets only admins change general and members; the rest whoever opens them', () => {
    for (const tab of PROJECT_SETTINGS_TABS)
      for (const role of ROLES) {
        const expected =
          tab === 'general' || tab === 'members'
            ? role === admin
            : canOpenProjectSettingsTab(role, tab);
        expect(canEditProjectSettingsTab(role, tab)).toBe(expected);
      }
  });
});

describe('workspace settings tabs', () => {
  it.each(ROLES)('role %s', (role) => {
    for (const tab of WORKSPACE_SETTINGS_TABS) {
      expect(canOpenWorkspaceSettingsTab(role, tab)).toBe(role !== null);
      expect(canEditWorkspaceSettingsTab(role, tab)).toBe(role === admin);
    }
  });
});

describe('pages (spec §6: highest role across the page’s projects)', () => {
  const { public: PUBLIC, private: PRIVATE } = PAGE_ACCESS;
  // access, owner?, role, view, edit, duplicate and favorite, lock/access/archive/delete/move
  const table: [PageAccess, boolean, Role | null, boolean, boolean, boolean, boolean][] = [
    [PUBLIC, false, admin, true, true, true, true],
    [PUBLIC, false, member, true, true, true, false],
    [PUBLIC, false, guest, true, false, false, false],
    [PUBLIC, false, null, true, false, false, false],
    [PUBLIC, true, guest, true, false, false, true],
    [PUBLIC, true, member, true, true, true, true],
    [PRIVATE, false, admin, false, false, true, true],
    [PRIVATE, false, member, false, false, true, false],
    [PRIVATE, false, guest, false, false, false, false],
    [PRIVATE, true, guest, true, true, false, true],
    [PRIVATE, true, member, true, true, true, true],
  ];
  it.each(table)(
    'access %s, owner %s, role %s',
    (access, owner, role, view, edit, duplicate, manage) => {
      const viewer = { userId: ME, role };
      const page = { access, ownedById: owner ? ME : OTHER };
      expect(canViewPage(viewer, page)).toBe(view);
      expect(canEditPage(viewer, page)).toBe(edit);
      expect(canDuplicatePage(viewer)).toBe(duplicate);
      expect(canFavoritePage(viewer)).toBe(duplicate);
      for (const rule of [
        canLockPage,
        canChangePageAccess,
        canArchivePage,
        canDeletePage,
        canMovePage,
      ])
        expect(rule(viewer, page)).toBe(manage);
    },
  );

  it('reads the highest role across projects', () => {
    expect(highestRole([guest, null, member])).toBe(member);
    expect(highestRole([guest, admin])).toBe(admin);
    expect(highestRole([null, undefined])).toBeNull();
    expect(highestRole([])).toBeNull();
  });

  it.each([
    [admin, true],
    [member, true],
    [guest, false],
    [null, false],
  ] as const)('creating a page as %s: %s', (role, expected) => {
    expect(canCreatePage(role)).toBe(expected);
  });
});
