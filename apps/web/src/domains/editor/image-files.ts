/** Image types an editor stores (as Plane's editor images: jpeg, png, webp, gif). */
export const EDITOR_IMAGE_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
];

/** The images among pasted or dropped files, in their order; other files are left alone. */
export function imageFilesOf(files: ArrayLike<File> | null | undefined): File[] {
  if (!files) return [];
  return Array.from(files).filter((file) => EDITOR_IMAGE_TYPES.includes(file.type));
}

/** The files among pasted or dropped ones that are not images an editor shows, in their order. */
export function otherFilesOf(files: ArrayLike<File> | null | undefined): File[] {
  if (!files) return [];
  return Array.from(files).filter((file) => !EDITOR_IMAGE_TYPES.includes(file.type));
}
