import type { V1IntakeIssue, V1WorkItem } from '@keel/core';
import type { intakeItems } from '#server/db/schema';
import { iso } from './rows';

export type IntakeRow = typeof intakeItems.$inferSelect;

/**
 * Plane's v1 IntakeIssueSerializer of a request and its work item (`issueDetail`, the v1 work
 * item). The project's one intake stands for Plane's Intake row, so `inbox` and `intake` are the
 * project's id; importers' external ids are not kept by Keel's intake.
 */
export function presentV1IntakeIssue(intake: IntakeRow, issueDetail: V1WorkItem): V1IntakeIssue {
  return {
    id: intake.id,
    issue_detail: issueDetail,
    inbox: intake.project_id,
    created_at: intake.created_at.toISOString(),
    updated_at: intake.updated_at.toISOString(),
    deleted_at: iso(intake.deleted_at),
    status: intake.status,
    snoozed_till: iso(intake.snoozed_till),
    source: intake.source,
    source_email: intake.source_email,
    external_source: null,
    external_id: null,
    extra: intake.extra,
    created_by: intake.created_by_id,
    updated_by: intake.updated_by_id,
    project: intake.project_id,
    workspace: intake.workspace_id,
    intake: intake.project_id,
    issue: intake.work_item_id,
    duplicate_to: intake.duplicate_to_id,
  };
}
