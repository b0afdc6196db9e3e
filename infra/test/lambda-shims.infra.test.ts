import LRUCache from '../lambda-shims/lru-cache';
import { EventStreamSerde, eventStreamSerdeProvider, resolveEventStreamSerdeConfig } from '../lambda-shims/event-streams';

/** The stand-ins lambda-bundling.ts aliases into every function in place of SDK dependencies. */
describe('the LRU cache bundled for the endpoint-discovery cache', () => {
  it('drops the least recently used entry past its capacity; get refreshes an entry, peek does not', () => {
    const cache = new LRUCache<string, number>(2);
    cache.set('a', 1).set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
    expect(cache.peek('a')).toBe(1);
    cache.set('d', 4);
    expect([cache.has('a'), cache.has('c'), cache.has('d')]).toEqual([false, true, true]);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});

describe('the event-stream serde bundled in place of the SDK one', () => {
  it('lets a client resolve its configuration, and fails an event-stream call by name', () => {
    const config = resolveEventStreamSerdeConfig({ eventStreamSerdeProvider });
    expect(() => (config.eventStreamMarshaller as { serialize: () => void }).serialize()).toThrow(/Event-stream operations are not bundled/);
    expect(() => new EventStreamSerde()).toThrow(/not bundled/);
  });
});
