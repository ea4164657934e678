/** Every channel type's sandbox modules, registered by importing them. Add a type's modules here. */
import './modules/store.ts';
import './modules/ebay.ts';
import './modules/ebay-payouts.ts';
import './modules/ebay-account.ts';
import './modules/ebay-taxonomy.ts';
import './modules/amazon.ts';
import './modules/amazon-payouts.ts';
import './modules/shopify.ts';
import './modules/shopify-payouts.ts';
import './modules/onbuy.ts';
import './modules/etsy.ts';
import './modules/etsy-payouts.ts';
import './modules/etsy-images.ts';
import './modules/wish.ts';
import './modules/wish-reviews.ts';
