/**
 * A streaming `multipart/form-data` reader (RFC 7578) for the few endpoints that take files. It reads the request
 * as it arrives and keeps at most the limits given: a file beyond `fileBytes` stops the read at once with a 413
 * (the rest of the body is drained unread, so the client still gets the answer), a text field beyond
 * `fieldBytes`, too many parts or malformed framing are 400s naming the part.
 *
 * Own code rather than a package: STACK.md lists no multipart parser, and the subset browsers and curl send is
 * small (boundary framing, `Content-Disposition` and `Content-Type` part headers). Not supported, on purpose:
 * nested `multipart/mixed` parts and `Content-Transfer-Encoding` (deprecated by RFC 7578).
 */
import type { Readable } from 'node:stream';
import { fail } from './errors.ts';
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

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const MAX_HEADER_BYTES = 8 * 1024;

/** The boundary of a `multipart/form-data` Content-Type, or undefined when it has none (or an invalid one). */
export function boundaryOf(contentType: string | undefined): string | undefined {
  if (!contentType || !/^\s*multipart\/form-data\s*(;|$)/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** Parameters of a header value (`form-data; name="file"; filename="a.png"`), names lower-cased. */
export function headerParams(value: string): Record<string, string> {
  const params: Record<string, string> = {};
  // Browsers follow the HTML standard, not RFC 2616 quoting: inside quotes `"`, CR and LF arrive as %22, %0D, %0A
  // and a backslash is itself (Windows paths), so there are no escapes to undo beyond those three.
  for (const [, rawName, quoted, bare] of value.matchAll(/;\s*([A-Za-z0-9_*.-]+)\s*=\s*(?:"([^"]*)"|([^;\s]*))/g)) {
    const name = rawName.toLowerCase();
    let text = quoted !== undefined ? quoted.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n') : bare;
    if (name.endsWith('*')) {
      // RFC 5987 (`filename*=UTF-8''na%C3%AFve.png`): preferred over the plain parameter when present.
      const extended = /^([^']*)'[^']*'(.*)$/.exec(text);
      if (!extended) continue;
      try { text = decodeURIComponent(extended[2]); } catch { continue; }
      params[name.slice(0, -1)] = text;
      continue;
    }
    if (!(name in params)) params[name] = text;
  }
  return params;
}

/** The last path segment of a client's file name (some browsers send `C:\fakepath\x.png`). */
function baseName(name: string): string {
  return name.split(/[\\/]/).pop() ?? '';
}

interface PartHeaders {
  field: string;
  filename?: string;
  contentType: string;
}

function parsePartHeaders(block: string, index: number): PartHeaders {
  const headers = new Map<string, string>();
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) fail('validation_failed', `Part ${index + 1} of the form has a malformed header line.`, [{ pointer: '', message: 'is not a valid multipart/form-data body' }]);
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const disposition = headers.get('content-disposition') ?? '';
  if (!/^form-data\s*(;|$)/i.test(disposition)) fail('validation_failed', `Part ${index + 1} of the form has no "Content-Disposition: form-data" header.`, [{ pointer: '', message: 'is not a valid multipart/form-data body' }]);
  const params = headerParams(disposition);
  if (!params.name) fail('validation_failed', `Part ${index + 1} of the form has no field name.`, [{ pointer: '', message: 'is not a valid multipart/form-data body' }]);
  // Names end up in messages and (a file's) in the database, which cannot store a NUL.
  refuseNul(params.name, `/${pointerSegment(params.name.replace(/\u0000/g, ''))}`);
  if (params.filename !== undefined) refuseNul(params.filename, `/${pointerSegment(params.name)}/filename`);
  return {
    field: params.name,
    filename: params.filename !== undefined ? baseName(params.filename) : undefined,
    contentType: (headers.get('content-type') ?? (params.filename !== undefined ? 'application/octet-stream' : 'text/plain')).toLowerCase(),
  };
}

/**
 * A push parser: `write` each chunk as it comes, then `end`. Throws ApiError (400/413) as soon as the body breaks a
 * rule; nothing past a limit is ever kept.
 */
export class MultipartParser {
  private readonly delimiter: Buffer;
  /** Bytes not yet consumed (at most a header block, or a delimiter's length while in a body). */
  private pending: Buffer;
  private state: 'preamble' | 'afterDelimiter' | 'headers' | 'body' | 'done' = 'preamble';
  private part?: PartHeaders & { chunks: Buffer[]; size: number };
  private partCount = 0;
  readonly form: MultipartForm = { fields: new Map(), files: [] };

  constructor(boundary: string, private readonly limits: MultipartLimits) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
    // The first delimiter has no CRLF before it: pretend one was there, so every delimiter looks the same.
    this.pending = Buffer.from(CRLF);
  }

  write(chunk: Buffer): void {
    if (this.state === 'done') return; // the epilogue after the closing delimiter is ignored
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    this.advance();
  }

  end(): MultipartForm {
    if (this.state !== 'done') fail('validation_failed', 'The form ended before its closing boundary: the upload was cut short or the body is not multipart/form-data.', [{ pointer: '', message: 'is incomplete' }]);
    return this.form;
  }

  private advance(): void {
    for (;;) {
      if (this.state === 'preamble' || this.state === 'body') {
        const at = this.pending.indexOf(this.delimiter);
        if (at < 0) {
          // Keep only what could be the start of a delimiter split across chunks.
          const keep = Math.min(this.pending.length, this.delimiter.length - 1);
          if (this.state === 'body') this.take(this.pending.subarray(0, this.pending.length - keep));
          this.pending = this.pending.subarray(this.pending.length - keep);
          return;
        }
        if (this.state === 'body') {
          this.take(this.pending.subarray(0, at));
          this.finishPart();
        }
        this.pending = this.pending.subarray(at + this.delimiter.length);
        this.state = 'afterDelimiter';
      }
      if (this.state === 'afterDelimiter') {
        if (this.pending.length < 2) return;
        if (this.pending[0] === 0x2d && this.pending[1] === 0x2d) { // "--": the closing delimiter
          this.state = 'done';
          this.pending = Buffer.alloc(0);
          return;
        }
        // Transport padding (spaces, tabs) may follow a delimiter before its CRLF.
        const lineEnd = this.pending.indexOf(CRLF);
        if (lineEnd < 0) {
          if (this.pending.length > 256) this.malformed();
          return;
        }
        if (!/^[ \t]*$/.test(this.pending.subarray(0, lineEnd).toString('latin1'))) this.malformed();
        this.pending = this.pending.subarray(lineEnd + 2);
        this.state = 'headers';
      }
      if (this.state === 'headers') {
        const end = this.pending.indexOf(HEADER_END);
        if (end < 0) {
          if (this.pending.length > MAX_HEADER_BYTES) fail('validation_failed', `The headers of part ${this.partCount + 1} are longer than ${MAX_HEADER_BYTES / 1024} KB.`, [{ pointer: '', message: 'has a part with oversized headers' }]);
          return;
        }
        this.startPart(parsePartHeaders(this.pending.subarray(0, end).toString('utf8'), this.partCount));
        this.pending = this.pending.subarray(end + HEADER_END.length);
        this.state = 'body';
      }
    }
  }

  private startPart(headers: PartHeaders): void {
    this.partCount++;
    if (this.partCount > this.limits.parts) fail('validation_failed', `The form has more than ${this.limits.parts} parts.`, [{ pointer: '', message: `has more than ${this.limits.parts} parts` }]);
    const isFile = headers.filename !== undefined;
    if (isFile && this.form.files.length >= this.limits.files) {
      fail('validation_failed', `Send at most ${this.limits.files} file${this.limits.files === 1 ? '' : 's'} per request.`, [{ pointer: `/${headers.field}`, message: `holds more than ${this.limits.files} file${this.limits.files === 1 ? '' : 's'}` }]);
    }
    this.part = { ...headers, chunks: [], size: 0 };
  }

  private take(bytes: Buffer): void {
    const part = this.part!;
    if (!bytes.length) return;
    part.size += bytes.length;
    if (part.filename !== undefined && part.size > this.limits.fileBytes) {
      fail('payload_too_large', `The file "${part.filename}" is larger than ${formatBytes(this.limits.fileBytes)}.`, [{ pointer: `/${part.field}`, message: `is larger than ${formatBytes(this.limits.fileBytes)}` }], { limit: this.limits.fileBytes });
    }
    if (part.filename === undefined && part.size > this.limits.fieldBytes) {
      fail('validation_failed', `The field "${part.field}" is longer than ${formatBytes(this.limits.fieldBytes)}.`, [{ pointer: `/${part.field}`, message: `is longer than ${formatBytes(this.limits.fieldBytes)}` }]);
    }
    // Copy: `bytes` is a view of a chunk the stream may reuse.
    part.chunks.push(Buffer.from(bytes));
  }

  private finishPart(): void {
    const part = this.part!;
    this.part = undefined;
    const data = Buffer.concat(part.chunks);
    if (part.filename !== undefined) {
      this.form.files.push({ field: part.field, filename: part.filename, contentType: part.contentType, data });
      return;
    }
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    } catch {
      return fail('validation_failed', `The field "${part.field}" is not UTF-8 text.`, [{ pointer: `/${part.field}`, message: 'is not UTF-8 text' }]);
    }
    refuseNul(text, `/${pointerSegment(part.field)}`);
    const values = this.form.fields.get(part.field) ?? [];
    values.push(text);
    this.form.fields.set(part.field, values);
  }

  private malformed(): never {
    return fail('validation_failed', 'The body is not valid multipart/form-data (a boundary line is malformed).', [{ pointer: '', message: 'is not a valid multipart/form-data body' }]);
  }
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : bytes >= 1024 ? `${+(bytes / 1024).toFixed(1)} KB` : `${bytes} bytes`;
}

/**
 * Reads a `multipart/form-data` request body from `stream` under `limits`. `declaredLength` (Content-Length) above
 * `maxBody` is refused before reading. On any refusal the rest of the body is drained unread.
 */
export async function readMultipart(stream: Readable, contentType: string | undefined, limits: MultipartLimits & { maxBody: number; declaredLength?: number }): Promise<MultipartForm> {
  const boundary = boundaryOf(contentType);
  if (!boundary) fail('unsupported_media_type', 'Send the form as multipart/form-data with a boundary.');
  if (limits.declaredLength !== undefined && limits.declaredLength > limits.maxBody) {
    stream.resume();
    fail('payload_too_large', `The upload is larger than ${formatBytes(limits.maxBody)}; a file may be at most ${formatBytes(limits.fileBytes)}.`, [], { limit: limits.fileBytes });
  }
  const parser = new MultipartParser(boundary!, limits);
  let total = 0;
  return new Promise<MultipartForm>((resolve, reject) => {
    const stop = (error: unknown) => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      // Drain without keeping, so the answer can be read by the client.
      stream.resume();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      try {
        if (total > limits.maxBody) fail('payload_too_large', `The upload is larger than ${formatBytes(limits.maxBody)}; a file may be at most ${formatBytes(limits.fileBytes)}.`, [], { limit: limits.fileBytes });
        parser.write(chunk);
      } catch (error) {
        stop(error);
      }
    };
    const onEnd = () => {
      try {
        resolve(parser.end());
      } catch (error) {
        reject(error);
      }
    };
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', stop);
  });
}
