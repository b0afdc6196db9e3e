/**
 * Bundled in place of mnemonist/lru-cache for Lambda only. Its one user is the DynamoDB client's endpoint
 * discovery cache (@aws-sdk/endpoint-cache, which calls get, set, has, peek and clear), built with every
 * client although discovery is off unless asked for; mnemonist and its iterator helpers were 7 KB of
 * every function. A Map keeps insertion order, which is all a least-recently-used cache needs.
 */
export default class LRUCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  set(key: K, value: V): this {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
    return this;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
