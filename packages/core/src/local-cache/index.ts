export * from './contract';
export { openLocalCache, clearLocalCache, getOption, setOption, DB_VERSION_KEY } from './schema';
export {
  writeWorkItems,
  deleteWorkItems,
  readWorkItems,
  readWorkItemDescription,
  lastSyncedAt,
  countChangedItems,
} from './work-item-rows';
export { replaceReferenceRows, readReferenceRows, type ReferenceTable } from './reference-rows';
export { LocalListUnsupportedError } from './list-filters';
export { canListLocally, localOrderBy } from './list-params';
export { listLocally } from './list-locally';
export {
  enqueueOutbox,
  readOutbox,
  countOutbox,
  removeOutboxEntry,
  noteOutboxAttempt,
  reconcileUpdate,
  MAX_OUTBOX_ATTEMPTS,
  type OutboxRecord,
  type OutboxEntry,
  type QueuedCreate,
  type QueuedUpdate,
  type ReconciledUpdate,
} from './outbox';
export {
  LOCAL_FILTER_FIELDS,
  LOCAL_GROUP_FIELDS,
  LOCAL_ORDER_FIELDS,
  LOCAL_RICH_FIELD_KINDS,
} from './list-fields';
export { sqliteWasmRunner, type SqliteWasmDatabase } from './sqlite-wasm-runner';
export * from './list-cases';
