import { useParams } from 'react-router';
import { useUser } from '#web/domains/users/use-user';

/** Whose profile a route shows: its `userId`, with `me` read as the signed-in person. */
export function useProfilePerson(): string | null {
  const { userId } = useParams();
  const me = useUser().user?.id ?? null;
  if (userId === undefined) return null;
  return userId === 'me' ? me : userId;
}
