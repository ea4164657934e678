/**
 * Every business area's job handlers, registered by importing them: the worker entry points (api/worker.ts,
 * api/main.ts) import this file. Add an area's `jobs.ts` here.
 */
import './schedules/jobs.ts';
import './orders/allocation-jobs.ts';
import './channels/jobs.ts';
import './imports/jobs.ts';
import './shipping/jobs.ts';
import './fba/jobs.ts';
import './warehouses/jobs.ts';
import './accounting/jobs.ts';
import './finance/exchange/hmrc-rates-job.ts';
