/**
 * Group commit: items queue up while a batch is being written, and the next
 * batch takes them all (up to `maxBatch`) in one go. One writer, first in
 * first out, so no caller waits behind a luckier one; one transaction per
 * batch, so a durable commit (an fsync) is shared by every item in it.
 */
export class WriteBatcher<Item, Outcome> {
  private queue: Array<{
    item: Item;
    resolve: (outcome: Outcome) => void;
    reject: (error: unknown) => void;
  }> = [];
  private running: Promise<void> | null = null;

  /**
   * `writeBatch` writes its items in one transaction and resolves with one
   * outcome per item, in order; if it throws, every item of that batch fails
   * with the error and the next batch goes on.
   */
  constructor(
    private readonly writeBatch: (items: Item[]) => Promise<Outcome[]>,
    private readonly maxBatch = 100,
  ) {}

  /** Queues an item; resolves once the batch holding it is committed. */
  add(item: Item): Promise<Outcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.running ??= this.drain();
    });
  }

  /** Resolves once every queued item is written (or failed). */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private async drain(): Promise<void> {
    // Let the callers of this tick join the first batch.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      try {
        const outcomes = await this.writeBatch(batch.map((entry) => entry.item));
        batch.forEach((entry, index) => entry.resolve(outcomes[index]));
      } catch (error) {
        batch.forEach((entry) => entry.reject(error));
      }
    }
    this.running = null;
  }
}
