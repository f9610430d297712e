/**
 * Staging buffers for direct I/O (O_DIRECT), which needs memory aligned to the disk's block
 * size. Node has no aligned allocation, but V8 maps WebAssembly memory on whole pages, so a
 * Buffer over a WebAssembly.Memory starts on a page boundary. A write that finds one misaligned
 * anyway fails with EINVAL and the sink falls back to buffered writes (upload-file-sink.ts).
 */
export const ALIGNED_BUFFER_BYTES = 4 * 1024 * 1024;
const WASM_PAGE_BYTES = 64 * 1024;
// kept for the next upload: touching fresh memory is what costs (a page fault each 4 KB), and a
// few uploads at once share these; more than this are left to the garbage collector
const KEEP_FREE = 8;

// Node has the global; the server's types (no DOM library) do not declare it
declare const WebAssembly: {
  Memory: new (descriptor: { initial: number }) => { buffer: ArrayBuffer };
};

const free: Buffer[] = [];

export const takeAlignedBuffer = (): Buffer =>
  free.pop() ??
  Buffer.from(new WebAssembly.Memory({ initial: ALIGNED_BUFFER_BYTES / WASM_PAGE_BYTES }).buffer);

export const returnAlignedBuffer = (buffer: Buffer): void => {
  if (free.length < KEEP_FREE) free.push(buffer);
};
