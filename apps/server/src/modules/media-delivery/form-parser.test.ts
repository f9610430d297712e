import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FormParseError, FormParser, formBoundary, type FormLimits } from './form-parser';

const BOUNDARY = '----reelforge-test-7MA4YWxkTrZu0gW';
const LIMITS: FormLimits = { fields: 16, fieldBytes: 16 * 1024, headerBytes: 16 * 1024 };

type Parsed = {
  fields: [string, string][];
  files: { name: string; filename: string | undefined; type: string | undefined; bytes: Buffer }[];
  done: boolean;
};

const form = (fields: [string, string][], file?: Buffer, epilogue = '') =>
  Buffer.concat([
    ...fields.map(([name, value]) =>
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    ),
    ...(file
      ? [
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\n` +
              'Content-Type: video/mp4\r\n\r\n',
          ),
          file,
          Buffer.from('\r\n'),
        ]
      : []),
    Buffer.from(`--${BOUNDARY}--\r\n${epilogue}`),
  ]);

/** Parses `body` pushed in pieces of the given sizes (cycled). */
function parse(body: Buffer, sizes: number[] = [body.length], limits = LIMITS): Parsed {
  const parsed: Parsed = { fields: [], files: [], done: false };
  let chunks: Buffer[] = [];
  const parser = new FormParser(BOUNDARY, limits, {
    onField: (name, value) => parsed.fields.push([name, value]),
    onFileStart: (part) => {
      chunks = [];
      parsed.files.push({
        name: part.name,
        filename: part.filename,
        type: part.contentType,
        bytes: Buffer.alloc(0),
      });
    },
    // a copy: the parser hands out views of the pushed chunk
    onFileData: (bytes) => chunks.push(Buffer.from(bytes)),
    onFileEnd: () => {
      parsed.files.at(-1)!.bytes = Buffer.concat(chunks);
    },
  });
  for (let at = 0, i = 0; at < body.length; i++) {
    const size = sizes[i % sizes.length]!;
    // a fresh buffer per push, as a socket gives
    parser.push(Buffer.from(body.subarray(at, at + size)));
    at += size;
  }
  parsed.done = parser.done;
  return parsed;
}

// file bytes full of near-delimiters: CR LF, "--", and the boundary without its CRLF
const tricky = Buffer.concat([
  Buffer.from(`\r\n-\r\n--\r\n--${BOUNDARY.slice(0, -1)}x--${BOUNDARY}\r`),
  randomBytes(3000),
  Buffer.from(`\r\n--${BOUNDARY.slice(0, 10)}\r\r\n\r`),
]);

describe('FormParser', () => {
  const fields: [string, string][] = [
    ['key', 'uploads/s/episode-1.mp4'],
    ['Content-Type', 'video/mp4'],
    ['policy', 'eyJleHBpcmF0aW9uIjoiMjAzMCJ9'],
    ['empty', ''],
  ];

  it('reads the fields and a file with delimiter look-alikes, whatever the chunking', () => {
    const body = form(fields, tricky, 'ignored epilogue');
    for (const sizes of [[body.length], [1], [2], [3], [7], [41, 1, 5], [64], [1000, 3]]) {
      const parsed = parse(body, sizes);
      expect(parsed.fields, `chunks ${sizes.join(',')}`).toEqual(fields);
      expect(parsed.files).toHaveLength(1);
      expect(parsed.files[0]!.name).toBe('file');
      expect(parsed.files[0]!.filename).toBe('a.mp4');
      expect(parsed.files[0]!.type).toBe('video/mp4');
      expect(parsed.files[0]!.bytes.equals(tricky), `chunks ${sizes.join(',')}`).toBe(true);
      expect(parsed.done).toBe(true);
    }
  });

  it('splits at every offset of a small body alike', () => {
    const body = form([['a', 'x\r\ny']], Buffer.from('\r\n--\r'));
    for (let cut = 1; cut < body.length; cut++) {
      const parsed: Parsed = { fields: [], files: [], done: false };
      const file: Buffer[] = [];
      const parser = new FormParser(BOUNDARY, LIMITS, {
        onField: (name, value) => parsed.fields.push([name, value]),
        onFileStart: () => undefined,
        onFileData: (bytes) => file.push(Buffer.from(bytes)),
        onFileEnd: () => undefined,
      });
      parser.push(Buffer.from(body.subarray(0, cut)));
      parser.push(Buffer.from(body.subarray(cut)));
      expect(parsed.fields, `cut at ${cut}`).toEqual([['a', 'x\r\ny']]);
      expect(Buffer.concat(file).toString('latin1'), `cut at ${cut}`).toBe('\r\n--\r');
      expect(parser.done).toBe(true);
    }
  });

  it('hands the file on as views of the pushed chunk, not copies', () => {
    const views: Buffer[] = [];
    const body = form([], Buffer.alloc(100_000, 7));
    const headEnd = body.indexOf('\r\n\r\n') + 4;
    const chunk = Buffer.from(body.subarray(headEnd));
    const parser = new FormParser(BOUNDARY, LIMITS, {
      onField: () => undefined,
      onFileStart: () => undefined,
      onFileData: (bytes) => views.push(bytes),
      onFileEnd: () => undefined,
    });
    parser.push(Buffer.from(body.subarray(0, headEnd)));
    parser.push(chunk);
    expect(views).toHaveLength(1);
    expect(views[0]!.length).toBe(100_000);
    expect(views[0]!.buffer).toBe(chunk.buffer);
  });

  it('accepts a preamble, transport padding and unquoted names', () => {
    const body = Buffer.from(
      `preamble text\r\n--${BOUNDARY}  \t\r\nContent-Disposition: form-data; name=key\r\n\r\nv\r\n--${BOUNDARY}--`,
    );
    expect(parse(body, [3]).fields).toEqual([['key', 'v']]);
  });

  it('refuses malformed bodies with a FormParseError', () => {
    const refusals: [string, Buffer, FormLimits?][] = [
      ['no boundary at all', Buffer.alloc(20_000, 97)],
      ['text after a boundary', Buffer.from(`--${BOUNDARY}junk\r\n`)],
      [
        'a part that is not form-data',
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: attachment\r\n\r\nx\r\n`),
      ],
      [
        'a part without a name',
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n`),
      ],
      ['a header line without a colon', Buffer.from(`--${BOUNDARY}\r\nnonsense\r\n\r\nx\r\n`)],
      ['headers over the limit', Buffer.from(`--${BOUNDARY}\r\nX-Pad: ${'p'.repeat(20_000)}`)],
      [
        'a field over the limit',
        form([['policy', 'p'.repeat(100)]]),
        { ...LIMITS, fieldBytes: 99 },
      ],
      [
        'too many fields',
        form([
          ['a', '1'],
          ['b', '2'],
          ['c', '3'],
        ]),
        { ...LIMITS, fields: 2 },
      ],
    ];
    for (const [what, body, limits] of refusals) {
      expect(() => parse(body, [5], limits), what).toThrow(FormParseError);
    }
  });

  it('is not done when the body ends before the closing boundary', () => {
    const body = form(fields, tricky);
    expect(parse(body.subarray(0, body.length - 20)).done).toBe(false);
  });
});

describe('formBoundary', () => {
  it('reads the boundary of a multipart/form-data type, quoted or not', () => {
    expect(formBoundary('multipart/form-data; boundary=abc')).toBe('abc');
    expect(formBoundary('Multipart/Form-Data; charset=utf-8; boundary="a b;c"')).toBe('a b;c');
    expect(formBoundary('multipart/form-data')).toBeUndefined();
    expect(formBoundary('multipart/mixed; boundary=abc')).toBeUndefined();
    expect(formBoundary('application/json')).toBeUndefined();
    expect(formBoundary(undefined)).toBeUndefined();
  });
});
