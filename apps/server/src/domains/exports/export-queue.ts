/**
 * How a new export reaches the background jobs: jobs.ts, once pg-boss runs, sets the function that
 * sends an export's id to its queue. Without one (tests, which call runIssueExport themselves) an
 * export stays queued.
 */
export type ExportQueue = (exportId: string) => Promise<void>;

let queue: ExportQueue | null = null;

/** Sets (or, with null, clears) where new exports are sent. */
export function setExportQueue(next: ExportQueue | null): void {
  queue = next;
}

/** Sends an export to the jobs; false when no queue is set. */
export async function enqueueExport(exportId: string): Promise<boolean> {
  if (!queue) return false;
  await queue(exportId);
  return true;
}
