/**
 * Where the demo's products go on the marketplaces that classify them: each product's eBay UK leaf category with
 * the item specifics that category requires, and its Amazon product type with the attributes that type requires.
 *
 * The ids and names are those of the sandbox's recorded excerpts (api/channels/sandbox/modules/ebay-taxonomy.ts for
 * eBay UK's tree, amazon-product-types.ts for Amazon's definitions), which say where each comes from; a demo listing
 * filled from here publishes there, and tests/api/seed-marketplace-categories.test.ts checks that it does. A product
 * this table does not place has no category: the seed stops rather than list it somewhere made up.
 */

import { recordedLeaves } from '../channels/sandbox/modules/ebay-taxonomy.ts';

type Aspects = Record<string, string[]>;

interface EbayPlace {
  /** Matches the demo product's title (api/seed/demo.ts PRODUCT_NAMES). */
  title: RegExp;
  categoryId: string;
  /** Item specifics beside Brand (the product's own brand). */
  aspects: Aspects;
}

/** Clothes, Shoes & Accessories requires brand, style, colour, size and size type (ebay-taxonomy.ts). */
const clothing = (style: string, colour: string, size: string, material: string): Aspects => ({ Style: [style], Colour: [colour], Size: [size], 'Size Type': ['Regular'], Material: [material] });

const EBAY: EbayPlace[] = [
  { title: /t-shirt/i, categoryId: '15687', aspects: clothing('Basic Tee', 'White', 'M', 'Organic Cotton') },
  { title: /beanie/i, categoryId: '52365', aspects: { Department: ['Unisex Adults'], Style: ['Beanie'], Colour: ['Grey'], Material: ['Merino Wool'] } },
  { title: /jumper/i, categoryId: '11484', aspects: { Size: ['M'], Department: ['Men'], Type: ['Jumper'], Material: ['Lambswool'] } },
  { title: /toothbrush/i, categoryId: '1277', aspects: { Type: ['Toothbrush'] } },
  { title: /tea towel|chopping board|skillet/i, categoryId: '20635', aspects: { Type: ['Tea Towel'] } },
  { title: /plant pot|bowl/i, categoryId: '262365', aspects: { Type: ['Plant Pot'] } },
  { title: /earbuds/i, categoryId: '175837', aspects: { Type: ['Earbuds'] } },
  { title: /socks|yoga mat/i, categoryId: '15273', aspects: { Type: ['Running Socks'] } },
  { title: /lunch box|storage jars|food wraps/i, categoryId: '20652', aspects: { Type: ['Lunch Box'] } },
  { title: /fountain pen|notebook/i, categoryId: '16092', aspects: { Type: ['Fountain Pen'] } },
  { title: /puzzle/i, categoryId: '1039', aspects: { Type: ['Puzzle'] } },
  { title: /picnic blanket|camping mug/i, categoryId: '16034', aspects: { Type: ['Picnic Blanket'] } },
];

/** The product's eBay UK leaf category and its item specifics (Brand first), or an error naming the product. */
export function ebayPlaceOf(title: string, brand: string | null): { category_id: string; category_name: string; aspects: Aspects } {
  const place = EBAY.find((p) => p.title.test(title));
  if (!place) throw new Error(`The demo has no eBay UK category for "${title}": add one to api/seed/marketplace-categories.ts`);
  // The Type of a shared category says what this product is, in the buyer's words.
  const type: Aspects = place.aspects.Type && place.categoryId !== '11484' ? { Type: [typeWords(title, place.aspects.Type[0]!)] } : {};
  // The path in words, as the listing form shows it, is the recorded category's own (one source for ids and names).
  const path = recordedLeaves().find((leaf) => leaf.id === place.categoryId)?.path;
  if (!path) throw new Error(`eBay UK category ${place.categoryId} (for "${title}") is not a recorded leaf of the sandbox's excerpt`);
  return { category_id: place.categoryId, category_name: path, aspects: { Brand: [brand ?? 'Unbranded'], ...place.aspects, ...type } };
}

const typeWords = (title: string, fallback: string) => {
  const words = title.replace(/\(.*?\)|\d+\s*(cm|ml|m)\b/gi, '').trim().split(/\s+/);
  return words.length > 1 ? words.slice(-2).join(' ') : fallback;
};

/**
 * Amazon: the product type (HOME or KITCHEN, both in the recorded excerpt with their published required attributes)
 * and the attributes the seller types; item_name, brand and product_description go from the product itself.
 */
export function amazonPlaceOf(title: string, originCountry: string | null): { product_type: string; product_type_name: string; attributes: Record<string, Array<Record<string, string>>> } {
  const kitchen = /skillet|tea towel|chopping|jar|food wraps|lunch box|mug|water bottle/i.test(title);
  // Text values carry their language, as the listing form stores them; the marketplace is added when sent.
  const text = (value: string) => ({ value, language_tag: 'en_GB' });
  return {
    product_type: kitchen ? 'KITCHEN' : 'HOME',
    product_type_name: kitchen ? 'Kitchen' : 'Home',
    attributes: {
      item_name: [text(title)],
      bullet_point: [text(`${title}: made to last.`), text('Packed plastic-free.')],
      item_type_keyword: [{ value: title.toLowerCase().replace(/\(.*?\)/g, '').trim() }],
      country_of_origin: [{ value: originCountry ?? 'GB' }],
      supplier_declared_dg_hz_regulation: [{ value: 'not_applicable' }],
    },
  };
}
