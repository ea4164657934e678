/**
 * The CSV import job (`csv-import.run`, api/crud/import-jobs.ts): the generic importer, run with the domain's
 * hooks (numbering, stock, custom fields…) as every form save is.
 */
import { model } from '../../../generated/model.ts';
import { registerJobHandler } from '../../jobs/index.ts';
import { ResourceService } from '../../crud/service.ts';
import { CSV_IMPORT_RUN, runImportJob } from '../../crud/import-jobs.ts';
import { domainHooks } from '../index.ts';

registerJobHandler(CSV_IMPORT_RUN, (job) => runImportJob(job, new ResourceService(job.knex, model, domainHooks, job.secrets), model));
