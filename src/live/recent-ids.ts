/** Ids a stream sent lately (its last 256): an event both caught up and heard live is sent once. */
export class RecentIds {
  private readonly ids = new Set<string>();

  constructor(private readonly max = 256) {}

  has(id: string): boolean {
    return this.ids.has(id);
  }

  /** False when the id was already there. */
  add(id: string): boolean {
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    if (this.ids.size > this.max) this.ids.delete(this.ids.values().next().value as string);
    return true;
  }
}
