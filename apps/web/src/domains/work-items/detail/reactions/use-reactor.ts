import type { UserLite } from '@keel/core';
import { useRootStore } from '#web/app/store-context';

/** The person's user as a reaction shows them. */
export function useReactor(): UserLite | null {
  const { user } = useRootStore().user;
  if (!user) return null;
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    display_name: user.display_name,
    avatar: user.avatar ?? null,
    is_bot: false,
  };
}
