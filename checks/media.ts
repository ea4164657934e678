/**
 * Paths of uploaded images (`x-upload: "image"` fields), shared by the API that serves them and the admin that
 * shows them. An image is stored once per upload and served publicly (marketplaces fetch it) at an unguessable
 * path: `/media/<token>.<ext>`, the token 32 random bytes in base64url. Its thumbnail (WebP, at most 320 px a side)
 * is `/media/<token>.thumb.webp`.
 */

/** The image types an upload may be, by the extension of its path. */
export const IMAGE_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;

export type ImageExtension = keyof typeof IMAGE_TYPES;

/** Largest image upload, bytes (10 MB). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** Longest side of a thumbnail, pixels. */
export const THUMBNAIL_PX = 320;

/** `/media/<token>.<ext>` (an original) or `/media/<token>.thumb.webp` (its thumbnail). */
export const MEDIA_PATH = /^\/media\/([A-Za-z0-9_-]{43})\.(png|jpg|webp|gif|thumb\.webp)$/;

/** The path an uploaded image is served at. */
export function mediaPath(token: string, extension: ImageExtension): string {
  return `/media/${token}.${extension}`;
}

/** The token of an uploaded image's path, or undefined for any other URL (an image on another site). */
export function mediaToken(url: string): string | undefined {
  return MEDIA_PATH.exec(url)?.[1];
}

/** The thumbnail of an uploaded image; any other URL is its own thumbnail (the browser scales it). */
export function thumbnailUrl(url: string): string {
  const token = mediaToken(url);
  return token ? `/media/${token}.thumb.webp` : url;
}

/**
 * The URL a marketplace can fetch: an uploaded image's path joined to the app's public address (`PUBLIC_URL`);
 * an absolute URL as it is.
 */
export function absoluteImageUrl(url: string, publicUrl: string): string {
  return url.startsWith('/') ? `${publicUrl.replace(/\/+$/, '')}${url}` : url;
}
