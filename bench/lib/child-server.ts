export type ReadyMessage = { type: 'ready'; port: number; info: Record<string, unknown> };

/**
 * The child side of `startServer`: reports the port, then closes cleanly on SIGTERM, or when the
 * parent goes away, so no server outlives its benchmark.
 */
export const serveUntilStopped = (
  port: number,
  info: Record<string, unknown>,
  close: () => Promise<void>,
): void => {
  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => process.exit(1), 8_000);
    force.unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  process.once('disconnect', stop);
  const message: ReadyMessage = { type: 'ready', port, info };
  process.send?.(message);
};

/** The port a listening server was given (listen on port 0). */
export const portOf = (address: string | { port: number } | null): number => {
  if (address === null || typeof address === 'string') throw new Error('Not a TCP server');
  return address.port;
};
