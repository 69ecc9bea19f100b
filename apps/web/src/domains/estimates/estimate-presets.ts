import type { Estimate, EstimatePoint } from '@keel/core';
import { i18n } from '#web/lib/i18n';

export type EstimateType = Estimate['type'];

/** The server accepts 2 to 6 points per estimate (Plane's UI limits). */
export const MIN_ESTIMATE_POINTS = 2;
export const MAX_ESTIMATE_POINTS = 6;
/** The server's limit on a point's value. */
const MAX_VALUE_LENGTH = 255;

/** The types, each label read in the current language when it is looked up. */
export const ESTIMATE_TYPE_OPTIONS: readonly { value: EstimateType; readonly label: string }[] = (
  ['points', 'categories', 'time'] as const
).map((value) => ({
  value,
  get label() {
    return i18n.t(`estimates:types.${value}`);
  },
}));

export function estimateTypeLabel(type: EstimateType): string {
  return ESTIMATE_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? type;
}

export interface EstimatePreset {
  id: string;
  readonly label: string;
  type: EstimateType;
  values: readonly string[];
}

/** The id of the "start from my own values" choice in the preset select. */
export const CUSTOM_PRESET_ID = 'custom';

/** Plane's estimate templates, plus a time scale in the same spirit. */
const PRESETS: readonly Omit<EstimatePreset, 'label'>[] = [
  { id: 'fibonacci', type: 'points', values: ['1', '2', '3', '5', '8', '13'] },
  { id: 'linear', type: 'points', values: ['1', '2', '3', '4', '5', '6'] },
  { id: 'squares', type: 'points', values: ['1', '4', '9', '16', '25', '36'] },
  { id: 't-shirt', type: 'categories', values: ['XS', 'S', 'M', 'L', 'XL', 'XXL'] },
  { id: 'easy-to-hard', type: 'categories', values: ['Easy', 'Medium', 'Hard', 'Very hard'] },
  { id: 'hours', type: 'time', values: ['15m', '30m', '1h', '2h', '4h', '8h'] },
];

/** The presets' names, in the current language. */
function presetLabel(id: string): string {
  switch (id) {
    case 'fibonacci':
      return i18n.t('estimates:presets.fibonacci');
    case 'linear':
      return i18n.t('estimates:presets.linear');
    case 'squares':
      return i18n.t('estimates:presets.squares');
    case 't-shirt':
      return i18n.t('estimates:presets.tShirt');
    case 'easy-to-hard':
      return i18n.t('estimates:presets.easyToHard');
    default:
      return i18n.t('estimates:presets.hours');
  }
}

export const ESTIMATE_PRESETS: readonly EstimatePreset[] = PRESETS.map((preset) => ({
  ...preset,
  get label() {
    return presetLabel(preset.id);
  },
}));

export function presetsFor(type: EstimateType): EstimatePreset[] {
  return ESTIMATE_PRESETS.filter((preset) => preset.type === type);
}

export function findPreset(id: string): EstimatePreset | undefined {
  return ESTIMATE_PRESETS.find((preset) => preset.id === id);
}

/** What a new estimate of a type starts from: its first preset, or two empty values. */
export function initialValues(type: EstimateType): string[] {
  const preset = presetsFor(type)[0];
  return preset ? [...preset.values] : ['', ''];
}

/** Points as the server takes them: keys 1..n follow the order the values are listed in. */
export function pointsFromValues(values: readonly string[]): { key: number; value: string }[] {
  return values.map((value, index) => ({ key: index + 1, value: value.trim() }));
}

/** The key for a point added at the end: one past the largest, so the order is kept. */
export function nextPointKey(points: readonly Pick<EstimatePoint, 'key'>[]): number {
  return points.reduce((largest, point) => Math.max(largest, point.key), 0) + 1;
}

/** The message for one value, or null when it is fine; `others` are the estimate's other values. */
export function pointValueError(
  type: EstimateType,
  value: string,
  others: readonly string[],
): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return i18n.t('estimates:validation.empty');
  if (trimmed.length > MAX_VALUE_LENGTH)
    return i18n.t('estimates:validation.tooLong', { count: MAX_VALUE_LENGTH });
  if (type === 'points' && !Number.isFinite(Number(trimmed)))
    return i18n.t('estimates:validation.notNumber');
  const lower = trimmed.toLowerCase();
  if (others.some((other) => other.trim().toLowerCase() === lower))
    return i18n.t('estimates:validation.duplicate');
  return null;
}

export interface EstimateDraftErrors {
  name: string | null;
  /** One entry per value, null when that value is fine. */
  values: (string | null)[];
  /** About the list as a whole (too few or too many points). */
  list: string | null;
}

/** Checks a new estimate before it is sent; the same limits the server applies, said earlier. */
export function validateEstimateDraft(draft: {
  name: string;
  type: EstimateType;
  values: readonly string[];
}): EstimateDraftErrors {
  const { name, type, values } = draft;
  const count = values.length;
  return {
    name: name.trim() === '' ? i18n.t('estimates:validation.nameRequired') : null,
    // A repeated value is flagged where it repeats, not at its first appearance.
    values: values.map((value, index) => pointValueError(type, value, values.slice(0, index))),
    list:
      count < MIN_ESTIMATE_POINTS || count > MAX_ESTIMATE_POINTS
        ? i18n.t('estimates:validation.pointCount', {
            min: MIN_ESTIMATE_POINTS,
            max: MAX_ESTIMATE_POINTS,
          })
        : null,
  };
}

export function hasDraftErrors(errors: EstimateDraftErrors): boolean {
  return errors.name !== null || errors.list !== null || errors.values.some((e) => e !== null);
}
