import { describe, expect, it } from 'vitest';
import { imageItems, imagesValue } from './imageItems.ts';
import { thumbnailUrl } from '../../../checks/media.ts';

const gallery = { upload: { kind: 'image' as const, many: true, urlField: 'url' } };
const TOKEN = 'a'.repeat(43);

describe('imageItems', () => {
  it('orders a gallery by position, keeps alt text, and writes positions back in the new order', () => {
    const value = [{ url: 'https://x/b.png', position: 1 }, { url: `/media/${TOKEN}.png`, position: 0, alt: 'Front' }];
    const items = imageItems(gallery, value);
    expect(items.map((i) => i.url)).toEqual([`/media/${TOKEN}.png`, 'https://x/b.png']);
    expect(items[0].alt).toBe('Front');
    expect(imagesValue(gallery, [items[1], items[0]])).toEqual([{ url: 'https://x/b.png', position: 0 }, { url: `/media/${TOKEN}.png`, position: 1, alt: 'Front' }]);
  });

  it('reads one image and a list of plain URLs', () => {
    expect(imageItems({ upload: { kind: 'image', many: false } }, 'https://x/a.png').map((i) => i.url)).toEqual(['https://x/a.png']);
    expect(imagesValue({ upload: { kind: 'image', many: false } }, [])).toBeUndefined();
    expect(imagesValue({ upload: { kind: 'image', many: true } }, imageItems({ upload: { kind: 'image', many: true } }, ['https://x/a.png', 'https://x/b.png']).reverse())).toEqual(['https://x/b.png', 'https://x/a.png']);
  });

  it('shows an uploaded image by its thumbnail and another site\'s image as it is', () => {
    expect(thumbnailUrl(`/media/${TOKEN}.jpg`)).toBe(`/media/${TOKEN}.thumb.webp`);
    expect(thumbnailUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
  });
});
