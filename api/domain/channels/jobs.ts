/** The marketplace jobs, registered by importing them (api/domain/jobs.ts imports this file). */
import './listing-jobs.ts';
import './listing-review.ts';
import './order-import.ts';
import './dispatch.ts';
import './after-sale.ts';
import './resync.ts';
import './settlement-import.ts';
