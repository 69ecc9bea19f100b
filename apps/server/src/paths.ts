import path from 'node:path';

/**
 * Folders the server finds files in. This file sits in apps/server/src, and in the built server
 * (apps/server/dist, one bundle) its code runs from apps/server/dist: both directly under
 * apps/server, so the parent of import.meta.dirname is apps/server either way. Every path the
 * server derives from where its code lies starts here.
 */
export const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/** The checkout's root, where apps/web/dist is. */
export const REPOSITORY_ROOT = path.resolve(SERVER_DIR, '../..');
