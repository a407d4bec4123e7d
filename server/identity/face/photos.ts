import sharp from 'sharp';

/*
 * An uploaded identity-check photo is checked before anything else reads it, then kept only as our own re-encoded
 * JPEG: upright, at most `maxPhotoSidePx`, and with no metadata (EXIF can carry the place and the device).
 */

/**
 * The largest upload accepted. The browser captures the still itself: a 640 × 480 frame of a face is 50–60 KB as JPEG
 * (quality 85) and 0.3–0.75 MB as PNG (measured on the fixtures' originals), so 2 MB leaves room for a larger JPEG (a
 * 1280 × 720 frame, a phone photo the page shrank) without admitting camera originals of 5–10 MB.
 */
export const maxUploadBytes = 2 * 1024 * 1024;

/**
 * The most pixels a photo may decode to. 2 MB of PNG of one colour can declare 20,000 × 20,000 pixels (1.2 GB
 * decoded); 25 MP still admits any camera photo up to 24 MP (6000 × 4000).
 */
export const maxInputPixels = 25_000_000;

/**
 * The shortest side accepted. A webcam gives at least 320 × 240. Measured on the astronaut fixture scaled down: at
 * 160 px she still matched her 400 px photo at 0.83, at 120 px only 0.66, at 96 px 0.53 (below `faceMatchThreshold`),
 * and at 64 px no face was found.
 */
export const minPhotoSidePx = 160;

/**
 * The longest side a photo is kept and analysed at: what a webcam still is (640 × 480). The detector reads the whole
 * photo at 256 px and the embedding a 224 px crop of the face, so more pixels only cost decoding time and storage.
 */
export const maxPhotoSidePx = 640;

/**
 * JPEG quality of the kept photo: 50–60 KB at 640 × 480. In the spike a copy at quality 60 still matched its
 * original at similarity 1.00, so 85 leaves a wide margin for a later re-check.
 */
export const jpegQuality = 85;

/** Transparent pixels of a PNG become white in the JPEG (not whatever colour they happen to hide). */
const flattenBackground = '#ffffff';

export type PhotoRejectReason = 'notAnImage' | 'tooLarge' | 'tooSmall';

/** The upload is not a photo this check accepts; `reason` says why, for the answer to the student. */
export class PhotoRejected extends Error {
  constructor(
    readonly reason: PhotoRejectReason,
    options?: { cause?: unknown },
  ) {
    super(`photo rejected: ${reason}`, options);
    this.name = 'PhotoRejected';
  }
}

export interface PreparedPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
}

const jpegMagic = [0xff, 0xd8, 0xff];
const pngMagic = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (buffer: Buffer, magic: number[]) => magic.every((byte, i) => buffer[i] === byte);

/** What the upload's bytes say it is (never its name or declared type). */
function formatOf(buffer: Buffer): 'jpeg' | 'png' | null {
  if (startsWith(buffer, jpegMagic)) return 'jpeg';
  if (startsWith(buffer, pngMagic)) return 'png';
  return null;
}

/**
 * Checks an uploaded photo (JPEG or PNG by its content, within the size limits) and re-encodes it as the JPEG to keep:
 * turned upright by its EXIF orientation, at most `maxPhotoSidePx` on its longest side, with all metadata dropped.
 * Throws `PhotoRejected` for an upload that is not such a photo.
 */
export async function preparePhoto(upload: Buffer): Promise<PreparedPhoto> {
  if (upload.length > maxUploadBytes) throw new PhotoRejected('tooLarge');
  const format = formatOf(upload);
  if (!format) throw new PhotoRejected('notAnImage');
  // The header only: no pixels are decoded before the size is known.
  const header = await sharp(upload)
    .metadata()
    .catch((cause: unknown) => {
      throw new PhotoRejected('notAnImage', { cause });
    });
  if (header.format !== format) throw new PhotoRejected('notAnImage');
  if (header.width * header.height > maxInputPixels) throw new PhotoRejected('tooLarge');
  if (Math.min(header.width, header.height) < minPhotoSidePx) throw new PhotoRejected('tooSmall');
  // sharp drops all metadata on output unless asked to keep it; autoOrient applies the EXIF orientation first.
  const { data, info } = await sharp(upload, { limitInputPixels: maxInputPixels })
    .autoOrient()
    .resize({ width: maxPhotoSidePx, height: maxPhotoSidePx, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: flattenBackground })
    .jpeg({ quality: jpegQuality })
    .toBuffer({ resolveWithObject: true })
    .catch((cause: unknown) => {
      // A header that reads but pixels that do not decode (truncated or corrupt data).
      throw new PhotoRejected('notAnImage', { cause });
    });
  return { jpeg: data, width: info.width, height: info.height };
}
