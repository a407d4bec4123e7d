import sharp from 'sharp';

/*
 * A screenshot sent with a support ticket (02 §5: jpeg, png, jpg, gif) is checked before anything else reads it, then
 * kept only as our own re-encoded PNG: lossless so the text on it stays legible, at most `maxScreenshotSidePx`, upright,
 * and with no metadata (a phone's EXIF can carry the place and the device).
 */

/**
 * The largest upload accepted (the contract's message says "at most 5 MB"). A full-HD screenshot is 0.2–2 MB as PNG and
 * a phone photo of a screen 2–4 MB as JPEG; camera originals beyond that are not needed to show support a problem.
 */
export const maxScreenshotBytes = 5 * 1024 * 1024;

/**
 * The most pixels an upload may decode to. 5 MB of PNG of one colour can declare 20,000 × 20,000 pixels (1.2 GB
 * decoded); 25 MP still admits a 5K screen (5120 × 2880) and any phone photo up to 24 MP.
 */
export const maxScreenshotPixels = 25_000_000;

/**
 * The longest side a screenshot is kept at: a full-HD screen (1920 px) keeps its size, so its text stays as sharp as
 * it was; larger screens are shrunk to a size support reads on theirs without scrolling.
 */
export const maxScreenshotSidePx = 2000;

export const screenshotContentType = 'image/png';

export type ScreenshotRejectReason = 'notAnImage' | 'tooLarge';

/** The upload is not a screenshot a ticket takes; `reason` says why, for the answer to the student. */
export class ScreenshotRejected extends Error {
  constructor(
    readonly reason: ScreenshotRejectReason,
    options?: { cause?: unknown },
  ) {
    super(`screenshot rejected: ${reason}`, options);
    this.name = 'ScreenshotRejected';
  }
}

export interface PreparedScreenshot {
  png: Buffer;
  width: number;
  height: number;
}

type ScreenshotFormat = 'jpeg' | 'png' | 'gif';

const magicBytes: [ScreenshotFormat, number[]][] = [
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  // 'GIF8': GIF87a and GIF89a.
  ['gif', [0x47, 0x49, 0x46, 0x38]],
];

/** What the upload's bytes say it is (never its name or declared type). */
function formatOf(buffer: Buffer): ScreenshotFormat | null {
  const found = magicBytes.find(([, magic]) => magic.every((byte, i) => buffer[i] === byte));
  return found ? found[0] : null;
}

/**
 * Checks an uploaded screenshot (JPEG, PNG or GIF by its content, sharp's reading agreeing, within the size limits)
 * and re-encodes it as the PNG to keep: a GIF's first frame only, turned upright by its EXIF orientation, at most
 * `maxScreenshotSidePx` on its longest side, with all metadata dropped. Throws `ScreenshotRejected` otherwise.
 */
export async function prepareScreenshot(upload: Buffer): Promise<PreparedScreenshot> {
  if (upload.length > maxScreenshotBytes) throw new ScreenshotRejected('tooLarge');
  const format = formatOf(upload);
  if (!format) throw new ScreenshotRejected('notAnImage');
  // The header only: no pixels are decoded before the size is known (one frame's size for a GIF).
  const header = await sharp(upload)
    .metadata()
    .catch((cause: unknown) => {
      throw new ScreenshotRejected('notAnImage', { cause });
    });
  if (header.format !== format) throw new ScreenshotRejected('notAnImage');
  if (header.width * header.height > maxScreenshotPixels) throw new ScreenshotRejected('tooLarge');
  // `pages: 1`: an animated GIF's first frame; sharp drops all metadata on output unless asked to keep it.
  const { data, info } = await sharp(upload, { pages: 1, limitInputPixels: maxScreenshotPixels })
    .autoOrient()
    .resize({ width: maxScreenshotSidePx, height: maxScreenshotSidePx, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer({ resolveWithObject: true })
    .catch((cause: unknown) => {
      // A header that reads but pixels that do not decode (truncated or corrupt data).
      throw new ScreenshotRejected('notAnImage', { cause });
    });
  return { png: data, width: info.width, height: info.height };
}
