import { createContext } from 'react';

/** Where Pi is asked from: the workspace, and the project when there is one. */
export interface AiScope {
  slug: string;
  projectId: string | null;
  /** The title of what is being written (a page, a work item), for "draft from the title". */
  title?: string;
}

/** Screens that offer Pi in their editors provide this; without it, editors show no "Ask Pi". */
export const AiScopeContext = createContext<AiScope | null>(null);
