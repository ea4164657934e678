/** Every channel type's sandbox module, registered by importing it. Add a type's module here. */
import './modules/store.ts';
import './modules/ebay.ts';
import './modules/amazon.ts';
import './modules/shopify.ts';
import './modules/onbuy.ts';
import './modules/etsy.ts';
import './modules/wish.ts';
