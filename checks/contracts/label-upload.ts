/**
 * `POST /api/product-labels/upload` (api/domain/catalogue/label-upload-routes.ts): a `multipart/form-data` body with
 * `file` (one PDF, PNG or JPEG), `languages` (ISO 639-1 codes: the field repeated, or comma-separated),
 * `product_ids` (uuids, the same ways) and an optional `file_name` (default: the file's own name). Answers 201 with
 * the created label.
 */
export const LABEL_UPLOAD_PATH = '/api/product-labels/upload';

/** The largest label file, in bytes (10 MB; the same limit as the product-label entity's). */
export const LABEL_MAX_BYTES = 10 * 1024 * 1024;

/** The form fields the endpoint reads. */
export const LABEL_UPLOAD_FIELDS = { file: 'file', languages: 'languages', productIds: 'product_ids', fileName: 'file_name' } as const;
