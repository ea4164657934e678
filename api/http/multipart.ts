/**
 * Reads `multipart/form-data` request bodies (RFC 7578) for the few endpoints that take files, on `busboy`: it
 * reads the request as it arrives and keeps at most the limits given. A file beyond `fileBytes` stops the read at
 * once with a 413 (the rest of the body is drained unread, so the client still gets the answer); a text field beyond
 * `fieldBytes`, too many parts or files, a malformed part header or a body cut short are 400s naming the part.
 *
 * What busboy decides and we keep (README, Pitfalls): a part without `Content-Disposition: form-data` is skipped, as
 * is anything after a boundary line with transport padding; a part's own `charset` is honoured. Text fields are
 * UTF-8 (RFC 7578 section 5.1, and what every browser sends): busboy decodes them leniently, so a value holding
 * U+FFFD, the mark it leaves for bytes that are not UTF-8, is refused rather than stored mangled.
 */
import busboy from 'busboy';
import type { Readable } from 'node:stream';
import { ApiError, fail } from './errors.ts';
import { pointerSegment, refuseNul } from './input-guard.ts';

export interface MultipartLimits {
  /** Largest file part, bytes. */
  fileBytes: number;
  /** Largest text field, bytes. */
  fieldBytes: number;
  /** Most parts (fields and files together). */
  parts: number;
  /** Most file parts. */
  files: number;
}

export interface MultipartFile {
  field: string;
  /** The name the client gave, without any folder part; '' when none. */
  filename: string;
  /** The type the client claimed (not to be trusted: sniff the bytes). */
  contentType: string;
  data: Buffer;
}

export interface MultipartForm {
  /** Text fields by name, each in the order sent (a repeated field has several values). */
  fields: Map<string, string[]>;
  files: MultipartFile[];
}

/** The boundary of a `multipart/form-data` Content-Type, or undefined when it has none (or an invalid one). */
export function boundaryOf(contentType: string | undefined): string | undefined {
  if (!contentType || !/^\s*multipart\/form-data\s*(;|$)/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : bytes >= 1024 ? `${+(bytes / 1024).toFixed(1)} KB` : `${bytes} bytes`;
}

/** The ApiError `fail` would throw, to hand to a promise instead. */
function refusal(...args: Parameters<typeof fail>): ApiError {
  try {
    return fail(...args);
  } catch (error) {
    return error as ApiError;
  }
}

/** Runs a check that throws ApiError (refuseNul) and answers its error, or undefined when it passed. */
function checked(check: () => void): ApiError | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

const NOT_MULTIPART = [{ pointer: '', message: 'is not a valid multipart/form-data body' }];

/** busboy keeps a part's headers to 16 KB: the last this many bytes read hold the header it found malformed. */
const HEADER_WINDOW = 17 * 1024;

/**
 * busboy says only "Malformed part header". The commonest cause worth naming is a NUL (in a file name, say), so
 * look at the last part header read and name its field when that is the cause.
 */
function malformedHeaderRefusal(recent: Buffer, boundary: string): ApiError {
  const text = recent.toString('utf8');
  const start = text.lastIndexOf(`--${boundary}\r\n`);
  const block = start < 0 ? '' : text.slice(start + boundary.length + 4).split('\r\n\r\n')[0];
  if (block.includes('\u0000')) {
    const disposition = /^content-disposition:(.*)$/im.exec(block)?.[1] ?? '';
    const name = /;\s*name="([^"]*)"/i.exec(disposition)?.[1]?.replace(/\u0000/g, '');
    const inFileName = /;\s*filename="[^"]*\u0000/i.test(disposition);
    const pointer = name ? `/${pointerSegment(name)}${inFileName ? '/filename' : ''}` : '';
    return refusal('validation_failed', 'A part of the form holds a NUL character in its headers.', [{ pointer, message: 'must not contain a NUL character (\\u0000)' }]);
  }
  return refusal('validation_failed', 'A part of the form has a malformed header.', NOT_MULTIPART);
}

/** busboy's own errors, in our words. */
function busboyRefusal(error: Error, recent: Buffer, boundary: string): ApiError {
  if (/unexpected end/i.test(error.message)) {
    return refusal('validation_failed', 'The form ended before its closing boundary: the upload was cut short or the body is not multipart/form-data.', [{ pointer: '', message: 'is incomplete' }]);
  }
  if (/malformed part header/i.test(error.message)) return malformedHeaderRefusal(recent, boundary);
  return refusal('validation_failed', `The body is not valid multipart/form-data (${error.message}).`, NOT_MULTIPART);
}

/** HTML's form encoding writes `"`, CR and LF in a quoted file name as %22, %0D, %0A: busboy leaves them so. */
function htmlFileName(name: string): string {
  return name.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
}

/**
 * Reads a `multipart/form-data` request body from `stream` under `limits`. `declaredLength` (Content-Length) above
 * `maxBody` is refused before reading. On any refusal the rest of the body is drained unread.
 */
export async function readMultipart(stream: Readable, contentType: string | undefined, limits: MultipartLimits & { maxBody: number; declaredLength?: number }): Promise<MultipartForm> {
  const boundary = boundaryOf(contentType);
  if (!boundary) fail('unsupported_media_type', 'Send the form as multipart/form-data with a boundary.');
  const tooLarge = () => refusal('payload_too_large', `The upload is larger than ${formatBytes(limits.maxBody)}; a file may be at most ${formatBytes(limits.fileBytes)}.`, [], { limit: limits.fileBytes });
  if (limits.declaredLength !== undefined && limits.declaredLength > limits.maxBody) {
    stream.resume();
    throw tooLarge();
  }
  const form: MultipartForm = { fields: new Map(), files: [] };
  const parser = busboy({
    headers: { 'content-type': contentType! },
    // busboy reports reaching a limit, not passing it: one more than ours means ours was passed.
    // Files one past ours too, so the first file too many reaches our handler, which names its field.
    limits: { fileSize: limits.fileBytes + 1, fieldSize: limits.fieldBytes + 1, parts: limits.parts + 1, files: limits.files + 1, headerPairs: 16 },
  });

  return new Promise<MultipartForm>((resolve, reject) => {
    let settled = false;
    let total = 0;
    /** The latest chunks read, at least HEADER_WINDOW bytes of them when there are: for malformedHeaderRefusal. */
    let recent: Buffer[] = [];
    let recentBytes = 0;
    const refuse = (error: ApiError) => {
      if (settled) return;
      settled = true;
      stream.off('data', onData);
      stream.off('end', onEnd);
      parser.removeAllListeners();
      parser.on('error', () => {}); // what busboy still says after the refusal is moot
      // Not at once: busboy may be inside its own callback (a file's 'limit') and still touch the part it is on.
      process.nextTick(() => parser.destroy());
      // Drain without keeping, so the answer can be read by the client.
      stream.resume();
      reject(error);
    };
    /** A part's name: required, and free of NUL (names end up in messages and a file's in the database). */
    const nameProblem = (name: string | undefined): ApiError | undefined => {
      if (!name) return refusal('validation_failed', 'A part of the form has no field name.', NOT_MULTIPART);
      return checked(() => refuseNul(name, `/${pointerSegment(name.replace(/\u0000/g, ''))}`));
    };

    const tooManyFiles = (pointer: string) => refusal('validation_failed', `Send at most ${limits.files} file${limits.files === 1 ? '' : 's'} per request.`, [{ pointer, message: `holds more than ${limits.files} file${limits.files === 1 ? '' : 's'}` }]);
    let fileCount = 0;

    parser.on('file', (field: string, file: Readable, info: { filename?: string; mimeType: string }) => {
      // busboy ends an unfinished file with an error when the form is cut short or refused (even this one, refused
      // below before it is read): the form's own error says what happened, and an unheard one would crash.
      file.on('error', () => {});
      const filename = htmlFileName(info.filename ?? '');
      const problem = nameProblem(field)
        ?? (++fileCount > limits.files ? tooManyFiles(`/${pointerSegment(field)}`) : undefined)
        ?? checked(() => refuseNul(filename, `/${pointerSegment(field)}/filename`));
      if (problem) return refuse(problem);
      const chunks: Buffer[] = [];
      file.on('data', (chunk: Buffer) => chunks.push(chunk));
      file.on('limit', () => refuse(refusal('payload_too_large', `The file "${filename}" is larger than ${formatBytes(limits.fileBytes)}.`, [{ pointer: `/${field}`, message: `is larger than ${formatBytes(limits.fileBytes)}` }], { limit: limits.fileBytes })));
      file.on('end', () => {
        if (!settled) form.files.push({ field, filename, contentType: info.mimeType.toLowerCase(), data: Buffer.concat(chunks) });
      });
    });
    parser.on('field', (field: string, value: string, info: { valueTruncated: boolean }) => {
      const problem = nameProblem(field)
        ?? (info.valueTruncated ? refusal('validation_failed', `The field "${field}" is longer than ${formatBytes(limits.fieldBytes)}.`, [{ pointer: `/${field}`, message: `is longer than ${formatBytes(limits.fieldBytes)}` }]) : undefined)
        ?? (value.includes('\uFFFD') ? refusal('validation_failed', `The field "${field}" is not UTF-8 text.`, [{ pointer: `/${field}`, message: 'is not UTF-8 text' }]) : undefined)
        ?? checked(() => refuseNul(value, `/${pointerSegment(field)}`));
      if (problem) return refuse(problem);
      const values = form.fields.get(field) ?? [];
      values.push(value);
      form.fields.set(field, values);
    });
    parser.on('partsLimit', () => refuse(refusal('validation_failed', `The form has more than ${limits.parts} parts.`, [{ pointer: '', message: `has more than ${limits.parts} parts` }])));
    parser.on('filesLimit', () => refuse(tooManyFiles('')));
    parser.on('error', (error: Error) => refuse(busboyRefusal(error, Buffer.concat(recent), boundary!)));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      resolve(form);
    });

    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > limits.maxBody) return refuse(tooLarge());
      recent.push(chunk);
      recentBytes += chunk.length;
      while (recentBytes - recent[0].length >= HEADER_WINDOW) recentBytes -= recent.shift()!.length;
      parser.write(chunk);
    };
    const onEnd = () => {
      if (!settled) parser.end();
    };
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', () => refuse(refusal('validation_failed', 'The upload was cut short.', [{ pointer: '', message: 'is incomplete' }])));
  });
}
