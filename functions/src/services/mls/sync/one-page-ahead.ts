/**
 * Iterates `source` one item ahead: the next page is on its way from the MLS while the caller writes this
 * one. A failure of the page fetched ahead surfaces when the caller reaches it, as it would have without.
 */
export async function* onePageAhead<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const fetchNext = () => {
    const next = iterator.next();
    next.catch(() => undefined); // handled where it is awaited
    return next;
  };
  let next = fetchNext();
  try {
    for (let current = await next; !current.done; current = await next) {
      next = fetchNext();
      yield current.value;
    }
  } finally {
    await next.catch(() => undefined);
    await iterator.return?.();
  }
}
