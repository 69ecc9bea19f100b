/** The company sizes a workspace can record (Plane's list). */
export const ORGANIZATION_SIZES = ['Just myself', '2-10', '11-50', '51-200', '201-500', '500+'];

export const ORGANIZATION_SIZE_OPTIONS = ORGANIZATION_SIZES.map((size) => ({
  value: size,
  label: size === 'Just myself' ? size : `${size} people`,
}));
