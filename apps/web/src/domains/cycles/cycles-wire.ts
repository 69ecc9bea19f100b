/*
 * The cycle shapes the web app reads, as the issue-16 contract gives them (Plane's, snake_case).
 * Written here because the server's zod schemas land in packages/core with the cycles server in
 * parallel; once they do, these types should become `z.infer` of those schemas (and the calls in
 * cycles-api.ts pass them as `schema`).
 */

/** Computed by the server from the dates in the project's time zone. */
export type CycleStatus = 'draft' | 'upcoming' | 'current' | 'completed';

/** Issue counts per state group and estimate points: what the list, detail and progress share. */
export interface CycleProgress {
  total_issues: number;
  completed_issues: number;
  cancelled_issues: number;
  started_issues: number;
  unstarted_issues: number;
  backlog_issues: number;
  total_estimate_points: number;
  completed_estimate_points: number;
  backlog_estimate_points: number;
  started_estimate_points: number;
  unstarted_estimate_points: number;
  cancelled_estimate_points: number;
}

export interface Cycle extends CycleProgress {
  id: string;
  workspace_id: string;
  project_id: string;
  name: string;
  description: string;
  /** ISO datetime at the start of the first day in the project's time zone; null for a draft. */
  start_date: string | null;
  /** ISO datetime at the end of the last day in the project's time zone; null for a draft. */
  end_date: string | null;
  owned_by_id: string | null;
  view_props: Record<string, unknown>;
  sort_order: number;
  progress_snapshot: Record<string, unknown> | null;
  logo_props: Record<string, unknown>;
  /** When the cycle was archived; null while it is live. */
  archived_at: string | null;
  version: number;
  status: CycleStatus;
  is_favorite: boolean;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
  assignee_ids: string[];
}

export interface AssigneeDistribution {
  assignee_id: string | null;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  total_issues: number;
  completed_issues: number;
  pending_issues: number;
}

export interface LabelDistribution {
  label_id: string | null;
  label_name: string | null;
  color: string | null;
  total_issues: number;
  completed_issues: number;
  pending_issues: number;
}

/** Remaining work per day ("YYYY-MM-DD"); null for the days still to come. */
export type CompletionChart = Record<string, number | null>;

export interface CycleDistribution {
  assignees: AssigneeDistribution[];
  labels: LabelDistribution[];
  completion_chart: CompletionChart;
}

/** A distribution counted in estimate points (the server's `total_estimates`…). */
export interface EstimateDistribution {
  assignees: (Omit<AssigneeDistribution, 'total_issues' | 'completed_issues' | 'pending_issues'> & {
    total_estimates: number;
    completed_estimates: number;
    pending_estimates: number;
  })[];
  labels: (Omit<LabelDistribution, 'total_issues' | 'completed_issues' | 'pending_issues'> & {
    total_estimates: number;
    completed_estimates: number;
    pending_estimates: number;
  })[];
  completion_chart: CompletionChart;
}

/** `GET cycles/{id}/`: the cycle with its distributions. */
export interface CycleDetail extends Cycle {
  distribution?: CycleDistribution;
  /** Only when the project has an active estimate. */
  estimate_distribution?: EstimateDistribution;
}

/** What the charts count: work items or estimate points. */
export type CyclePlotType = 'issues' | 'points';

/** `GET cycles/{id}/analytics/?type=`: the distributions, in work items or in points. */
export interface CycleAnalytics {
  assignees: (AssigneeDistribution | EstimateDistribution['assignees'][number])[];
  labels: (LabelDistribution | EstimateDistribution['labels'][number])[];
  completion_chart: CompletionChart;
}

/** One day of `GET cycles/{id}/cycle-progress/`; observed fields are null after today. */
export interface CycleProgressDay {
  date: string;
  scope: number | null;
  completed: number | null;
  pending: number | null;
  ideal: number | null;
  started: number | null;
  unstarted: number | null;
  backlog: number | null;
  cancelled: number | null;
  actual: number | null;
  total_estimate_points?: number | null;
  completed_estimate_points?: number | null;
  pending_points?: number | null;
  ideal_points?: number | null;
}

/** A current cycle of the workspace, with its project. */
export interface ActiveCycle extends Cycle {
  project_detail: {
    id: string;
    name: string;
    identifier: string;
    logo_props: Record<string, unknown>;
  };
}

/** Plane's paginated answer. */
export interface CursorPage<T> {
  results: T[];
  next_cursor: string;
  prev_cursor: string;
  next_page_results: boolean;
  prev_page_results: boolean;
  count: number;
  total_pages: number;
  total_results: number;
}

/** What create and edit send; dates as "YYYY-MM-DD" (or null for a draft). */
export interface CycleBody {
  name?: string;
  description?: string;
  start_date?: string | null;
  end_date?: string | null;
  owned_by_id?: string | null;
}
