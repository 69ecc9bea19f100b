export * from './constants';
export * from './cursor';
export * from './errors';
export * from './instance';
export * from './roles';
export * from './sort-order';
export * from './auth';
export * from './workspace-rules';
