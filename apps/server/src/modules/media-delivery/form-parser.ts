/**
 * A push parser for the one multipart/form-data body this server receives: the presigned POST
 * form (a few text fields, then one file). It finds boundaries with Buffer#indexOf (native code)
 * and hands the file's bytes on as views of the socket's own chunks, never copies: the receiver
 * then costs little more than the disk write (docs/decisions.md#performance-targets; busboy's
 * byte-by-byte JavaScript search cost three times the CPU).
 *
 * RFC 7578 / RFC 2046 §5.1.1: parts are separated by CRLF "--" boundary; the last boundary is
 * followed by "--". Transport padding (spaces, tabs) before the CRLF after a boundary is allowed.
 */

export class FormParseError extends Error {}

export type FormLimits = {
  /** The most text fields the form may carry. */
  fields: number;
  /** The most bytes one text field's value may hold. */
  fieldBytes: number;
  /** The most bytes of one part's header block, and of the preamble before the first part. */
  headerBytes: number;
};

export type FormPart = {
  /** The form field name (Content-Disposition `name`). */
  name: string;
  /** Present on file parts (Content-Disposition `filename`), even when empty. */
  filename: string | undefined;
  contentType: string | undefined;
};

export type FormHandlers = {
  /** A text field, complete. */
  onField(name: string, value: string): void;
  /** A file part begins: its bytes follow through onFileData, then onFileEnd. */
  onFileStart(part: FormPart): void;
  /** Some of the file's bytes: a view of the chunk pushed, valid until the caller drops it. */
  onFileData(bytes: Buffer): void;
  onFileEnd(): void;
};

const EMPTY = Buffer.alloc(0);
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const CR = 0x0d;
const DASH = 0x2d;
const MAX_PADDING = 256;

type State = 'preamble' | 'afterBoundary' | 'headers' | 'body' | 'done';

/** The boundary of a multipart/form-data Content-Type, or undefined when there is none. */
export function formBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** Content-Disposition parameters (`name`, `filename`), quoted or not. */
function dispositionParams(value: string): Map<string, string> {
  const params = new Map<string, string>();
  const pattern = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (const match of value.matchAll(pattern)) {
    const raw = match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : match[3]!.trim();
    params.set(match[1]!.toLowerCase(), raw);
  }
  return params;
}

function parseHeaders(block: string): FormPart {
  let disposition: string | undefined;
  let contentType: string | undefined;
  for (const line of block.split('\r\n')) {
    if (line === '') continue;
    const colon = line.indexOf(':');
    if (colon <= 0) throw new FormParseError('Malformed multipart body: a part header has no name');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-disposition') disposition = value;
    else if (name === 'content-type') contentType = value;
  }
  if (!disposition || !/^form-data\s*(;|$)/i.test(disposition)) {
    throw new FormParseError('Malformed multipart body: a part is not form-data');
  }
  const params = dispositionParams(disposition);
  const name = params.get('name');
  if (name === undefined) throw new FormParseError('Malformed multipart body: a part has no name');
  return { name, filename: params.get('filename'), contentType };
}

export class FormParser {
  private readonly delimiter: Buffer;
  private state: State = 'preamble';
  /** Bytes carried to the next push: a header block so far, or a possible delimiter start. */
  private held: Buffer = CRLF; // the first boundary may open the body: as if after a line break
  private preambleBytes = 0;
  private part: FormPart | undefined;
  private fieldChunks: Buffer[] = [];
  private fieldSize = 0;
  private fields = 0;

  constructor(
    boundary: string,
    private readonly limits: FormLimits,
    private readonly handlers: FormHandlers,
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
  }

  /** Whether the closing boundary has been read (what follows it is ignored). */
  get done(): boolean {
    return this.state === 'done';
  }

  /** Parses the next bytes of the body. Throws FormParseError on a malformed body. */
  push(chunk: Buffer): void {
    let data = chunk;
    while (data.length > 0 && this.state !== 'done') {
      switch (this.state) {
        case 'preamble':
          data = this.preamble(data);
          break;
        case 'afterBoundary':
          data = this.afterBoundary(data);
          break;
        case 'headers':
          data = this.headers(data);
          break;
        case 'body':
          data = this.body(data);
          break;
      }
    }
  }

  /** Joins what was held back with the new bytes (only ever small: headers, a padding line). */
  private take(data: Buffer): Buffer {
    const joined = this.held.length > 0 ? Buffer.concat([this.held, data]) : data;
    this.held = EMPTY;
    return joined;
  }

  /** Keeps an incomplete line or header block for the next push. */
  private hold(bytes: Buffer, limit: number, what: string): Buffer {
    if (bytes.length > limit)
      throw new FormParseError(`Malformed multipart body: ${what} too long`);
    this.held = Buffer.from(bytes); // a copy: a view would pin the whole socket chunk
    return EMPTY;
  }

  private preamble(data: Buffer): Buffer {
    const buffer = this.take(data);
    const at = buffer.indexOf(this.delimiter);
    if (at < 0) {
      // keep only what could still begin the first boundary, but count everything
      const keep = Math.min(buffer.length, this.delimiter.length);
      this.preambleBytes += buffer.length - keep;
      if (this.preambleBytes > this.limits.headerBytes) {
        throw new FormParseError('Malformed multipart body: no boundary where one was expected');
      }
      this.held = Buffer.from(buffer.subarray(buffer.length - keep));
      return EMPTY;
    }
    this.state = 'afterBoundary';
    return buffer.subarray(at + this.delimiter.length);
  }

  private afterBoundary(data: Buffer): Buffer {
    const buffer = this.take(data);
    if (buffer.length < 2) return this.hold(buffer, MAX_PADDING, 'boundary line');
    if (buffer[0] === DASH && buffer[1] === DASH) {
      this.state = 'done';
      return EMPTY;
    }
    const lineEnd = buffer.indexOf(CRLF);
    if (lineEnd < 0) return this.hold(buffer, MAX_PADDING, 'boundary line');
    if (!/^[ \t]*$/.test(buffer.toString('latin1', 0, lineEnd))) {
      throw new FormParseError('Malformed multipart body: text after a boundary');
    }
    this.state = 'headers';
    return buffer.subarray(lineEnd + 2);
  }

  private headers(data: Buffer): Buffer {
    const buffer = this.take(data);
    // a part without headers starts with the blank line at once
    const end = buffer[0] === CR && buffer[1] === 0x0a ? -2 : buffer.indexOf(HEADER_END);
    if (end === -1) {
      return this.hold(buffer, this.limits.headerBytes, 'part headers');
    }
    if (end > this.limits.headerBytes) {
      throw new FormParseError('Malformed multipart body: part headers too long');
    }
    this.part = parseHeaders(end < 0 ? '' : buffer.toString('utf8', 0, end));
    if (this.part.filename === undefined) {
      this.fields += 1;
      if (this.fields > this.limits.fields) {
        throw new FormParseError('The form has too many fields');
      }
      this.fieldChunks = [];
      this.fieldSize = 0;
    } else {
      this.handlers.onFileStart(this.part);
    }
    this.state = 'body';
    return buffer.subarray(end < 0 ? 2 : end + 4);
  }

  /**
   * A part's content up to the next delimiter. Bytes that could begin a delimiter split across
   * pushes are held back (fewer than the delimiter's length); everything else goes on as views.
   */
  private body(data: Buffer): Buffer {
    const delimiter = this.delimiter;
    let rest = data;
    if (this.held.length > 0) {
      const held = this.held;
      if (rest.length < delimiter.length) {
        // too short to settle the held bytes alone: join them (both are small)
        rest = Buffer.concat([held, rest]);
        this.held = EMPTY;
      } else {
        // a delimiter that starts in the held bytes ends within the next length − 1 bytes
        const joint = Buffer.concat([held, rest.subarray(0, delimiter.length - 1)]);
        const at = joint.indexOf(delimiter);
        this.held = EMPTY;
        if (at >= 0) {
          this.emit(held.subarray(0, at));
          this.endPart();
          return rest.subarray(at + delimiter.length - held.length);
        }
        this.emit(held);
      }
    }
    const at = rest.indexOf(delimiter);
    if (at >= 0) {
      this.emit(rest.subarray(0, at));
      this.endPart();
      return rest.subarray(at + delimiter.length);
    }
    const keep = this.delimiterStartAtEnd(rest);
    this.emit(rest.subarray(0, rest.length - keep));
    if (keep > 0) this.held = Buffer.from(rest.subarray(rest.length - keep));
    return EMPTY;
  }

  /** The length of the longest end of `bytes` that begins the delimiter (shorter than it). */
  private delimiterStartAtEnd(bytes: Buffer): number {
    const from = Math.max(0, bytes.length - (this.delimiter.length - 1));
    for (let at = bytes.indexOf(CR, from); at >= 0; at = bytes.indexOf(CR, at + 1)) {
      const length = bytes.length - at;
      if (this.delimiter.compare(bytes, at, bytes.length, 0, length) === 0) return length;
    }
    return 0;
  }

  private emit(bytes: Buffer): void {
    if (bytes.length === 0) return;
    if (this.part?.filename !== undefined) {
      this.handlers.onFileData(bytes);
      return;
    }
    this.fieldSize += bytes.length;
    if (this.fieldSize > this.limits.fieldBytes) {
      throw new FormParseError(`Form field "${this.part?.name}" is too long`);
    }
    this.fieldChunks.push(Buffer.from(bytes));
  }

  private endPart(): void {
    const part = this.part!;
    if (part.filename === undefined) {
      this.handlers.onField(part.name, Buffer.concat(this.fieldChunks).toString('utf8'));
      this.fieldChunks = [];
    } else {
      this.handlers.onFileEnd();
    }
    this.part = undefined;
    this.state = 'afterBoundary';
  }
}
