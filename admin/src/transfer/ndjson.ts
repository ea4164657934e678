/**
 * Reads an NDJSON answer (one JSON object per line) as it arrives: imports stream `progress` lines and end with a
 * `result` line carrying the HTTP status and body the plain request would have had. Pure: unit-tested beside
 * this file.
 */

export interface ProgressLine {
  type: 'progress';
  processed: number;
  total: number;
}

export interface ResultLine<T = unknown> {
  type: 'result';
  status: number;
  body: T;
}

export type NdjsonLine = ProgressLine | ResultLine;

/** Splits text chunks into complete JSON lines; a line cut between two chunks waits for the rest. */
export class NdjsonSplitter {
  private rest = '';

  /** The complete lines in what has arrived so far, parsed. */
  feed(chunk: string): NdjsonLine[] {
    const text = this.rest + chunk;
    const lines = text.split('\n');
    this.rest = lines.pop() ?? '';
    return lines.filter((l) => l.trim()).map((l) => JSON.parse(l) as NdjsonLine);
  }

  /** Whatever is left at the end (a last line without a line break). */
  end(): NdjsonLine[] {
    const last = this.rest.trim();
    this.rest = '';
    return last ? [JSON.parse(last) as NdjsonLine] : [];
  }
}

/** Reads a fetch response body line by line, calling `onLine` for each; resolves with the result line. */
export async function readNdjson(response: Response, onLine: (line: NdjsonLine) => void): Promise<ResultLine | undefined> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const splitter = new NdjsonSplitter();
  let result: ResultLine | undefined;
  const take = (lines: NdjsonLine[]) => {
    for (const line of lines) {
      if (line.type === 'result') result = line;
      onLine(line);
    }
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    take(splitter.feed(decoder.decode(value, { stream: true })));
  }
  take(splitter.feed(decoder.decode()));
  take(splitter.end());
  return result;
}
