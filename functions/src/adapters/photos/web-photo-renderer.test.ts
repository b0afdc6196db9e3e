import sharp from 'sharp';
import { renderWebPhoto, renderedSize } from './web-photo-renderer';

describe('renderedSize', () => {
  it('shrinks inside the box, never enlarging', () => {
    expect(renderedSize({ width: 4000, height: 3000 }, { width: 1280, height: 1280, fit: 'inside' })).toEqual({ width: 1280, height: 960 });
    expect(renderedSize({ width: 3000, height: 4000 }, { width: 1280, height: 1280, fit: 'inside' })).toEqual({ width: 960, height: 1280 });
    expect(renderedSize({ width: 640, height: 480 }, { width: 1280, height: 1280, fit: 'inside' })).toEqual({ width: 640, height: 480 });
  });

  it('fills a cover box, and crops a smaller picture to the box shape without enlarging it', () => {
    expect(renderedSize({ width: 4000, height: 3000 }, { width: 1200, height: 400, fit: 'cover' })).toEqual({ width: 1200, height: 400 });
    expect(renderedSize({ width: 200, height: 300 }, { width: 400, height: 400, fit: 'cover' })).toEqual({ width: 200, height: 200 });
    expect(renderedSize({ width: 900, height: 900 }, { width: 1200, height: 400, fit: 'cover' })).toEqual({ width: 900, height: 300 });
  });
});

describe('renderWebPhoto', () => {
  it('renders WebP within the box and refuses bytes that are not an image', async () => {
    const png = await sharp({ create: { width: 3000, height: 1000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const rendered = await renderWebPhoto(png, { width: 1280, height: 1280, fit: 'inside' });
    expect(await sharp(rendered!).metadata()).toMatchObject({ format: 'webp', width: 1280, height: 427, hasAlpha: true });
    const signatureOnly = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<script>alert(1)</script>')]);
    expect(await renderWebPhoto(signatureOnly, { width: 400, height: 400, fit: 'cover' })).toBeNull();
  });
});
