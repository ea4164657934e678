/**
 * Reading an uploaded image: its type from its first bytes (never from its name or the type the client claims),
 * its size in pixels, and a thumbnail, made by sharp (libvips; prebuilt binaries come as npm packages, so
 * `npm ci` needs nothing but the registry). A file that is not a PNG, JPEG, WebP or GIF, that sharp cannot decode
 * or that is larger than 40 megapixels (a decompression bomb) is a 400 naming `/file`.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_TYPES, THUMBNAIL_PX, type ImageExtension } from '../../checks/media.ts';
import { invalid } from '../http/errors.ts';
import { PngStructureError, stripPng } from './png-chunks.ts';

/** Most pixels an image may have (a 40-megapixel photo decodes to ~160 MB): beyond it sharp refuses to decode. */
export const MAX_PIXELS = 40_000_000;

/** The image type of `data` by its magic bytes, or undefined. */
export function sniffImage(data: Buffer): ImageExtension | undefined {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (data.length >= 6 && ['GIF87a', 'GIF89a'].includes(data.subarray(0, 6).toString('latin1'))) return 'gif';
  if (data.length >= 12 && data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return undefined;
}

const SHARP_FORMAT: Record<ImageExtension, string> = { png: 'png', jpg: 'jpeg', webp: 'webp', gif: 'gif' };

export interface ReadImage {
  /** The bytes to store: a PNG without the chunks that do not draw it (png-chunks.ts), other types as uploaded. */
  data: Buffer;
  extension: ImageExtension;
  contentType: (typeof IMAGE_TYPES)[ImageExtension];
  width: number;
  height: number;
  sha256: string;
  /** WebP, at most THUMBNAIL_PX a side, turned upright by the photo's EXIF orientation. */
  thumbnail: Buffer;
}

/** Checks and measures an uploaded image and makes its thumbnail; 400 on `/file` when it is not a usable image. */
export async function readImage(upload: Buffer): Promise<ReadImage> {
  const extension = sniffImage(upload) ?? invalid('/file', 'is not a PNG, JPEG, WebP or GIF image (recognised by its content, not its name)');
  let data = upload;
  if (extension === 'png') {
    // Before any decoder sees it: text and other chunks that do not draw the image go, uninflated.
    try {
      data = stripPng(upload).data;
    } catch (error) {
      if (error instanceof PngStructureError) invalid('/file', `could not be read as an image: the PNG ${error.message}`);
      throw error;
    }
  }
  try {
    const metadata = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
    if (metadata.format !== SHARP_FORMAT[extension] || !metadata.width || !metadata.height) throw new Error('format mismatch');
    const thumbnail = await sharp(data, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return {
      data,
      extension,
      contentType: IMAGE_TYPES[extension],
      width: metadata.width,
      height: metadata.height,
      sha256: createHash('sha256').update(data).digest('hex'),
      thumbnail,
    };
  } catch {
    return invalid('/file', `could not be read as an image: the file is damaged, or larger than ${MAX_PIXELS / 1_000_000} megapixels`);
  }
}

/**
 * The app's public address (`PUBLIC_URL`, e.g. `https://app.sellyard.example`), which makes an uploaded image's
 * path (`/media/…`) a URL a marketplace can fetch. Default: `http://localhost:$PORT` (a trial on one machine).
 */
export function publicUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, '');
}
