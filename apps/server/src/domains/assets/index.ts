import type { DomainPlugin } from '#server/domains/domain';
import { assetsRoutes } from './assets.routes';
import { unsplashRoutes } from './unsplash.routes';

export {
  type AssetStorage,
  LocalAssetStorage,
  contentDisposition,
  createAssetStorage,
} from './asset-storage';
export {
  type FileAssetRow,
  assetNotFound,
  checkFile,
  checkMayManage,
  insertPendingAsset,
  loadAsset,
  markUploaded,
  requestUserAssetUpload,
  signedReadUrl,
  softDeleteAsset,
  uploadDataOf,
} from './assets.service';
export {
  completeUserAsset,
  deleteUserAsset,
  loadUserAsset,
  staticAssetUrl,
} from './asset-links.service';

/** The assets domain: its routes, registered by app.ts. */
export const assetsDomain: DomainPlugin = async (app, { db, config }) => {
  await app.register(assetsRoutes, { db, config });
  await app.register(unsplashRoutes, { db, config });
};
