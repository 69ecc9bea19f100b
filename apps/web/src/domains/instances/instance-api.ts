import { type InstanceInfo, InstanceInfoSchema } from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

/** The instance's public facts and configuration; answered to anyone, signed in or not. */
export function getInstanceInfo(api: ApiClient): Promise<InstanceInfo> {
  return api.get('/api/instances/', { schema: InstanceInfoSchema });
}
