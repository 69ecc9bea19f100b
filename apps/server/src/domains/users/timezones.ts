import type { TimezoneList } from '@keel/core';

/** The offset of a zone now, as `+05:30` (`+00:00` for UTC). */
function offsetOf(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((piece) => piece.type === 'timeZoneName')?.value;
  const offset = part?.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

/** A zone's name as people read it: its last part, spaced (Asia/Kolkata → Kolkata). */
function labelOf(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
}

/** Current IANA names that the runtime's list may still spell the old way (Asia/Calcutta). */
const CURRENT_NAMES = [
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Ho_Chi_Minh',
  'Asia/Yangon',
  'Europe/Kyiv',
  'America/Nuuk',
  'Pacific/Kanton',
  'Atlantic/Faroe',
];

/**
 * Every IANA time zone the runtime knows, with its offset at `at` (Plane's timezones list, what a
 * profile's user_timezone may hold), ordered by offset and then name.
 */
export function listTimezones(at = new Date()): TimezoneList {
  const zones = [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone'), ...CURRENT_NAMES])];
  const timezones = zones.map((value) => {
    const offset = offsetOf(value, at);
    return { utc_offset: `UTC${offset}`, gmt_offset: `GMT${offset}`, value, label: labelOf(value) };
  });
  const minutes = (offset: string) => {
    const [hours = '0', mins = '0'] = offset.slice(3).split(':');
    const sign = hours.startsWith('-') ? -1 : 1;
    return sign * (Math.abs(Number(hours)) * 60 + Number(mins));
  };
  timezones.sort(
    (a, b) => minutes(a.utc_offset) - minutes(b.utc_offset) || a.value.localeCompare(b.value),
  );
  return { timezones };
}
