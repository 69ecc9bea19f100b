/** Placeholder while issue 7 is built; replaced by its owner (see the brief). */
export interface UploadAssetOptions {
  slug: string;
  /** Null for workspace-level assets. */
  projectId: string | null;
  /** For ISSUE_ATTACHMENT: the work item the file is attached to. */
  workItemId?: string;
  entityType: 'ISSUE_ATTACHMENT' | 'ISSUE_DESCRIPTION' | 'COMMENT_DESCRIPTION';
  entityIdentifier: string;
  file: File;
  /** Fraction 0..1, reported at most every 16 ms. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface UploadedAsset {
  assetId: string;
  /** Where the browser can read the file (an API path that redirects to a signed URL). */
  url: string;
}

export function uploadAsset(options: UploadAssetOptions): Promise<UploadedAsset> {
  return Promise.reject(new Error(`uploadAsset is not built yet (${options.file.name})`));
}
