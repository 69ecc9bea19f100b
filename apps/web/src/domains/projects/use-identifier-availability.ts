import { useEffect, useState } from 'react';
import { identifierProblem, normalizeIdentifier } from './project-general-form';
import { useProjects } from './use-projects';

/** Milliseconds of quiet typing before an identifier's availability is asked. */
const IDENTIFIER_CHECK_DELAY_MS = 300;

export type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

/** Asks, after a pause in typing, whether a changed identifier is free; the own one always is. */
export function useIdentifierAvailability(
  slug: string,
  identifier: string,
  own: string,
): Availability {
  const projects = useProjects();
  const [answer, setAnswer] = useState<{ identifier: string; availability: Availability } | null>(
    null,
  );
  const normalized = normalizeIdentifier(identifier);
  const isCheckable = normalized !== own && identifierProblem(normalized) === null;

  useEffect(() => {
    if (!isCheckable) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      projects
        .isIdentifierTaken(slug, normalized, controller.signal)
        .then((isTaken) => {
          setAnswer({ identifier: normalized, availability: isTaken ? 'taken' : 'available' });
        })
        .catch(() => {
          if (!controller.signal.aborted)
            setAnswer({ identifier: normalized, availability: 'unknown' });
        });
    }, IDENTIFIER_CHECK_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [projects, slug, normalized, isCheckable]);

  if (!isCheckable) return 'idle';
  return answer?.identifier === normalized ? answer.availability : 'checking';
}
