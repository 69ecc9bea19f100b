/**
 * The permission kernel: who may see and change what (spec §6). Pure functions, shared by the
 * server (JS-side checks; its SQL scopes in apps/server/src/permissions mirror them) and the web.
 */
export * from './acting-role';
export * from './work-items';
export * from './pages';
export * from './settings-tabs';
export * from './views';
