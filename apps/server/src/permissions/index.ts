export * from './scopes';
export * from './work-item-visibility';
export * from './instance-admin';
