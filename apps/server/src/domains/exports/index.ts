import { type AssetStorage, LocalAssetStorage, createAssetStorage } from '#server/domains/assets';
import type { DomainPlugin } from '#server/domains/domain';
import { exportFilesRoutes } from './export-files.routes';
import { exportsRoutes } from './exports.routes';

export { EXPORT_BATCH_SIZE, expireExports, runIssueExport } from './export-job';
export { type ExportQueue, setExportQueue } from './export-queue';

/**
 * The exports domain (issue 20): Plane's `export-issues/` (start an export, its history, the
 * download), and for local storage the signed file route. Files are written by the jobs
 * (`runIssueExport`) and deleted on expiry (`expireExports`).
 */
export const exportsDomain: DomainPlugin = async (app, { db, config }) => {
  const storage: AssetStorage = createAssetStorage(config);
  await app.register(exportsRoutes, { db, config, storage });
  if (storage instanceof LocalAssetStorage) {
    await app.register(exportFilesRoutes, { db, storage });
  }
};
