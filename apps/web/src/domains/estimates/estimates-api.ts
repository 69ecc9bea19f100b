import {
  type CreateEstimateBody,
  type Estimate,
  EstimateListSchema,
  type EstimatePoint,
  EstimatePointSchema,
  EstimateSchema,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

function base(slug: string, projectId: string): string {
  return `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}/estimates/`;
}

function one(slug: string, projectId: string, estimateId: string): string {
  return `${base(slug, projectId)}${encodeURIComponent(estimateId)}/`;
}

function points(slug: string, projectId: string, estimateId: string): string {
  return `${one(slug, projectId, estimateId)}estimate-points/`;
}

/** A project's estimates, the active one first, then the archived ones newest first. */
export function listEstimates(
  api: ApiClient,
  slug: string,
  projectId: string,
): Promise<Estimate[]> {
  return api.get(base(slug, projectId), { schema: EstimateListSchema });
}

/** Creates an estimate with its points; the server makes it the project's active estimate. */
export function createEstimate(
  api: ApiClient,
  slug: string,
  projectId: string,
  body: CreateEstimateBody,
): Promise<Estimate> {
  return api.post(base(slug, projectId), body, { schema: EstimateSchema });
}

export interface EstimatePatch {
  name?: string;
  description?: string;
  /** True makes this the active estimate; the project's others become archived. */
  last_used?: true;
}

export function updateEstimate(
  api: ApiClient,
  slug: string,
  projectId: string,
  estimateId: string,
  patch: EstimatePatch,
): Promise<Estimate> {
  return api.patch(one(slug, projectId, estimateId), patch, { schema: EstimateSchema });
}

/** Deletes an estimate; the server answers 204 with no body. */
export async function deleteEstimate(
  api: ApiClient,
  slug: string,
  projectId: string,
  estimateId: string,
): Promise<void> {
  await api.delete(one(slug, projectId, estimateId));
}

export function createEstimatePoint(
  api: ApiClient,
  slug: string,
  projectId: string,
  estimateId: string,
  point: { key: number; value: string },
): Promise<EstimatePoint> {
  return api.post(points(slug, projectId, estimateId), point, { schema: EstimatePointSchema });
}

export function updateEstimatePoint(
  api: ApiClient,
  slug: string,
  projectId: string,
  estimateId: string,
  pointId: string,
  patch: { value: string },
): Promise<EstimatePoint> {
  return api.patch(`${points(slug, projectId, estimateId)}${encodeURIComponent(pointId)}/`, patch, {
    schema: EstimatePointSchema,
  });
}

/** Removes a point; the server keeps at least two per estimate and answers 204. */
export async function deleteEstimatePoint(
  api: ApiClient,
  slug: string,
  projectId: string,
  estimateId: string,
  pointId: string,
): Promise<void> {
  await api.delete(`${points(slug, projectId, estimateId)}${encodeURIComponent(pointId)}/`);
}
