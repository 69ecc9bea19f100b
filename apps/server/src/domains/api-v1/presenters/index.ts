export * from './rows';
export * from './project';
export * from './work-item';
export * from './threads';
export * from './planning';
