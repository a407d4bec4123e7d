import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import {
  maxInputPixels,
  maxPhotoSidePx,
  maxUploadBytes,
  minPhotoSidePx,
  PhotoRejected,
  type PhotoRejectReason,
  preparePhoto,
} from './photos';

const astronaut = readFileSync(new URL('../../../tests/server/fixtures/faces/astronaut.jpg', import.meta.url));
const grey = { r: 128, g: 128, b: 128 };

const plain = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: grey } });

/** The reason preparePhoto refuses the upload with. */
async function rejection(upload: Buffer): Promise<PhotoRejectReason> {
  const error = await preparePhoto(upload).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof PhotoRejected)) throw new Error(`expected PhotoRejected, got ${String(error)}`);
  return error.reason;
}

describe('preparePhoto', () => {
  it('keeps a photo as an upright JPEG of at most 640 px', async () => {
    const upload = await plain(1280, 960).png().toBuffer();
    const photo = await preparePhoto(upload);
    expect(photo).toMatchObject({ width: maxPhotoSidePx, height: 480 });
    const kept = await sharp(photo.jpeg).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: maxPhotoSidePx, height: 480 });
  });

  it('keeps a small photo at its own size', async () => {
    const photo = await preparePhoto(astronaut);
    expect(photo).toMatchObject({ width: 400, height: 400 });
  });

  it('turns the photo by its EXIF orientation, then drops the EXIF', async () => {
    const rotatedQuarterTurn = 6;
    const upload = await plain(400, 300)
      .jpeg()
      .withExif({ IFD0: { ImageDescription: 'taken at home', Make: 'Phone' } })
      .withMetadata({ orientation: rotatedQuarterTurn })
      .toBuffer();
    const uploaded = await sharp(upload).metadata();
    expect(uploaded.exif).toBeDefined();
    expect(uploaded.orientation).toBe(rotatedQuarterTurn);
    expect(uploaded.icc).toBeDefined();

    const photo = await preparePhoto(upload);
    expect(photo).toMatchObject({ width: 300, height: 400 });
    const kept = await sharp(photo.jpeg).metadata();
    expect(kept.exif).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    expect(kept.icc).toBeUndefined();
    expect(photo.jpeg.includes('taken at home')).toBe(false);
  });

  it('accepts a PNG with transparency', async () => {
    const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
    const upload = await sharp({ create: { width: 320, height: 240, channels: 4, background: transparent } })
      .png()
      .toBuffer();
    const photo = await preparePhoto(upload);
    expect(await sharp(photo.jpeg).metadata()).toMatchObject({ format: 'jpeg', hasAlpha: false });
  });

  it('refuses a text file named as a photo', async () => {
    expect(await rejection(Buffer.from('name,score\nsomebody,100\n'))).toBe('notAnImage');
  });

  it('refuses other picture formats, and a JPEG or PNG that does not decode', async () => {
    expect(await rejection(await plain(320, 240).webp().toBuffer())).toBe('notAnImage');
    const jpeg = await plain(320, 240).jpeg().toBuffer();
    const truncatedLength = 200;
    expect(await rejection(jpeg.subarray(0, truncatedLength))).toBe('notAnImage');
    const png = await plain(320, 240).png().toBuffer();
    expect(await rejection(Buffer.concat([png.subarray(0, 8), randomBytes(png.length)]))).toBe('notAnImage');
  });

  it('refuses an upload over the byte limit', async () => {
    // Noise does not compress: 1000 × 1000 RGB is about 3 MB of PNG.
    const side = 1000;
    const channels = 3;
    const noise = await sharp(randomBytes(side * side * channels), { raw: { width: side, height: side, channels } })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(maxUploadBytes);
    expect(await rejection(noise)).toBe('tooLarge');
  });

  it('refuses a small file that decodes to too many pixels', async () => {
    const [width, height] = [6000, 5000];
    expect(width * height).toBeGreaterThan(maxInputPixels);
    const upload = await plain(width, height).jpeg().toBuffer();
    expect(upload.length).toBeLessThan(maxUploadBytes);
    expect(await rejection(upload)).toBe('tooLarge');
  });

  it('refuses a photo whose shorter side is under the minimum', async () => {
    expect(await rejection(await plain(100, 100).jpeg().toBuffer())).toBe('tooSmall');
    expect(
      await rejection(
        await plain(640, minPhotoSidePx - 1)
          .png()
          .toBuffer(),
      ),
    ).toBe('tooSmall');
    expect(await preparePhoto(await plain(minPhotoSidePx, minPhotoSidePx).jpeg().toBuffer())).toMatchObject({
      width: minPhotoSidePx,
    });
  });
});
