import { STATE_SEQUENCE_STEP, type StateGroup } from './constants';
import { isWebUrl } from './work-item-links-wire';

/** Plane numbers the default states 15000, 25000, … 65000; states added later get max + STATE_SEQUENCE_STEP. */
const FIRST_STATE_SEQUENCE = STATE_SEQUENCE_STEP;
const DEFAULT_STATE_SEQUENCE_GAP = 10_000;

/** Longest project identifier (Plane's column holds 12 characters). */
export const MAX_PROJECT_IDENTIFIER_LENGTH = 12;

/** Longest project name (Plane's column holds 255 characters). */
export const MAX_PROJECT_NAME_LENGTH = 255;

/** Where Keel serves an uploaded image: the cover the upload flow puts on a project. */
const UPLOADED_IMAGE_PATH = /^\/api\/assets\/v2\/static\/[0-9a-f-]{36}\/$/i;

/**
 * Whether a project may show the text as its cover: an absolute http or https address, or an
 * image uploaded to Keel (the path the upload flow stores).
 */
export function isCoverImageUrl(text: string): boolean {
  return isWebUrl(text) || UPLOADED_IMAGE_PATH.test(text);
}

/** Project visibility (Plane's network): secret projects are visible to their members only. */
export const PROJECT_NETWORK = { secret: 0, public: 2 } as const;
export type ProjectNetwork = (typeof PROJECT_NETWORK)[keyof typeof PROJECT_NETWORK];

export interface DefaultState {
  name: string;
  color: string;
  group: StateGroup;
  sequence: number;
  default: boolean;
  is_triage: boolean;
}

/**
 * The states every new project starts with (Plane): one per group, Backlog the default, plus the
 * hidden Triage state that intake items live in.
 */
export const DEFAULT_STATES: readonly DefaultState[] = [
  { name: 'Backlog', color: '#60646C', group: 'backlog', default: true, is_triage: false },
  { name: 'Todo', color: '#60646C', group: 'unstarted', default: false, is_triage: false },
  { name: 'In Progress', color: '#F59E0B', group: 'started', default: false, is_triage: false },
  { name: 'Done', color: '#46A758', group: 'completed', default: false, is_triage: false },
  { name: 'Cancelled', color: '#9AA4BC', group: 'cancelled', default: false, is_triage: false },
  { name: 'Triage', color: '#4E5355', group: 'triage', default: false, is_triage: true },
].map((state, index) => ({
  ...state,
  group: state.group as StateGroup,
  sequence: FIRST_STATE_SEQUENCE + index * DEFAULT_STATE_SEQUENCE_GAP,
}));
