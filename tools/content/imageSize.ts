import { imageSize as readImageSize } from 'image-size';

/**
 * The intrinsic size of an article image, read from the file's own header (by the image-size library),
 * so the content check can hold each image block's width and height to the real file (a wrong size
 * shifts the layout or distorts the image). SVG, PNG, JPEG and WebP: the formats a browser shows without help.
 */
export const IMAGE_FORMATS = ['svg', 'png', 'jpg', 'jpeg', 'webp'] as const;

/** The size of an image file, or undefined when the file is not what its extension says or has no size. */
export function imageSize(path: string, file: Buffer): { width: number; height: number } | undefined {
  const extension = path.split('.').pop()?.toLowerCase();
  if (!IMAGE_FORMATS.some((format) => format === extension)) return undefined;
  try {
    const { width, height, type } = readImageSize(file);
    const expected = extension === 'jpeg' ? 'jpg' : extension;
    return type === expected && width && height ? { width, height } : undefined;
  } catch {
    return undefined; // not an image of any format it knows
  }
}
