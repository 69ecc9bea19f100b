/** Which work item a detail call is about. */
export interface WorkItemScope {
  slug: string;
  projectId: string;
  workItemId: string;
}
