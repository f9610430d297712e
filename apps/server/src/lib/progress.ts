/**
 * A terminal progress bar for long work (seeding, transcoding). On a TTY it redraws one
 * line; otherwise (CI, log files) it prints a line at every 10 %.
 */
export class Progress {
  private done = 0;
  private lastDecile = -1;
  private readonly started = Date.now();

  constructor(
    private readonly label: string,
    private total: number,
    private readonly stream: NodeJS.WriteStream = process.stderr,
  ) {}

  setTotal(total: number): void {
    this.total = total;
    this.render('');
  }

  tick(detail = '', by = 1): void {
    this.done = Math.min(this.total, this.done + by);
    this.render(detail);
  }

  update(done: number, detail = ''): void {
    this.done = Math.min(this.total, done);
    this.render(detail);
  }

  finish(detail = 'done'): void {
    this.done = this.total;
    this.render(detail);
    if (this.stream.isTTY) this.stream.write('\n');
  }

  private render(detail: string): void {
    const fraction = this.total === 0 ? 1 : this.done / this.total;
    const seconds = ((Date.now() - this.started) / 1000).toFixed(0);
    const line = `${this.label} ${this.done}/${this.total} (${Math.round(fraction * 100)}%) ${seconds}s ${detail}`;
    if (this.stream.isTTY) {
      const width = 24;
      const filled = Math.round(fraction * width);
      const bar = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
      this.stream.write(`\r\x1b[2K${bar} ${line}`.slice(0, (this.stream.columns || 100) + 8));
      return;
    }
    const decile = Math.floor(fraction * 10);
    if (decile !== this.lastDecile) {
      this.lastDecile = decile;
      this.stream.write(`${line}\n`);
    }
  }
}
