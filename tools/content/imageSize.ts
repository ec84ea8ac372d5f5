/**
 * The intrinsic size of an article image, read from the file's own header, so the content check can hold
 * each image block's width and height to the real file (a wrong size shifts the layout or distorts the
 * image). SVG, PNG, JPEG and WebP: the formats a browser shows without help.
 */
export interface ImageSize {
  width: number;
  height: number;
}

export const IMAGE_FORMATS = ['svg', 'png', 'jpg', 'jpeg', 'webp'] as const;

function svgSize(file: Buffer): ImageSize | undefined {
  const tag = /<svg\b[^>]*>/i.exec(file.toString('utf8'))?.[0];
  if (!tag) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}="\\s*([\\d.]+)(?:px)?\\s*"`).exec(tag)?.[1];
  const [width, height] = [attribute('width'), attribute('height')];
  if (width && height) return { width: Number(width), height: Number(height) };
  const viewBox = /\sviewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(tag);
  return viewBox ? { width: Number(viewBox[1]), height: Number(viewBox[2]) } : undefined;
}

function pngSize(file: Buffer): ImageSize | undefined {
  if (file.length < 24 || file.readUInt32BE(0) !== 0x89504e47 || file.toString('latin1', 12, 16) !== 'IHDR')
    return undefined;
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

/** The first start-of-frame marker (SOF0–SOF15, except DHT, JPG and DAC) carries the size. */
function jpegSize(file: Buffer): ImageSize | undefined {
  if (file.length < 4 || file.readUInt16BE(0) !== 0xffd8) return undefined;
  let offset = 2;
  while (offset + 9 < file.length) {
    if (file[offset] !== 0xff) return undefined;
    const marker = file[offset + 1];
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { width: file.readUInt16BE(offset + 7), height: file.readUInt16BE(offset + 5) };
    offset += 2 + file.readUInt16BE(offset + 2);
  }
  return undefined;
}

function webpSize(file: Buffer): ImageSize | undefined {
  if (file.length < 30 || file.toString('latin1', 0, 4) !== 'RIFF' || file.toString('latin1', 8, 12) !== 'WEBP')
    return undefined;
  const chunk = file.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = file.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 };
  return undefined;
}

/** The size of an image file by its extension, or undefined when the file is not what its name says. */
export function imageSize(path: string, file: Buffer): ImageSize | undefined {
  const extension = path.split('.').pop()?.toLowerCase();
  if (extension === 'svg') return svgSize(file);
  if (extension === 'png') return pngSize(file);
  if (extension === 'jpg' || extension === 'jpeg') return jpegSize(file);
  if (extension === 'webp') return webpSize(file);
  return undefined;
}
