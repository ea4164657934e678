/**
 * Amazon's Reports API 2021-06-30 in the sandbox, for the returns report of seller-fulfilled orders
 * (developer-docs.amazon.com/sp-api/docs/reports-api-v2021-06-30-reference, …/report-type-values-returns):
 *
 *   POST /reports/2021-06-30/reports {reportType, marketplaceIds, dataStartTime, dataEndTime?}   202 {reportId}
 *   GET  /reports/2021-06-30/reports/{reportId}          {reportId, reportType, processingStatus, …, reportDocumentId}
 *   GET  /reports/2021-06-30/documents/{reportDocumentId} {reportDocumentId, url}: the contents (amazon-documents.ts)
 *
 * GET_FLAT_FILE_RETURNS_DATA_BY_RETURN_DATE: tab-separated, a header row, a row per return request made in the
 * window, both ends included (its Order ID, Return request date, Amazon RMA ID, Merchant SKU, Return quantity,
 * Return reason…). The window may not start more than 60 days back (the report type's limit). A report reads IN_QUEUE to the first
 * getReport and DONE after, as Amazon's take a while; the document is made when it is created.
 */
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { SandboxMarketplace } from '../marketplace.ts';
import type { DocumentStore } from './amazon-documents.ts';

type Json = Record<string, any>;
const REPORTS = '/reports/2021-06-30';
export const RETURNS_REPORT = 'GET_FLAT_FILE_RETURNS_DATA_BY_RETURN_DATE';
const MAX_DAYS_BACK = 60;
/** The columns the sandbox fills, in the report's order (the real one has more: label, carrier, SafeT claims…). */
export const RETURNS_COLUMNS = ['Order ID', 'Order date', 'Return request date', 'Return request status', 'Amazon RMA ID', 'Seller RMA ID', 'ASIN', 'Merchant SKU', 'Item Name', 'Return quantity', 'Return reason', 'In policy', 'Return type', 'Resolution', 'Order Amount', 'Order quantity', 'Customer comments'];

export interface ReportHelpers {
  tokenSeller(ctx: Context, market: SandboxMarketplace): string | undefined;
  spError(ctx: Context, status: number, code: string, message: string, details?: string): void;
  marketplaces: Record<string, string>;
}

interface Report {
  reportId: string; sellerId: string; reportType: string; marketplaceIds: string[]; dataStartTime: string; dataEndTime: string;
  createdTime: string; reportDocumentId: string; asked: number;
}

const clean = (value: unknown) => String(value ?? '').replace(/[\t\r\n]+/g, ' ');

export function reportRoutes(router: Router, market: SandboxMarketplace, helpers: ReportHelpers, documents: DocumentStore): void {
  const reports = new Map<string, Report>();
  let reportNumber = 0;

  /** The seller's return requests in the window, as the flat file's rows. */
  function returnsFile(sellerId: string, from: string, to: string): string {
    const rows = market.returnRequestsSince(sellerId, 0).filter(({ request }) => request.createdAt >= from && request.createdAt <= to).map(({ order, request }) => {
      const line = order.lines.find((l) => l.lineId === request.lineId);
      const listing = line ? market.listings.get(line.listingId) : undefined;
      return [
        order.id, order.createdAt, request.createdAt, 'Approved', request.id, '', listing?.attributes.asin ?? '', request.sku, line?.title ?? '', request.quantity,
        request.reason, 'Y', 'C-Returns', 'StandardRefund', ((line ? line.unitPrice * line.quantity : 0) / 100).toFixed(2), line?.quantity ?? 0, request.comment ?? '',
      ].map(clean).join('\t');
    });
    return [RETURNS_COLUMNS.join('\t'), ...rows].join('\n') + '\n';
  }

  router.post(`${REPORTS}/reports`, (ctx) => {
    const seller = helpers.tokenSeller(ctx, market);
    if (!seller) return;
    const body = (ctx.request.body ?? {}) as Json;
    if (body.reportType !== RETURNS_REPORT) return helpers.spError(ctx, 400, 'InvalidInput', `Invalid reportType: ${String(body.reportType).slice(0, 60)} (the sandbox makes ${RETURNS_REPORT})`, 'reportType');
    const marketplaceIds = Array.isArray(body.marketplaceIds) ? body.marketplaceIds.map(String) : [];
    if (!marketplaceIds.length || marketplaceIds.some((id: string) => !helpers.marketplaces[id])) return helpers.spError(ctx, 400, 'InvalidInput', 'marketplaceIds must name marketplaces this application may sell on', 'marketplaceIds');
    const now = new Date();
    const start = typeof body.dataStartTime === 'string' ? Date.parse(body.dataStartTime) : NaN;
    const end = body.dataEndTime === undefined ? now.getTime() : typeof body.dataEndTime === 'string' ? Date.parse(body.dataEndTime) : NaN;
    if (Number.isNaN(start)) return helpers.spError(ctx, 400, 'InvalidInput', 'dataStartTime must be an ISO 8601 date and time', 'dataStartTime');
    if (Number.isNaN(end) || end < start) return helpers.spError(ctx, 400, 'InvalidInput', 'dataEndTime must be an ISO 8601 date and time after dataStartTime', 'dataEndTime');
    if (start < now.getTime() - MAX_DAYS_BACK * 86_400_000) return helpers.spError(ctx, 400, 'InvalidInput', `dataStartTime may be at most ${MAX_DAYS_BACK} days ago for ${RETURNS_REPORT}`, 'dataStartTime');
    const dataStartTime = new Date(start).toISOString();
    const dataEndTime = new Date(Math.min(end, now.getTime())).toISOString();
    const reportDocumentId = documents.create(seller, 'text/tab-separated-values; charset=UTF-8', returnsFile(seller, dataStartTime, dataEndTime));
    const report: Report = { reportId: String(60_000_000_000 + ++reportNumber), sellerId: seller, reportType: RETURNS_REPORT, marketplaceIds, dataStartTime, dataEndTime, createdTime: now.toISOString(), reportDocumentId, asked: 0 };
    reports.set(report.reportId, report);
    ctx.status = 202;
    ctx.body = { reportId: report.reportId };
  });

  router.get(`${REPORTS}/reports/:reportId`, (ctx) => {
    const seller = helpers.tokenSeller(ctx, market);
    if (!seller) return;
    const report = reports.get(ctx.params.reportId!);
    if (!report || report.sellerId !== seller) return helpers.spError(ctx, 404, 'NotFound', `No report ${ctx.params.reportId}`, 'reportId');
    const status = report.asked++ === 0 ? 'IN_QUEUE' : 'DONE';
    const { asked: _asked, sellerId: _seller, reportDocumentId, ...shown } = report;
    ctx.body = { ...shown, processingStatus: status, ...(status === 'DONE' ? { processingStartTime: report.createdTime, processingEndTime: report.createdTime, reportDocumentId } : {}) };
  });

  router.get(`${REPORTS}/documents/:id`, (ctx) => {
    const seller = helpers.tokenSeller(ctx, market);
    if (!seller) return;
    const document = documents.get(ctx.params.id!);
    if (!document || document.sellerId !== seller) return helpers.spError(ctx, 404, 'NotFound', `No report document ${ctx.params.id}`, 'reportDocumentId');
    ctx.body = { reportDocumentId: ctx.params.id, url: documents.url(ctx, ctx.params.id!) };
  });
}
