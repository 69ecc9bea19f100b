export * from './instances';
export * from './users';
export * from './workspaces';
export * from './projects';
export * from './work-items';
export * from './work-item-threads';
export * from './assets';
export * from './realtime';
