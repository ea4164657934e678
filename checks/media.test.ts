import { describe, expect, it } from 'vitest';
import { absoluteImageUrl, mediaPath, mediaToken, thumbnailUrl } from './media.ts';
import { enumLabel, humanizeCode } from './enum-labels.ts';

const TOKEN = 'Ab_-'.repeat(10) + 'xyz';

describe('media paths', () => {
  it('names an uploaded image, its token and its thumbnail', () => {
    expect(mediaPath(TOKEN, 'webp')).toBe(`/media/${TOKEN}.webp`);
    expect(mediaToken(`/media/${TOKEN}.gif`)).toBe(TOKEN);
    expect(mediaToken('https://cdn.example.com/media/x.png')).toBeUndefined();
    expect(thumbnailUrl(`/media/${TOKEN}.png`)).toBe(`/media/${TOKEN}.thumb.webp`);
  });

  it('gives marketplaces an absolute URL: the public address plus the path, other URLs as they are', () => {
    expect(absoluteImageUrl(`/media/${TOKEN}.png`, 'https://app.sellyard.example/')).toBe(`https://app.sellyard.example/media/${TOKEN}.png`);
    expect(absoluteImageUrl('https://cdn.example.com/a.png', 'https://app.sellyard.example')).toBe('https://cdn.example.com/a.png');
  });
});

describe('enum labels', () => {
  it.each([
    ['AWAITING_PAYMENT', 'Awaiting payment'],
    ['FIXED_PRICE', 'Fixed price'],
    ['sales-orders', 'Sales orders'],
    ['EAN13', 'EAN13'],
    ['ON_HOLD', 'On hold'],
  ])('humanises %s as %s', (code, words) => {
    expect(humanizeCode(code)).toBe(words);
  });

  it('prefers the schema\'s label and never shows a raw code', () => {
    const field = { enumLabels: { BOTH: 'Price and quantity' } };
    expect(enumLabel(field, 'BOTH')).toBe('Price and quantity');
    expect(enumLabel(field, 'PRICE_ONLY')).toBe('Price only');
    expect(enumLabel(undefined, 'DRAFT')).toBe('Draft');
    expect(enumLabel(field, null)).toBe('');
  });
});
