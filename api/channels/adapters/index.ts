/** Every channel type's adapter, registered by importing it. Add a type's adapter here. */
import './store/index.ts';
import './ebay/index.ts';
import './amazon/index.ts';
import './shopify/index.ts';
import './onbuy/index.ts';
import './etsy/index.ts';
import './wish/index.ts';
